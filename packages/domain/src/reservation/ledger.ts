/**
 * The money ledger's rules (docs/payments.md "The ledger"). Every movement of money is a row
 * written before its gateway is asked — a payment `pending`, a refund `pending` — and completed
 * from the gateway's response; a sweep settles what a crash left pending by asking the gateway
 * what happened to the row's key. From the rows alone these functions say what a booking holds,
 * what it should hold, what must go back, and which of the invariants a booking breaks.
 */
import type { ReservationStatus } from './states.ts';
import { allocateRefund, type RefundPart } from './refunds.ts';

export interface LedgerBooking {
  id: string;
  status: ReservationStatus;
  /** The stored total, USD cents. */
  total: number;
  changeCount: number;
}

export interface LedgerPayment {
  id: string;
  amount: number;
  status: 'pending' | 'captured' | 'declined' | 'authorized' | 'failed';
  /** The change of trip it pays for (its number), or null for a booking's or balance's payment. */
  change: number | null;
  /** When it was recorded (ISO); newest is given back first. */
  createdAt: string;
}

export interface LedgerRefund {
  key: string;
  payment: string;
  amount: number;
  fee: number;
  status: 'pending' | 'completed' | 'failed';
}

/** What the booking should hold online: a paid booking its total, any other nothing (a cancellation's fee is kept in its refund rows). */
export const owedOnline = (b: Pick<LedgerBooking, 'status' | 'total'>): number =>
  b.status === 'paid' ? b.total : 0;

/** Captured less what refunds (not failed) gave back or kept, per payment and in all. */
export function holdings(payments: readonly LedgerPayment[], refunds: readonly LedgerRefund[]) {
  const counted = refunds.filter((r) => r.status !== 'failed');
  return payments
    .filter((p) => p.status === 'captured')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((p) => ({
      id: p.id,
      amount: p.amount,
      refunded: counted
        .filter((r) => r.payment === p.id)
        .reduce((sum, r) => sum + r.amount + r.fee, 0),
    }));
}

export const heldBy = (payments: readonly LedgerPayment[], refunds: readonly LedgerRefund[]) =>
  holdings(payments, refunds).reduce((sum, p) => sum + p.amount - p.refunded, 0);

/** The key of a part of a surplus given back (the n-th return from that payment). */
export const returnKey = (reservation: string, payment: string, n: number) =>
  `return:${reservation}:${payment}:${n}`;
export const RETURN_KEY = /^return:([0-9a-f-]{36}):([0-9a-f-]{36}):(\d+)$/i;

/**
 * Money the booking holds beyond what it should (a payment captured for a change that could not
 * be made, a late response for a booking already paid or cancelled): the parts to give back, newest
 * payment first, each with its return key, from the payments `returnable` allows (the site's own:
 * a row staff wrote by hand is theirs to settle). Nothing when it holds what it should or less.
 */
export function surplusReturns(
  booking: Pick<LedgerBooking, 'id' | 'status' | 'total'>,
  payments: readonly LedgerPayment[],
  refunds: readonly LedgerRefund[],
  returnable: (payment: LedgerPayment) => boolean = () => true,
): (RefundPart & { key: string })[] {
  const surplus = heldBy(payments, refunds) - owedOnline(booking);
  if (surplus <= 0) return [];
  const returned = (payment: string) =>
    refunds.filter((r) => RETURN_KEY.exec(r.key)?.[2] === payment).length;
  const mine = new Set(payments.filter(returnable).map((p) => p.id));
  const from = holdings(payments, refunds).filter((p) => mine.has(p.id));
  return allocateRefund(from, surplus).map((part) => ({
    ...part,
    key: returnKey(booking.id, part.payment, returned(part.payment) + 1),
  }));
}

export type LedgerProblem =
  | { kind: 'heldDiffers'; held: number; owed: number }
  | { kind: 'refundExceedsPayment'; payment: string; refunded: number; amount: number }
  | { kind: 'refundOfUncaptured'; refund: string }
  | { kind: 'pendingTooLong'; row: string };

/**
 * The invariants of one booking, from its rows (pending rows younger than the sweep's grace are
 * the caller's to leave out): captured less refunded is what the booking says it holds; no
 * refund takes more than its payment; refunds come only from captured payments.
 */
export function ledgerProblems(
  booking: Pick<LedgerBooking, 'status' | 'total'>,
  payments: readonly LedgerPayment[],
  refunds: readonly LedgerRefund[],
): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  const held = heldBy(payments, refunds);
  const owed = owedOnline(booking);
  if (held !== owed) problems.push({ kind: 'heldDiffers', held, owed });
  for (const p of holdings(payments, refunds))
    if (p.refunded > p.amount)
      problems.push({
        kind: 'refundExceedsPayment',
        payment: p.id,
        refunded: p.refunded,
        amount: p.amount,
      });
  const captured = new Set(payments.filter((p) => p.status === 'captured').map((p) => p.id));
  for (const r of refunds)
    if (r.status !== 'failed' && !captured.has(r.payment))
      problems.push({ kind: 'refundOfUncaptured', refund: r.key });
  return problems;
}

/** What the bank's books say of a payment reference (the card gateway's lookup). */
export type BankStanding = 'approved' | 'declined' | 'challenge' | 'authenticated' | 'unknown';

/**
 * What the sweep does with a card payment left pending, from the bank's books and the row's age:
 * - `captured` / `declined`: the bank decided; the row takes its response;
 * - `declined` too when the bank never received the reference (nothing was taken);
 * - `finish`: the renter passed the challenge and the site never said whether to take the money
 *   (it takes it if the booking still wants it), or the challenge window has closed unanswered;
 * - `wait`: the renter may still be answering the challenge.
 */
export function pendingCardAction(
  standing: BankStanding,
  ageMs: number,
  challengeMs: number,
): 'captured' | 'declined' | 'finish' | 'wait' {
  switch (standing) {
    case 'approved':
      return 'captured';
    case 'declined':
    case 'unknown':
      return 'declined';
    case 'authenticated':
      return 'finish';
    case 'challenge':
      return ageMs >= challengeMs ? 'finish' : 'wait';
  }
}
