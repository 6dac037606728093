import type { ReservationType } from '../vocabulary.ts';
import type { ReservationStatus } from './states.ts';

/**
 * A brand's cancellation policy as staff set it in site config, and what cancelling a booking
 * costs under it at a given moment. The renter sees this quote before confirming, the server
 * decides with the same function, and the refund goes back through the original gateway.
 *
 * - Free until `freeUntilHours` before pickup: everything paid online is refunded.
 * - Later, until the pickup time: a fee of `lateFeePercent` of the booking's total is kept.
 * - After the pickup time (a no-show): `noShowFeePercent` of the total is kept.
 *
 * A fee is only ever kept from what was paid online: a pay-later booking has paid nothing, so
 * its cancellation costs nothing here (the counter's own rules are not the site's to apply).
 */
export interface CancellationPolicy {
  freeUntilHours: number;
  lateFeePercent: number;
  noShowFeePercent: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  freeUntilHours: 24,
  lateFeePercent: 10,
  noShowFeePercent: 100,
};

export interface CancellableReservation {
  status: ReservationStatus;
  reservationType: ReservationType;
  pickupAt: Date;
  /**
   * A change was made once the free window had closed (`extras.lateCommitted`): the booking is
   * held to the late window from then on, wherever its pickup moved (see `lateCommitment`).
   */
  lateCommitted?: boolean;
  /** The stored total, USD cents. */
  total: number;
  /** What its payments took online, USD cents. */
  paid: number;
}

export type CancellationWindow = 'free' | 'late' | 'no_show';

export type CancellationQuote =
  | { allowed: false; reason: 'already_cancelled' | 'not_held' | 'after_pickup' }
  | { allowed: true; window: CancellationWindow; fee: number; refund: number };

const HOUR = 3_600_000;

export function cancellationWindow(
  policy: CancellationPolicy,
  pickupAt: Date,
  now: Date,
): CancellationWindow {
  if (now >= pickupAt) return 'no_show';
  return now.getTime() < pickupAt.getTime() - policy.freeUntilHours * HOUR ? 'free' : 'late';
}

export function quoteCancellation(
  policy: CancellationPolicy,
  r: CancellableReservation,
  now: Date,
): CancellationQuote {
  if (r.status === 'cancelled') return { allowed: false, reason: 'already_cancelled' };
  if (r.status !== 'confirmed' && r.status !== 'paid')
    return { allowed: false, reason: 'not_held' };
  const byPickup = cancellationWindow(policy, r.pickupAt, now);
  const window = byPickup === 'free' && r.lateCommitted ? 'late' : byPickup;
  const percent =
    window === 'free' ? 0 : window === 'late' ? policy.lateFeePercent : policy.noShowFeePercent;
  const paid = Math.max(0, r.paid);
  const fee = Math.min(paid, Math.round((r.total * percent) / 100));
  return { allowed: true, window, fee, refund: paid - fee };
}

/**
 * Whether the booking's page offers the renter to cancel, and at what cost: a held booking,
 * before its pickup time; after it (a no-show) only when the brand's no-show fee leaves
 * something to refund — with the default 100 % nothing would come back, so the page does not
 * pretend there is anything to do online (staff handle a no-show at the counter). A pay-later
 * booking after its pickup time is the counter's too: it paid nothing online.
 */
export function cancellationOffer(
  policy: CancellationPolicy,
  r: CancellableReservation,
  now: Date,
): CancellationQuote {
  const quote = quoteCancellation(policy, r, now);
  if (quote.allowed && quote.window === 'no_show' && quote.refund === 0)
    return { allowed: false, reason: 'after_pickup' };
  return quote;
}

/**
 * The policy follows what the renter committed to, so a change cannot dodge its fee:
 *
 * - a change made once the free window has closed (by the pickup as booked then, or because an
 *   earlier late change committed it) keeps the booking in the late window for good: moving the
 *   pickup later does not open a free window again (`committed`);
 * - what such a change takes off the total goes back less the late fee on it (`fee`): the fee
 *   on the whole booking is kept as a cancellation then would have kept it. A dearer change
 *   raises the total the fee is taken from, as the renter committed to more.
 *
 * A change inside the free window commits nothing and gives back the whole difference.
 */
export function lateCommitment(
  policy: CancellationPolicy,
  booking: { pickupAt: Date; lateCommitted?: boolean },
  reduction: number,
  now: Date,
): { committed: boolean; fee: number } {
  const committed =
    booking.lateCommitted === true || cancellationWindow(policy, booking.pickupAt, now) !== 'free';
  if (!committed || reduction <= 0) return { committed, fee: 0 };
  return { committed, fee: Math.round((reduction * policy.lateFeePercent) / 100) };
}
