'use server';

import { limitedReservationLookup, visitorAllowed } from '../rate-limit/index.ts';
import { myBookingDeps } from './deps.ts';
import {
  cancelMyBooking,
  findMyBooking,
  readMyBooking,
  resendConfirmation,
  type CancelResult,
  type MyBookingResult,
  type ResendResult,
} from './service.ts';
import { currentSession, forgetSession, keepSession } from './session-cookie.ts';
import { changeMyBooking, type ChangeResult } from './change.ts';
import { changeDeps } from './change-deps.ts';

/*
 * The booking's page's server actions: thin doors to service.ts. The session lives in an
 * httpOnly cookie (session-cookie.ts); the browser gets the booking, never the token.
 */

/** Finds the booking (under the pre-check-in's limits on wrong guesses) and keeps its session. */
export async function findBooking(input: unknown): Promise<MyBookingResult> {
  const found = await limitedReservationLookup(input, () => findMyBooking(myBookingDeps(), input), {
    wrong: (result) => !result.ok && result.problem === 'notFound',
    limited: { ok: false, problem: 'limited' },
  });
  if (!found.ok) return found;
  await keepSession(found.session);
  return { ok: true, booking: found.booking };
}

/** The booking this browser found last, as it stands now ('notFound' when there is none). */
export async function openBooking(): Promise<MyBookingResult> {
  const session = await currentSession();
  if (!session) return { ok: false, problem: 'notFound' };
  const result = await readMyBooking(myBookingDeps(), session);
  if (!result.ok && result.problem !== 'processing') await forgetSession();
  return result;
}

export async function resendBookingConfirmation(): Promise<ResendResult> {
  return resendConfirmation(myBookingDeps(), await currentSession());
}

/** Cancels this browser's booking for the refund the renter was shown (and retries a refund left pending). */
export async function cancelBooking(input: unknown): Promise<CancelResult> {
  if (!(await visitorAllowed('bookingCancel'))) return { ok: false, problem: 'limited' };
  return cancelMyBooking(myBookingDeps(), await currentSession(), input);
}

/** Quotes a change of dates, times or branches, or makes the one quoted (change.ts). */
export async function changeBooking(input: unknown): Promise<ChangeResult> {
  return changeMyBooking(changeDeps(), await currentSession(), input);
}

/** "Find another booking": the session is dropped. */
export async function leaveBooking(): Promise<void> {
  await forgetSession();
}
