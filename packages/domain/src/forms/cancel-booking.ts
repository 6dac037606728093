import { z } from 'zod';

/**
 * The booking page's cancellation: the renter confirms the refund they were shown (USD cents,
 * computed by the server). The server cancels only when its own quote still says the same, so
 * a renter who crossed into the late window while reading is shown the new amount instead.
 */
export const cancelBookingSchema = z.object({
  refund: z.number().int().min(0).max(100_000_000),
});

export type CancelBookingInput = z.output<typeof cancelBookingSchema>;
