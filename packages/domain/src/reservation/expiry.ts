import type { ReservationType } from '../vocabulary.ts';
import { unpaidHoldEnds } from './inventory.ts';
import type { ReservationStatus } from './states.ts';

/**
 * An unpaid prepaid reservation holds its car, its price and any coupon use only for its
 * hold (inventory.ts `unpaidHoldEnds`): the short checkout hold until its payment starts, then
 * the payment window (site config `payment_window_minutes`, 30 by default) from its last
 * change, so a renter whose card was declined gets the whole window to try again. After that the
 * outbox worker's expiry job marks it abandoned and gives the coupon use back. A reservation in
 * `pending_payment` is never expired: the bank or PayPal has a response in flight.
 */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;
export const MIN_PAYMENT_WINDOW_MINUTES = 5;
export const MAX_PAYMENT_WINDOW_MINUTES = 1440;

export interface ExpiringReservation {
  status: ReservationStatus;
  reservationType: ReservationType;
  createdAt: Date;
  /** Null when never changed since it was created. */
  updatedAt: Date | null;
}

/** When the reservation's payment window closes. */
export const paymentDeadline = (r: ExpiringReservation, windowMinutes: number): Date =>
  unpaidHoldEnds(r, windowMinutes);

/** A prepaid reservation still unpaid once its payment window has closed. */
export const expiryDue = (r: ExpiringReservation, windowMinutes: number, now: Date): boolean =>
  r.status === 'unpaid' &&
  r.reservationType === 'prepaid' &&
  now.getTime() >= paymentDeadline(r, windowMinutes).getTime();
