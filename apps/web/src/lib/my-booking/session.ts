import 'server-only';
import { limitedReservationLookup } from '../rate-limit/index.ts';
import { myBookingDeps } from './deps.ts';
import { findMyBooking, readMyBooking, type MyBookingResult } from './service.ts';
import { currentSession, forgetSession, keepSession } from './session-cookie.ts';

/*
 * Opening, reading and leaving the booking page's session, for its route handler
 * (app/api/my-booking/session). Not server actions: an action that sets or deletes a cookie
 * makes Next.js render the route again, and React then replaces the page's streamed `<title>`
 * (the document has none for a moment). The browser gets the booking, never the token.
 */

/** Finds the booking (under the pre-check-in's limits on wrong guesses) and keeps its session. */
export async function openBookingSession(input: unknown): Promise<MyBookingResult> {
  const found = await limitedReservationLookup(input, () => findMyBooking(myBookingDeps(), input), {
    wrong: (result) => !result.ok && result.problem === 'notFound',
    limited: { ok: false, problem: 'limited' },
  });
  if (!found.ok) return found;
  await keepSession(found.session);
  return { ok: true, booking: found.booking };
}

/** The booking this browser found last, as it stands now ('notFound' when there is none). */
export async function currentBooking(): Promise<MyBookingResult> {
  const session = await currentSession();
  if (!session) return { ok: false, problem: 'notFound' };
  const result = await readMyBooking(myBookingDeps(), session);
  if (!result.ok && result.problem !== 'processing') await forgetSession();
  return result;
}

/** "Find another booking": the session is dropped. */
export async function leaveBookingSession(): Promise<void> {
  await forgetSession();
}
