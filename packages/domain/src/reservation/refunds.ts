/**
 * Giving money back across a booking's payments. A booking that paid online may hold
 * several captured payments — its own, and one per change that cost more — and a refund (a
 * cheaper change, a cancellation) is taken from them newest first, so a change's payment is
 * given back before the booking's. Each part is one refund row against one payment, never more
 * than that payment still holds (what it took less what was already given back or kept).
 *
 * Keys (unique in the CMS; a retry finds its rows and never records more):
 * - a cancellation: `refund:<reservation>:<payment>`;
 * - the n-th change of trip: `change-refund:<reservation>:<n>:<payment>`.
 */

/** A captured payment and what of it was already given back or kept as a fee, USD cents. */
export interface RefundablePayment {
  id: string;
  amount: number;
  refunded: number;
}

/** One part of a refund: how much goes back through which payment. */
export interface RefundPart {
  payment: string;
  amount: number;
  fee: number;
}

/**
 * `amount` to give back and `fee` to keep, spread over the payments (newest first). Each
 * payment takes its share of the refund first, then of the fee. The parts hold no more than the
 * payments do: what cannot be placed is left out (the caller's quote never asks for more than
 * was paid). Payments with nothing to give are skipped; a refund of nothing and no fee is no part.
 */
export function allocateRefund(
  payments: readonly RefundablePayment[],
  amount: number,
  fee = 0,
): RefundPart[] {
  const parts: RefundPart[] = [];
  let refundLeft = Math.max(0, amount);
  let feeLeft = Math.max(0, fee);
  for (const p of payments) {
    if (refundLeft + feeLeft === 0) break;
    const holds = Math.max(0, p.amount - p.refunded);
    const back = Math.min(refundLeft, holds);
    const kept = Math.min(feeLeft, holds - back);
    if (back + kept === 0) continue;
    parts.push({ payment: p.id, amount: back, fee: kept });
    refundLeft -= back;
    feeLeft -= kept;
  }
  return parts;
}

/** What a booking paid online and still holds: captured less given back. */
export const heldOnline = (payments: readonly RefundablePayment[]): number =>
  payments.reduce((sum, p) => sum + p.amount, 0) - payments.reduce((sum, p) => sum + p.refunded, 0);

export const cancellationRefundKey = (reservation: string, payment: string) =>
  `refund:${reservation}:${payment}`;
/** All of a cancellation's rows begin with this. */
export const cancellationRefundPrefix = (reservation: string) => `refund:${reservation}:`;
/** All of a booking's change refunds begin with this. */
export const changeRefundPrefix = (reservation: string) => `change-refund:${reservation}:`;
export const changeRefundKey = (reservation: string, change: number, payment: string) =>
  `change-refund:${reservation}:${change}:${payment}`;

/** One event's refund as the renter sees it: its parts summed, pending while any part is. */
export function refundSummary<P extends string>(
  rows: readonly {
    amount: number;
    fee: number;
    status?: 'pending' | 'completed' | 'failed' | null;
    provider: P;
  }[],
): { amount: number; fee: number; status: 'pending' | 'completed' | 'failed'; provider: P } | null {
  const [first] = rows;
  if (!first) return null;
  const statuses = rows.map((r) => r.status ?? 'pending');
  return {
    amount: rows.reduce((sum, r) => sum + r.amount, 0),
    fee: rows.reduce((sum, r) => sum + r.fee, 0),
    status: statuses.includes('failed')
      ? 'failed'
      : statuses.includes('pending')
        ? 'pending'
        : 'completed',
    provider: first.provider,
  };
}
