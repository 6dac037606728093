import { owesPayment, fallbackStatus } from '@rental/domain/reservation/states';
import { reconcileAction } from '@rental/domain/reservation/paypal-reconcile';
import {
  findPaymentByReference,
  findReservation,
  updateReservation,
} from '../../records/booking.ts';
import { otherPaymentPending, pendingPaypalPayments } from '../../records/paypal-pending.ts';
import type { StoredPayment } from '../../cms/types.ts';
import { withBookingLock } from '../booking-lock.ts';
import { serial } from '../serial.ts';
import { capturePaypal } from './paypal.ts';
import { recordResult, unpaid, type PaymentDeps } from './shared.ts';

/**
 * PayPal orders the site did not finish (the tab closed on the way back, or never approved),
 * from the worker's schedule or the webhook: PayPal is asked where the order stands, then it is
 * captured through the renter's own path (result accepted once) or released.
 */
export type ReconcileOutcome =
  'captured' | 'declined' | 'released' | 'waiting' | 'settled' | 'unknown';

/** What happened to one pending payment, after asking PayPal. */
async function reconcilePayment(
  deps: PaymentDeps & { paypal: NonNullable<PaymentDeps['paypal']> },
  payment: StoredPayment,
  createdAt: Date,
  now: Date,
): Promise<ReconcileOutcome> {
  const order = await deps.paypal.getOrder(payment.provider_reference);
  const age = now.getTime() - (order.createTime ?? createdAt).getTime();
  const action = reconcileAction(order.status, age);
  if (action === 'wait') return 'waiting';
  if (action === 'release') return release(deps, payment.provider_reference);
  const result = await capturePaypal(deps, payment.reservation, payment.provider_reference);
  if (result.ok) return 'captured';
  if (result.failure === 'declined' || result.failure === 'notPayable') return 'declined';
  if (result.failure === 'notApproved') return 'waiting';
  throw new Error(`capture of ${payment.provider_reference} ended '${result.failure}'`);
}

/**
 * Gives up an order PayPal will not pay: the payment declined once, and a prepaid reservation
 * waiting on it back to unpaid — unless it waits on another payment too (a newer order, a card).
 */
function release(deps: PaymentDeps, orderId: string): Promise<ReconcileOutcome> {
  return serial(`payment:${orderId}`, async () => {
    const payment = await findPaymentByReference(deps.cms, orderId);
    if (!payment || payment.status !== 'pending') return 'settled';
    return withBookingLock(deps.cms, payment.reservation, async () => {
      const current = await findPaymentByReference(deps.cms, orderId);
      if (current?.status !== 'pending') return 'settled';
      if (await recordResult(deps, payment, 'declined')) return 'settled';
      const reservation = await findReservation(deps.cms, payment.reservation);
      if (
        reservation &&
        owesPayment(reservation) &&
        reservation.status !== fallbackStatus(reservation) &&
        !(await otherPaymentPending(deps.cms, reservation.id, payment.id))
      )
        await updateReservation(deps.cms, reservation.id, unpaid(reservation));
      return 'released';
    });
  });
}

/** The brand's PayPal payments pending past `graceMs` (younger ones are the renter's to finish), oldest first, `limit` a run. */
export async function reconcilePendingPaypal(
  deps: PaymentDeps,
  options: { graceMs: number; now: Date; limit?: number },
): Promise<Partial<Record<ReconcileOutcome, number>>> {
  const paypal = deps.paypal;
  const counts: Partial<Record<ReconcileOutcome, number>> = {};
  if (!paypal) return counts;
  const due = await pendingPaypalPayments(
    deps.cms,
    deps.brand,
    new Date(options.now.getTime() - options.graceMs),
    options.limit ?? 50,
  );
  for (const payment of due) {
    try {
      const outcome = await reconcilePayment(
        { ...deps, paypal },
        payment,
        payment.createdAt,
        options.now,
      );
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      if (outcome !== 'waiting')
        deps.log?.(`[paypal-reconcile] order ${payment.provider_reference}: ${outcome}`);
    } catch (error) {
      deps.log?.(
        `[paypal-reconcile] order ${payment.provider_reference}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return counts;
}

/** One order PayPal told of: 'unknown' when not this brand's, 'settled' when its result is already stored. */
export async function reconcileOrderById(
  deps: PaymentDeps,
  orderId: string,
  now: Date,
): Promise<ReconcileOutcome> {
  const paypal = deps.paypal;
  const payment = await findPaymentByReference(deps.cms, orderId);
  if (!paypal || !payment || payment.brand !== deps.brand || payment.provider !== 'paypal')
    return 'unknown';
  if (payment.status !== 'pending') return 'settled';
  // The order's own creation time decides its age; the payment was stored moments after it.
  return reconcilePayment({ ...deps, paypal }, payment, now, now);
}
