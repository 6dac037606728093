import 'server-only';
import { visitorAllowed } from '../rate-limit/index.ts';
import { bookingDeps } from './deps.ts';
import { createReservation, type CreateReservationResult } from './reservations.ts';

/** A renter's reservation request, from any address within its rate limit; decided by lib/booking. */
export async function submitReservation(input: unknown): Promise<CreateReservationResult> {
  if (!(await visitorAllowed('reservation'))) return { ok: false, kind: 'limited' };
  return createReservation(bookingDeps(), input);
}
