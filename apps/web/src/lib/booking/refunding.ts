import { randomUUID } from 'node:crypto';
import type { BrandKey } from '@rental/domain/brands';
import { allocateRefund } from '@rental/domain/reservation/refunds';
import type { CmsClient } from '../cms/client.ts';
import {
  capturedPayments,
  findRefundByKey,
  findRefundsByPrefix,
  updateRefund,
} from '../records/refunds.ts';
import type { StoredRefund } from '../cms/types.ts';
import type { CardGateway, PaypalGateway, RefundRequest } from '../gateways/types.ts';

/**
 * Giving money back through the gateways that took it, idempotent like payments: each refund
 * row is recorded pending under a unique key with the write it belongs to, then asks its gateway
 * with that key as the idempotency key. A failing gateway leaves its row pending for a retry.
 */
export interface RefundDeps {
  cms: CmsClient;
  brand: BrandKey;
  /** The gateways a refund goes back through, by the payment's provider. */
  refunds: {
    card: Pick<CardGateway, 'refund'> | null;
    paypal: Pick<PaypalGateway, 'refundOrder'> | null;
  };
  log?: (line: string) => void;
}

/** One refund event: the prefix all its keys share, and each part's key by payment. */
export interface RefundEvent {
  prefix: string;
  key: (payment: string) => string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The event's rows: those already recorded (a retry finds them and never records others), or
 * new ones spread over the captured payments, for the caller to store with its write in one transaction.
 */
export async function refundRowsFor(
  deps: RefundDeps,
  reservationId: string,
  event: RefundEvent,
  money: { amount: number; fee: number },
): Promise<{ rows: StoredRefund[]; recorded: boolean }> {
  const existing = await findRefundsByPrefix(deps.cms, reservationId, event.prefix);
  if (existing.length > 0) return { rows: existing, recorded: true };
  const payments = await capturedPayments(deps.cms, reservationId);
  const rows = allocateRefund(payments, money.amount, money.fee).map((part): StoredRefund => {
    const payment = payments.find((p) => p.id === part.payment)!;
    return {
      id: randomUUID(),
      idempotency_key: event.key(part.payment),
      reservation: reservationId,
      payment: part.payment,
      brand: deps.brand,
      provider: payment.provider as StoredRefund['provider'],
      provider_reference: null,
      amount: part.amount,
      fee: part.fee,
      currency: 'USD',
      status: part.amount === 0 ? 'completed' : 'pending',
    };
  });
  return { rows, recorded: false };
}

/** Asks the original gateway for a pending refund; left pending (and logged) when it fails. */
async function settleRefund(deps: RefundDeps, refund: StoredRefund): Promise<StoredRefund> {
  if (refund.status !== 'pending') return refund;
  try {
    const payment = (await capturedPayments(deps.cms, refund.reservation)).find(
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
    return { ...refund, status: 'completed', provider_reference: refundReference };
  } catch (error) {
    deps.log?.(`[refunds] ${refund.idempotency_key} left pending: ${reasonOf(error)}`);
    return refund;
  }
}

/** Settles each pending row, one after the other (each its own gateway call). */
export async function settleRefunds(
  deps: RefundDeps,
  rows: readonly StoredRefund[],
): Promise<StoredRefund[]> {
  const settled: StoredRefund[] = [];
  for (const row of rows) settled.push(await settleRefund(deps, row));
  return settled;
}
