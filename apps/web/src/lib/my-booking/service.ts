import type { Locale } from '@rental/domain/locale';
import { isHeld } from '@rental/domain/notifications/schedule';
import { canResendConfirmation } from '@rental/domain/reservation/my-booking';
import { cancelBookingSchema } from '@rental/domain/forms/cancel-booking';
import { cancelReservation } from '../booking/cancelling.ts';
import { serial } from '../booking/serial.ts';
import type { StoredReservation } from '../cms/types.ts';
import { reservationMailData } from '../outbox/compose.ts';
import { queueConfirmationAgain } from '../outbox/resend.ts';
import { openSession, readLookup, reservationByLookup } from '../precheckin/find-reservation.ts';
import { reservationOf, SESSION_MS } from '../precheckin/service.ts';
import { bookingView, type MyBooking } from './booking-view.ts';
import type { MyBookingDeps } from './deps-type.ts';
import { calendarAttachment } from '../../emails/calendar-attachment.ts';
import { mailTexts } from '../../emails/texts.ts';

export type { MyBooking } from './booking-view.ts';
export type { MyBookingDeps } from './deps-type.ts';

/**
 * The renter's page of a booking (/mi-reserva), behind a signed two-hour session; every call
 * re-reads the reservation, and what it shows and offers is the server's to decide.
 */

export type MyBookingProblem =
  'invalid' | 'notFound' | 'expired' | 'limited' | 'processing' | 'notHeld' | 'noEmail';
type Failure = { ok: false; problem: MyBookingProblem; fields?: Record<string, string> };
export type MyBookingResult = { ok: true; booking: MyBooking } | Failure;
export type FoundBooking = { ok: true; session: string; booking: MyBooking } | Failure;
export type ResendResult = { ok: true } | Failure;
export type CancelResult =
  | { ok: true; booking: MyBooking }
  | {
      ok: false;
      problem: MyBookingProblem | 'notCancellable' | 'quoteChanged';
      booking?: MyBooking;
    };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const fail = (problem: MyBookingProblem): Failure => ({ ok: false, problem });
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The reservation behind a session of the booking's page, fresh from the CMS. */
export async function bookingOf(
  deps: MyBookingDeps,
  session: unknown,
): Promise<StoredReservation | Failure> {
  const r = await reservationOf(deps, session, 'manage');
  if (!('ok' in r)) return r;
  return fail(r.problem === 'expired' || r.problem === 'notFound' ? r.problem : 'invalid');
}

/** Finds the booking by code and last name or e-mail: the same neutral response for an unknown code and a wrong name. */
export async function findMyBooking(deps: MyBookingDeps, input: unknown): Promise<FoundBooking> {
  const read = readLookup(input);
  if (!read.ok) return read;
  try {
    const r = await reservationByLookup(deps.cms, deps.brand, read.lookup);
    if (!r) return fail('notFound');
    const session = openSession(deps, 'manage', r.id, SESSION_MS);
    return { ok: true, session, booking: await bookingView(deps, r) };
  } catch (error) {
    deps.log?.(`[my-booking] look-up failed: ${reasonOf(error)}`);
    return fail('processing');
  }
}

/** The booking behind a session, as it stands now (paid, cancelled or pre-checked-in meanwhile). */
export async function readMyBooking(
  deps: MyBookingDeps,
  session: unknown,
): Promise<MyBookingResult> {
  try {
    const r = await bookingOf(deps, session);
    if ('ok' in r) return r;
    return { ok: true, booking: await bookingView(deps, r) };
  } catch (error) {
    deps.log?.(`[my-booking] read failed: ${reasonOf(error)}`);
    return fail('processing');
  }
}

/**
 * Queues the confirmation again, to the booking's own e-mail (never a typed one), at most
 * confirmationResend times per booking; a resend that could not be queued is not counted.
 */
export async function resendConfirmation(
  deps: MyBookingDeps,
  session: unknown,
): Promise<ResendResult> {
  try {
    const r = await bookingOf(deps, session);
    if ('ok' in r) return r;
    if (!canResendConfirmation(r)) return fail('notHeld');
    const email = str(r.client?.email).trim();
    if (!email) return fail('noEmail');
    return await serial(`resend:${r.id}`, async () => {
      if (!(await deps.resends.allow(r.id))) return fail('limited');
      try {
        await queueConfirmationAgain(deps.cms, deps.brand, {
          id: r.id,
          email,
          language: r.language,
        });
      } catch (error) {
        await deps.resends.refund(r.id);
        throw error;
      }
      return { ok: true as const };
    });
  } catch (error) {
    deps.log?.(`[my-booking] resend failed: ${reasonOf(error)}`);
    return fail('processing');
  }
}

/**
 * Cancels the booking under the brand's policy if the confirmed refund is still the server's
 * quote, else 'quoteChanged' with the new quote; a refund left pending is asked again.
 */
export async function cancelMyBooking(
  deps: MyBookingDeps,
  session: unknown,
  input: unknown,
): Promise<CancelResult> {
  const parsed = cancelBookingSchema.safeParse(input);
  if (!parsed.success) return fail('invalid');
  try {
    const r = await bookingOf(deps, session);
    if ('ok' in r) return r;
    const outcome = await cancelReservation(deps, r.id, parsed.data.refund);
    if (!outcome.ok && outcome.problem === 'notFound') return fail('notFound');
    const now = await bookingOf(deps, session);
    if ('ok' in now) return now;
    const booking = await bookingView(deps, now);
    return outcome.ok ? { ok: true, booking } : { ok: false, problem: outcome.problem, booking };
  } catch (error) {
    deps.log?.(`[my-booking] cancel failed: ${reasonOf(error)}`);
    return fail('processing');
  }
}

/**
 * The booking's calendar file (the e-mails' .ics: pickup and return in Panama time), its texts
 * in `locale`, for a held booking behind a valid session; null otherwise.
 */
export async function myBookingCalendar(
  deps: MyBookingDeps,
  session: unknown,
  locale: Locale,
  origin: string,
): Promise<{ filename: string; content: string } | null> {
  const r = await bookingOf(deps, session);
  if ('ok' in r || !isHeld(r.status)) return null;
  const data = await reservationMailData(deps.cms, deps.brand, r.id, origin, deps.now(), locale);
  if (!data) return null;
  const { filename, content } = calendarAttachment(data, await mailTexts(locale));
  return {
    filename,
    content: typeof content === 'string' ? content : new TextDecoder().decode(content),
  };
}
