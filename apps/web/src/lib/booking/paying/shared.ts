import { randomUUID } from 'node:crypto';
import type { BrandKey } from '@rental/domain/brands';
import {
  fallbackStatus,
  isSettled,
  owesPayment,
  paymentStateOf,
  waitingStatus,
  type PaymentState,
} from '@rental/domain/reservation/states';
import {
  findPaymentByReference,
  findReservation,
  insertPayment,
  updatePayment,
} from '../../records/booking.ts';
import { reservationHasUnit } from '../../records/availability.ts';
import type { CmsClient } from '../../cms/client.ts';
import { CmsError } from '../../cms/errors.ts';
import { businessEvent } from '../../ops/events.ts';
import type { TripPatch } from '../../records/reservation-change.ts';
import type { StoredPayment, StoredReservation } from '../../cms/types.ts';
import type { CardGateway, PaypalGateway } from '../../gateways/types.ts';
import { withBookingLock } from '../booking-lock.ts';

/**
 * Paying a stored reservation: the amount always comes from the record, a result is accepted
 * once, and of a card only its brand and last four digits are kept (never the number or CVV).
 */
export interface PaymentDeps {
  cms: CmsClient;
  brand: BrandKey;
  now: () => Date;
  card: CardGateway | null;
  paypal: PaypalGateway | null;
  log?: (line: string) => void;
}

export type { PaymentState };
export type PaymentFailure =
  | 'invalid'
  | 'notFound'
  | 'notPayable'
  /** A prepaid reservation abandoned after its payment window (the expiry job): never paid any more. */
  | 'expired'
  | 'unavailable'
  | 'declined'
  | 'notApproved'
  | 'processing'
  | 'limited'
  /** The car's last unit for the dates went to someone else: nothing is charged. */
  | 'soldOut';
export type PayResult =
  | { ok: true; state: 'paid' | 'confirmed' }
  | { ok: true; state: 'challenge'; challengeUrl: string; payment: string }
  | { ok: true; state: 'redirect'; url: string }
  | { ok: false; failure: PaymentFailure; fields?: Record<string, string> };

/**
 * What is being paid: a prepaid booking at its checkout, or the balance of a pay-later
 * (confirmed, postpaid) reservation during pre-check-in. Both charge the stored total.
 */
export type PaymentPurpose = 'booking' | 'balance';

/** The change a reservation takes while its payment is with the bank or PayPal (null: none, a pay-later one stays confirmed). */
export const waiting = (r: StoredReservation) => {
  const status = waitingStatus(r);
  return status ? { status } : null;
};
/** The change a reservation takes when its payment fails. */
export const unpaid = (r: StoredReservation) => ({ status: fallbackStatus(r) });
export const stateOf = (p: StoredPayment): PaymentState => paymentStateOf(p);
export const log = (deps: PaymentDeps, what: string, error: unknown) =>
  deps.log?.(`[payments] ${what}: ${error instanceof Error ? error.message : String(error)}`);

/** The reservation if it may be paid for this purpose, else the response to give (already settled, not found, not payable). */
async function payable(
  deps: PaymentDeps,
  reservationId: string,
  purpose: PaymentPurpose | 'pay-later',
): Promise<StoredReservation | PayResult> {
  const reservation = await findReservation(deps.cms, reservationId);
  if (!reservation || reservation.brand !== deps.brand) return { ok: false, failure: 'notFound' };
  if (reservation.status === 'cancelled') return { ok: false, failure: 'notPayable' };
  if (reservation.status === 'abandoned') return { ok: false, failure: 'expired' };
  if (purpose === 'balance') {
    if (reservation.status === 'paid') return { ok: true, state: 'paid' };
    return reservation.reservation_type === 'postpaid' && reservation.status === 'confirmed'
      ? reservation
      : { ok: false, failure: 'notPayable' };
  }
  if (isSettled(reservation))
    return { ok: true, state: reservation.status as 'paid' | 'confirmed' };
  if (reservation.reservation_type !== (purpose === 'booking' ? 'prepaid' : 'postpaid'))
    return { ok: false, failure: 'notPayable' };
  return reservation;
}

