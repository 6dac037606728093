import type { Locale } from '@rental/domain/locale';
import { isSettled } from '@rental/domain/reservation/states';
import {
  findPaymentByReference,
  findReservation,
  updateReservation,
} from '../../records/booking.ts';
import { withBookingLock } from '../booking-lock.ts';
import { applyResult } from './apply-result.ts';
import { serial } from '../serial.ts';
import {
  changeOf,
  insertPaymentOf,
  log,
  payThrough,
  recordResult,
  stateOf,
  takesPayment,
  waiting,
  type PaymentDeps,
  type PaymentPurpose,
  type PayResult,
} from './shared.ts';

/** Paying with PayPal: an order the buyer approves on PayPal's site, captured when they come back. */
export function startPaypal(
  deps: PaymentDeps,
  reservationId: string,
  urls: { returnUrl: string; cancelUrl: string },
  locale: Locale,
  purpose: PaymentPurpose = 'booking',
): Promise<PayResult> {
  return payThrough(
    deps,
    deps.paypal,
    reservationId,
    purpose,
    'PayPal order failed',
    async (paypal, r) => {
      const order = await paypal.createOrder({
        reference: r.code,
        amount: r.totals.total,
        currency: 'USD',
        description: `${r.code} · ${r.extras.carModel ?? ''}`.trim(),
        ...urls,
        locale,
        requestId: `order-${r.id}-${r.totals.total}`,
      });
      if (!(await findPaymentByReference(deps.cms, order.orderId)))
        await insertPaymentOf(deps, r, {
          provider: 'paypal',
          provider_reference: order.orderId,
          status: 'pending',
        });
      const wait = waiting(r);
      if (wait) await updateReservation(deps.cms, r.id, wait);
      return { ok: true, state: 'redirect', url: order.approveUrl };
    },
  );
}

/** The buyer came back from PayPal: capture the order once, for the amount stored. */
export function capturePaypal(
  deps: PaymentDeps,
  reservationId: string,
  orderId: string,
): Promise<PayResult> {
  return serial(`payment:${orderId}`, async (): Promise<PayResult> => {
    try {
      if (!deps.paypal) return { ok: false, failure: 'unavailable' };
      const payment = await findPaymentByReference(deps.cms, orderId);
      if (
        !payment ||
        payment.reservation !== reservationId ||
        payment.brand !== deps.brand ||
        payment.provider !== 'paypal'
      )
        return { ok: false, failure: 'notFound' };
      if (payment.status !== 'pending')
        return stateOf(payment) === 'paid'
          ? { ok: true, state: 'paid' }
          : { ok: false, failure: 'declined' };
      const paypal = deps.paypal;
      return await withBookingLock(deps.cms, reservationId, async (): Promise<PayResult> => {
        const current = await findPaymentByReference(deps.cms, orderId);
        if (current?.status !== 'pending')
          return current && stateOf(current) === 'paid'
            ? { ok: true, state: 'paid' }
            : { ok: false, failure: 'declined' };
        const reservation = await findReservation(deps.cms, reservationId);
        if (!takesPayment(reservation, payment)) {
          // Paid another way (or cancelled) since the order was made: the order is not captured, so PayPal takes nothing.
          await recordResult(deps, payment, 'declined');
          return reservation && !changeOf(payment) && isSettled(reservation)
            ? { ok: true, state: reservation.status as 'paid' | 'confirmed' }
            : { ok: false, failure: 'notPayable' };
        }
        const result = await paypal.captureOrder(orderId, `capture-${orderId}`);
        if (result.outcome === 'not-approved') return { ok: false, failure: 'notApproved' };
        const captured =
          (result.outcome === 'captured' && result.amount === payment.amount) ||
          result.outcome === 'already-captured';
        const earlier = await recordResult(deps, payment, captured ? 'captured' : 'declined');
        if (earlier)
          return stateOf(earlier) === 'paid'
            ? { ok: true, state: 'paid' }
            : { ok: false, failure: 'declined' };
        await applyResult(deps, reservation!, payment, captured, 'paypal');
        return captured ? { ok: true, state: 'paid' } : { ok: false, failure: 'declined' };
      });
    } catch (error) {
      log(deps, 'PayPal capture failed', error);
      return { ok: false, failure: 'processing' };
    }
  });
}
