import { updateReservation } from '../../records/booking.ts';
import { payThrough, type PaymentDeps, type PayResult } from './shared.ts';

/** Pay later: the reservation is confirmed without a charge; the renter pays at the counter. */
export function confirmPayLater(deps: PaymentDeps, reservationId: string): Promise<PayResult> {
  // The counter is always there: no gateway to configure.
  const counter = 'counter' as const;
  return payThrough(
    deps,
    counter,
    reservationId,
    'pay-later',
    'pay-later confirmation failed',
    async (_, r) => {
      await updateReservation(deps.cms, r.id, { status: 'confirmed', payment_type: counter });
      return { ok: true, state: 'confirmed' };
    },
  );
}
