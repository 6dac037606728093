import { isHeld } from '../notifications/schedule.ts';
import { precheckinEligibility } from '../precheckin/lookup.ts';
import type { PrecheckinProgress, ReservationType } from '../vocabulary.ts';
import type { ReservationStatus } from './states.ts';

/**
 * The renter's page of a booking (/mi-reserva): where the booking stands in the
 * renter's words, what was paid and what is left for the counter, whether the pre-check-in is
 * still open, and what the renter may do. Plain rules, so the page and its tests agree.
 */

/** Where a booking stands, as the page says it (messages `myBooking.standing`). */
export type BookingStanding =
  /** Paid online. */
  | 'paid'
  /** Pay later: held for the renter, paid at the counter. */
  | 'confirmed'
  /** Prepaid and not paid: the booking waits for its payment. */
  | 'awaitingPayment'
  /** The bank or PayPal has the payment and has not decided yet. */
  | 'paymentPending'
  /** Pay later, never confirmed: the booking was left before its last step. */
  | 'unconfirmed'
  | 'cancelled'
  /** Prepaid, never paid within its payment window: no longer held, and cannot be paid. */
  | 'abandoned';

export function bookingStanding(r: {
  status: ReservationStatus;
  reservation_type: ReservationType;
}): BookingStanding {
  switch (r.status) {
    case 'paid':
    case 'confirmed':
    case 'cancelled':
    case 'abandoned':
      return r.status;
    case 'pending_payment':
      return 'paymentPending';
    case 'unpaid':
      return r.reservation_type === 'prepaid' ? 'awaitingPayment' : 'unconfirmed';
  }
}

/**
 * What was paid online and what is left to pay at the counter, USD cents: the stored total
 * less the payments taken, never below nothing (a refund or staff's correction may have left
 * more paid than the bill now says).
 */
export function paymentBalance(
  total: number,
  paidOnline: number,
): { paid: number; dueAtCounter: number } {
  return { paid: Math.min(paidOnline, total), dueAtCounter: Math.max(0, total - paidOnline) };
}

/**
 * What the booking's page says is due at the counter: the balance of a held booking, and
 * nothing at all (null) for one that is not held — a cancelled booking owes nothing, and an
 * unfinished one is paid, if ever, by finishing it.
 */
export function dueAtCounter(
  r: { status: ReservationStatus; totals: { total: number } },
  paidOnline: number,
): number | null {
  return isHeld(r.status) ? paymentBalance(r.totals.total, paidOnline).dueAtCounter : null;
}

/** Only a held booking (confirmed or paid) has a confirmation to send again. */
export const canResendConfirmation = (r: { status: ReservationStatus }): boolean =>
  isHeld(r.status);

/**
 * The pre-check-in as the booking's page shows it: how far the renter went, and whether the
 * way to it is open (the brand offers it, the booking may be checked in, and it is not
 * finished). A pre-check-in left half done stays open, so the renter can finish it.
 */
export function precheckinOffer(
  r: { status: string; pickup_date: string; precheckin_status?: PrecheckinProgress | null },
  now: Date,
  enabled: boolean,
): { progress: PrecheckinProgress; open: boolean } {
  const progress = r.precheckin_status ?? 'none';
  const open = enabled && progress !== 'completed' && precheckinEligibility(r, now) === 'ok';
  return { progress, open };
}

/** How a payment was made, as the renter knows it: the gateways behind a card are the site's business. */
export type PaymentMethod = 'card' | 'paypal';
export const paymentMethod = (provider: string): PaymentMethod =>
  provider === 'paypal' ? 'paypal' : 'card';
