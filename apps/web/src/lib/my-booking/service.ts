import type { BrandKey } from '@rental/domain/brands';
import type { Locale } from '@rental/domain/locale';
import { isHeld } from '@rental/domain/notifications/schedule';
import {
  bookingStanding,
  canResendConfirmation,
  dueAtCounter,
  paymentBalance,
  paymentMethod,
  precheckinOffer,
  type BookingStanding,
  type PaymentMethod,
} from '@rental/domain/reservation/my-booking';
import { changeRefusal } from '@rental/domain/reservation/change';
import type { BillLine, Totals } from '@rental/domain/reservation/price';
import { cancelBookingSchema } from '@rental/domain/forms/cancel-booking';
import type {
  CancellationPolicy,
  CancellationWindow,
} from '@rental/domain/reservation/cancellation';
import type { RefundStatus } from '@rental/domain/reservation/states';
import { changeRefundPrefix, refundSummary } from '@rental/domain/reservation/refunds';
import {
  cancellationQuote,
  cancellationRefunds,
  cancelReservation,
  type CancelDeps,
} from '../booking/cancelling.ts';
import type { PrecheckinProgress, ReservationType } from '@rental/domain/vocabulary';
import { serial } from '../booking/serial.ts';
import { paymentsMade } from '../cms/booking.ts';
import { findRefundsByPrefix } from '../cms/refunds.ts';
import { totalPaid } from '../cms/outbox.ts';
import type { StoredReservation } from '../cms/types.ts';
import { reservationMailData } from '../outbox/compose.ts';
import { queueConfirmationAgain } from '../outbox/resend.ts';
import { openSession, readLookup, reservationByLookup } from '../precheckin/find-reservation.ts';
import { reservationOf, SESSION_MS, type PrecheckinDeps } from '../precheckin/service.ts';
import type { Limiter } from '../rate-limit/limiter.ts';
import { calendarAttachment } from '../../emails/calendar-attachment.ts';
import { mailTexts } from '../../emails/texts.ts';

/**
 * The renter's page of a booking (/mi-reserva, issue 17). Found like the pre-check-in finds it
 * (code and last name or e-mail, lib/precheckin/find-reservation.ts), it gives a signed session
 * of its own purpose ('manage', two hours); every call re-reads the reservation. What the page
 * shows is what is stored — the bill the server computed, the payments as recorded (card brand
 * and last four digits, never more) — and the actions it offers are the server's to decide.
 */
export type MyBookingDeps = PrecheckinDeps &
  Pick<CancelDeps, 'policy' | 'refunds'> & {
    brand: BrandKey;
    /** A booking's resent confirmations (RATE_LIMITS.confirmationResend), counted per booking. */
    resends: Limiter;
  };

/** Cancelling, as the page shows it: the policy, the offer (null: not offered) and a refund made. */
export interface MyBookingCancellation {
  policy: CancellationPolicy;
  offer: { window: CancellationWindow; fee: number; refund: number } | null;
  refund: { amount: number; fee: number; status: RefundStatus } | null;
}

export interface MyBooking {
  code: string;
  standing: BookingStanding;
  reservationType: ReservationType;
  /** The name the booking is under. */
  renter: string;
  /** Car and branches by id, dates as stored (UTC ISO): the page names them and shows Panama time. */
  trip: {
    car: string;
    carModel: string;
    pickupBranch: string;
    returnBranch: string;
    pickupDate: string;
    returnDate: string;
    days: number;
  };
  /** The bill as stored with the booking. */
  bill: { lines: BillLine[]; totals: Totals };
  /** Payments made online, and what a cheaper change gave back (`refund`, with a negative amount). */
  payments: {
    amount: number;
    refund: boolean;
    method: PaymentMethod;
    cardBrand: string | null;
    last4: string | null;
    at: string | null;
  }[];
  paid: number;
  /** Left to pay at the counter; null when the booking is not held (nothing is due there). */
  dueAtCounter: number | null;
  precheckin: { progress: PrecheckinProgress; open: boolean };
  /** A held booking: its confirmation can be sent again and its calendar file downloaded. */
  canResend: boolean;
  calendar: boolean;
  cancellation: MyBookingCancellation;
  /** Its dates, times or branches may be changed now (change.ts, issue 17). */
  canChange: boolean;
}

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

