import 'server-only';
import { readToken } from '../precheckin/token.ts';
import { limitedReservationLookup } from '../rate-limit/index.ts';
import { myBookingDeps } from './deps.ts';
import { findMyBooking, readMyBooking, type MyBookingResult } from './service.ts';
import { currentSession, endSession, forgetSession, keepSession } from './session-cookie.ts';

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

/**
 * "Find another booking": the session ends for good — not only this browser's cookie but any
 * copy of it, on every process, until it would have expired (session-cookie.ts).
 */
export async function leaveBookingSession(): Promise<void> {
  const session = await currentSession();
  const deps = myBookingDeps();
  const token = session && readToken(deps.secret, session, 'manage', deps.brand, deps.now());
  // A token this site did not sign, or one already expired, opens nothing: nothing to remember.
  if (session && token && token.ok) await endSession(session, token.token.exp);
  else await forgetSession();
}
