import { randomUUID } from 'node:crypto';
import type { BrandKey } from '@rental/domain/brands';
import {
  cancellationOffer,
  type CancellationPolicy,
  type CancellationQuote,
} from '@rental/domain/reservation/cancellation';
import { refundKey } from '@rental/domain/reservation/states';
import { findReservation, updateReservation } from '../cms/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { totalPaid } from '../cms/outbox.ts';
import { paymentsMade } from '../cms/booking.ts';
import { capturedPayments, findRefundByKey, insertRefund, updateRefund } from '../cms/refunds.ts';
import type { StoredRefund, StoredReservation } from '../cms/types.ts';
import type { CardGateway, PaypalGateway, RefundRequest } from '../payments/types.ts';
import { serial } from './serial.ts';

/**
 * Cancelling a held booking under the brand's policy (issue 17) and giving back what it paid
 * through the gateway that took it. Idempotent like payments:
 *
 * 1. the refund is recorded first, pending, under the reservation's unique key
 *    (`refund:<id>`), with the amount and fee of the quote the renter confirmed — a repeated
 *    cancellation or a second site process finds that row and never records another;
 * 2. the reservation is cancelled and its coupon use given back (the guard lets a paid one be
 *    cancelled only once its refund is recorded);
 * 3. the gateway is asked with the refund's key as its idempotency key (PayPal-Request-Id; the
 *    simulated bank answers the same request with the same refund), and the row is completed
 *    with the gateway's reference. If the gateway fails, the booking stays cancelled with its
 *    refund pending; asking again (the page offers it) finishes it, and only it.
 *
 * A pay-later booking has paid nothing online: it is just cancelled, no refund row, and no fee
 * is charged online (the policy's fees are kept only from what was paid).
 */
export interface CancelDeps {
  cms: CmsClient;
  brand: BrandKey;
  now: () => Date;
  policy: () => Promise<CancellationPolicy>;
  /** The gateways a refund goes back through, by the payment's provider. */
  refunds: {
    card: Pick<CardGateway, 'refund'> | null;
    paypal: Pick<PaypalGateway, 'refundOrder'> | null;
  };
  log?: (line: string) => void;
}

export type CancelOutcome =
  | { ok: true; refund: StoredRefund | null }
  | { ok: false; problem: 'notFound' | 'notCancellable' }
  | { ok: false; problem: 'quoteChanged'; quote: CancellationQuote };

/** What cancelling the reservation would cost now (the page's quote). */
export async function cancellationQuote(
  deps: Pick<CancelDeps, 'cms' | 'now' | 'policy'>,
  r: StoredReservation,
): Promise<CancellationQuote> {
  const [policy, paid] = await Promise.all([
    deps.policy(),
    paymentsMade(deps.cms, r.id).then(totalPaid),
  ]);
  return cancellationOffer(
    policy,
    {
      status: r.status,
      reservationType: r.reservation_type,
      pickupAt: new Date(r.pickup_date),
      total: r.totals.total,
      paid,
    },
    deps.now(),
  );
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The refund row, recorded once: a second writer's insert is refused by the unique key and reads the first. */
async function recordRefund(
  deps: CancelDeps,
  r: StoredReservation,
  quote: { fee: number; refund: number },
): Promise<StoredRefund | null> {
  const key = refundKey(r.id);
  const existing = await findRefundByKey(deps.cms, key);
  if (existing) return existing;
  const [payment] = await capturedPayments(deps.cms, r.id);
  if (!payment) return null;
  const amount = Math.min(quote.refund, payment.amount);
  const refund: StoredRefund = {
    id: randomUUID(),
    idempotency_key: key,
    reservation: r.id,
    payment: payment.id,
    brand: deps.brand,
    provider: payment.provider as StoredRefund['provider'],
    provider_reference: null,
    amount,
    fee: Math.min(quote.fee, payment.amount - amount),
    currency: 'USD',
    status: amount === 0 ? 'completed' : 'pending',
  };
  try {
    return await insertRefund(deps.cms, refund);
  } catch (error) {
    const first = await findRefundByKey(deps.cms, key);
    if (first) return first;
    throw error;
  }
}

/** Asks the original gateway for a pending refund; left pending (and logged) when it fails. */
async function settleRefund(deps: CancelDeps, refund: StoredRefund): Promise<StoredRefund> {
  if (refund.status !== 'pending') return refund;
  try {
    const [payment] = (await capturedPayments(deps.cms, refund.reservation)).filter(
      (p) => p.id === refund.payment,
    );
    if (!payment) throw new Error(`payment ${refund.payment} is not captured`);
    const request: RefundRequest = {
      providerReference: payment.provider_reference,
      amount: refund.amount,
      currency: 'USD',
      requestId: refund.idempotency_key,
    };
    const gateway = refund.provider === 'paypal' ? deps.refunds.paypal : deps.refunds.card;
    if (!gateway) throw new Error(`no ${refund.provider} gateway to refund through`);
    const { refundReference } =
      'refundOrder' in gateway ? await gateway.refundOrder(request) : await gateway.refund(request);
    const settled = {
      ...refund,
      status: 'completed' as const,
      provider_reference: refundReference,
    };
    try {
      await updateRefund(deps.cms, refund.id, {
        status: 'completed',
        provider_reference: refundReference,
      });
    } catch (error) {
      // Another process settled it meanwhile (same request id, so the same refund): the guard refused this write.
      const now = await findRefundByKey(deps.cms, refund.idempotency_key);
      if (now?.status !== 'completed') throw error;
      return now;
    }
    return settled;
  } catch (error) {
    deps.log?.(`[cancel] refund ${refund.idempotency_key} left pending: ${reasonOf(error)}`);
    return refund;
  }
}

/**
 * Cancels the reservation if its quote is still the refund the renter confirmed; for one
 * already cancelled, finishes a refund left pending. One at a time per reservation.
 */
export function cancelReservation(
  deps: CancelDeps,
  reservationId: string,
  confirmedRefund: number,
): Promise<CancelOutcome> {
  return serial(`reservation:${reservationId}`, async (): Promise<CancelOutcome> => {
    const r = await findReservation(deps.cms, reservationId);
    if (!r || r.brand !== deps.brand) return { ok: false, problem: 'notFound' };
    let refund = await findRefundByKey(deps.cms, refundKey(r.id));
    if (r.status !== 'cancelled') {
      const quote = await cancellationQuote(deps, r);
      if (!quote.allowed) return { ok: false, problem: 'notCancellable' };
      if (quote.refund !== confirmedRefund) return { ok: false, problem: 'quoteChanged', quote };
      if (r.status === 'paid') refund ??= await recordRefund(deps, r, quote);
      await updateReservation(deps.cms, r.id, {
        status: 'cancelled',
        coupon_use: null,
        coupon_renter_use: null,
      });
    }
    return { ok: true, refund: refund ? await settleRefund(deps, refund) : null };
  });
}