async function cancellationView(
  deps: MyBookingDeps,
  r: StoredReservation,
): Promise<MyBookingCancellation> {
  const [policy, quote, refund] = await Promise.all([
    deps.policy(),
    cancellationQuote(deps, r),
    cancellationRefunds(deps, r.id).then(refundSummary),
  ]);
  return {
    policy,
    offer: quote.allowed ? { window: quote.window, fee: quote.fee, refund: quote.refund } : null,
    refund: refund && { amount: refund.amount, fee: refund.fee, status: refund.status },
  };
}

async function bookingView(deps: MyBookingDeps, r: StoredReservation): Promise<MyBooking> {
  const [payments, changeRefunds, precheckinEnabled, cancellation] = await Promise.all([
    paymentsMade(deps.cms, r.id),
    findRefundsByPrefix(deps.cms, r.id, changeRefundPrefix(r.id)),
    deps.enabled(),
    cancellationView(deps, r),
  ]);
  const kept = changeRefunds.filter((refund) => refund.status !== 'failed');
  const paid = totalPaid(payments) - totalPaid(kept);
  return {
    code: r.code,
    standing: bookingStanding(r),
    reservationType: r.reservation_type,
    renter: `${str(r.client?.name)} ${str(r.client?.last_name)}`.trim(),
    trip: {
      car: r.car,
      carModel: r.extras?.carModel ?? '',
      pickupBranch: r.pickup_branch,
      returnBranch: r.return_branch,
      pickupDate: r.pickup_date,
      returnDate: r.return_date,
      days: r.total_reservations_days,
    },
    bill: { lines: (r.extras?.lines ?? []) as BillLine[], totals: r.totals },
    payments: [
      ...payments.map((p) => ({
        amount: p.amount,
        refund: false,
        method: paymentMethod(p.provider),
        cardBrand: p.card_brand,
        last4: p.card_last4,
        at: p.date_created,
      })),
      ...kept.map((refund) => {
        const paidWith = payments.find((p) => p.id === refund.payment);
        return {
          amount: -refund.amount,
          refund: true,
          method: paymentMethod(refund.provider),
          cardBrand: paidWith?.card_brand ?? null,
          last4: paidWith?.card_last4 ?? null,
          at: null,
        };
      }),
    ],
    paid: paymentBalance(r.totals.total, paid).paid,
    dueAtCounter: dueAtCounter(r, paid),
    precheckin: precheckinOffer(r, deps.now(), precheckinEnabled),
    canResend: canResendConfirmation(r),
    calendar: isHeld(r.status),
    cancellation,
    canChange:
      changeRefusal({ status: r.status, pickupAt: new Date(r.pickup_date) }, deps.now()) === null,
  };
}

/** The reservation behind a session of the booking's page, fresh from the CMS. */
export async function bookingOf(
  deps: MyBookingDeps,
  session: unknown,
): Promise<StoredReservation | Failure> {
  const r = await reservationOf(deps, session, 'manage');
  if (!('ok' in r)) return r;
  return fail(r.problem === 'expired' || r.problem === 'notFound' ? r.problem : 'invalid');
}

/** Finds the booking by code and last name or e-mail: the same neutral answer for an unknown code and a wrong name. */
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
 * Queues the confirmation again (the outbox worker sends it): only for a held booking, to the
 * booking's own e-mail (never an address the visitor types), at most RATE_LIMITS'
 * confirmationResend per booking; a resend that could not be queued is not counted.
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
 * Cancels the booking behind the session under the brand's policy (lib/booking/cancelling.ts),
 * if the refund the renter confirmed is still the server's quote; otherwise answers
 * 'quoteChanged' with the booking as it stands (the new quote). For a booking already
 * cancelled with its refund pending, it asks the gateway again.
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
