/**
 * Payments v2 refunds, as PayPal documents them
 * (https://developer.paypal.com/docs/api/payments/v2/#captures_refund):
 *
 *   POST /v2/payments/captures/{capture_id}/refund   body { amount?: { value, currency_code } }
 *   GET  /v2/payments/refunds/{refund_id}
 *
 * No amount refunds what is left of the capture. A refund is COMPLETED at once here; the
 * capture becomes PARTIALLY_REFUNDED, then REFUNDED. More than is left is 422
 * REFUND_AMOUNT_EXCEEDED (CAPTURE_FULLY_REFUNDED once nothing is), another currency 422
 * REFUND_CURRENCY_MISMATCH, and a repeated PayPal-Request-Id answers the first refund (200).
 */
import { randomInt } from 'node:crypto';
import { invalid, unprocessable, type Order } from './orders.ts';

interface Money {
  currency_code: string;
  value: string;
}
interface Refund {
  id: string;
  captureId: string;
  amount: Money;
  createTime: string;
}

const toCents = (value: string) => Math.round(Number(value) * 100);
const toValue = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const refundId = () =>
  Array.from({ length: 17 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[randomInt(36)]).join('');

function parseAmount(body: unknown): Money | undefined {
  const amount = (body as { amount?: Partial<Money> } | null)?.amount;
  if (amount === undefined) return undefined;
  if (typeof amount?.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code))
    throw invalid('/amount/currency_code', 'MISSING_REQUIRED_PARAMETER', 'A currency is required.');
  if (typeof amount.value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount.value))
    throw invalid('/amount/value', 'INVALID_PARAMETER_VALUE', 'The amount is not valid.');
  if (toCents(amount.value) <= 0)
    throw invalid('/amount/value', 'INVALID_PARAMETER_VALUE', 'The amount must be above zero.');
  return { currency_code: amount.currency_code, value: amount.value };
}

export function createRefundStore(orders: () => Iterable<Order>) {
  const refunds = new Map<string, Refund>();
  const byRequest = new Map<string, string>();

  const captureOf = (captureId: string) => {
    for (const order of orders()) if (order.capture && order.capture.id === captureId) return order;
    return undefined;
  };
  const refunded = (captureId: string) =>
    [...refunds.values()]
      .filter((r) => r.captureId === captureId)
      .reduce((sum, r) => sum + toCents(r.amount.value), 0);

  function json(base: string, r: Refund) {
    return {
      id: r.id,
      status: 'COMPLETED',
      amount: r.amount,
      create_time: r.createTime,
      update_time: r.createTime,
      links: [
        { href: `${base}/v2/payments/refunds/${r.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${r.captureId}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  return {
    /** The order a capture belongs to (for 404s). */
    captureOf,
    get(base: string, id: string) {
      const r = refunds.get(id);
      return r ? json(base, r) : undefined;
    },
    refund(
      base: string,
      order: Order,
      body: unknown,
      requestId: string | undefined,
    ): { status: number; body: unknown } {
      const earlier = requestId ? refunds.get(byRequest.get(requestId) ?? '') : undefined;
      if (earlier) return { status: 200, body: json(base, earlier) };
      const capture = order.capture as { id: string; amount: Money; status: string };
      const asked = parseAmount(body);
      const left = toCents(capture.amount.value) - refunded(capture.id);
      if (asked && asked.currency_code !== capture.amount.currency_code)
        throw unprocessable(
          'REFUND_CURRENCY_MISMATCH',
          'Refund must be in the same currency as the capture.',
        );
      if (left <= 0)
        throw unprocessable(
          'CAPTURE_FULLY_REFUNDED',
          'The capture has already been fully refunded.',
        );
      const cents = asked ? toCents(asked.value) : left;
      if (cents > left)
        throw unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      const created: Refund = {
        id: refundId(),
        captureId: capture.id,
        amount: { currency_code: capture.amount.currency_code, value: toValue(cents) },
        createTime: new Date().toISOString(),
      };
      refunds.set(created.id, created);
      if (requestId) byRequest.set(requestId, created.id);
      capture.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return { status: 201, body: json(base, created) };
    },
  };
}