/** Pays through a gateway ('unavailable' when not configured), one payment at a time per reservation; failures are logged as 'processing'. */
export function payThrough<G>(
  deps: PaymentDeps,
  gateway: G | null,
  reservationId: string,
  purpose: PaymentPurpose | 'pay-later',
  failed: string,
  pay: (gateway: G, reservation: StoredReservation) => Promise<PayResult>,
): Promise<PayResult> {
  return withBookingLock(deps.cms, reservationId, async (): Promise<PayResult> => {
    try {
      if (gateway === null) return { ok: false, failure: 'unavailable' };
      const r = await payable(deps, reservationId, purpose);
      if ('ok' in r) return r;
      // A booking's unit is checked again before any money moves (its hold may have lapsed).
      if (purpose !== 'balance' && !(await reservationHasUnit(deps.cms, r)))
        return { ok: false, failure: 'soldOut' };
      return await pay(gateway, r);
    } catch (error) {
      // The CMS refused to confirm it: its unit is gone (the guard's check).
      if (error instanceof CmsError && error.statusCode === 409)
        return { ok: false, failure: 'soldOut' };
      log(deps, failed, error);
      return { ok: false, failure: 'processing' };
    }
  });
}

/** The business event of money taken (docs/operations.md "Logs"): ids and amount, no card. */
const paymentCaptured = (payment: Pick<StoredPayment, 'id' | 'provider' | 'amount'>) =>
  businessEvent('payment.captured', {
    payment: payment.id,
    provider: payment.provider,
    amount: payment.amount,
  });

/** Stores a payment row; one taken at once (an approved card) is logged as captured. */
export async function storePayment(cms: CmsClient, payment: StoredPayment): Promise<void> {
  await insertPayment(cms, payment);
  if (payment.status === 'captured') paymentCaptured(payment);
}

/** A new payment of the reservation's stored total (USD cents); of a card only its brand and last four digits. */
export const insertPaymentOf = (
  deps: PaymentDeps,
  r: StoredReservation,
  payment: Pick<StoredPayment, 'provider' | 'provider_reference' | 'status'> & {
    card?: { brand: string; last4: string };
  },
) =>
  storePayment(deps.cms, {
    id: randomUUID(),
    reservation: r.id,
    brand: deps.brand,
    provider: payment.provider,
    provider_reference: payment.provider_reference,
    amount: r.totals.total,
    currency: 'USD',
    status: payment.status,
    card_brand: payment.card?.brand ?? null,
    card_last4: payment.card?.last4 ?? null,
    change: null,
  });

/**
 * Records a payment's result, given once: two processes may record the same result at once,
 * and the CMS refuses the second write; then the stored result is returned, else null.
 */
export async function recordResult(
  deps: PaymentDeps,
  payment: StoredPayment,
  status: 'captured' | 'declined',
): Promise<StoredPayment | null> {
  try {
    await updatePayment(deps.cms, payment.id, { status });
    if (status === 'captured') paymentCaptured(payment);
    return null;
  } catch (error) {
    const now = await findPaymentByReference(deps.cms, payment.provider_reference);
    if (now && now.status !== 'pending') return now;
    throw error;
  }
}

/** The change of trip a payment pays for (lib/my-booking/change-payment.ts), or null for a booking's or balance's payment. */
export const changeOf = (payment: Pick<StoredPayment, 'change'>): TripPatch | null =>
  payment.change && typeof payment.change === 'object' ? (payment.change as TripPatch) : null;

/** Whether the reservation still takes this payment's result (a change's only while it is the next change). */
export function takesPayment(
  reservation: StoredReservation | null,
  payment: Pick<StoredPayment, 'change'>,
): boolean {
  const change = changeOf(payment);
  if (!change) return owesPayment(reservation);
  return (
    reservation?.status === 'paid' &&
    (Number(reservation.change_count) || 0) + 1 === change.change_count
  );
}
