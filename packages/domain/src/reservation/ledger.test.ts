import { describe, expect, it } from 'vitest';
import {
  heldBy,
  ledgerProblems,
  pendingCardAction,
  surplusReturns,
  type LedgerPayment,
  type LedgerRefund,
} from './ledger.ts';
import { PAYMENT_MOVES, REFUND_MOVES } from './states.ts';

const R = '11111111-1111-4111-8111-111111111111';
const P1 = '22222222-2222-4222-8222-222222222222';
const P2 = '33333333-3333-4333-8333-333333333333';

const payment = (id: string, amount: number, over: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id,
  amount,
  status: 'captured',
  change: null,
  createdAt: id === P1 ? '2026-12-01T10:00:00.000Z' : '2026-12-02T10:00:00.000Z',
  ...over,
});
const refund = (key: string, pay: string, amount: number, over: Partial<LedgerRefund> = {}) => ({
  key,
  payment: pay,
  amount,
  fee: 0,
  status: 'completed' as const,
  ...over,
});

describe('a money row’s states', () => {
  it('a payment is written pending and settled once: captured or declined, never again', () => {
    expect(PAYMENT_MOVES.pending).toEqual(['captured', 'declined']);
    expect(PAYMENT_MOVES.captured).toEqual([]);
    expect(PAYMENT_MOVES.declined).toEqual([]);
  });
  it('a refund is written pending and completed once', () => {
    expect(REFUND_MOVES.pending).toEqual(['completed']);
    expect(REFUND_MOVES.completed).toEqual([]);
  });
});

describe('what the sweep does with a pending card payment', () => {
  const window = 20 * 60_000;
  it('takes the bank’s decision', () => {
    expect(pendingCardAction('approved', 0, window)).toBe('captured');
    expect(pendingCardAction('declined', 0, window)).toBe('declined');
  });
  it('declines a payment the bank never received: nothing was taken', () => {
    expect(pendingCardAction('unknown', 90_000, window)).toBe('declined');
  });
  it('finishes a passed challenge, and an unanswered one once its window has closed', () => {
    expect(pendingCardAction('authenticated', 0, window)).toBe('finish');
    expect(pendingCardAction('challenge', window - 1, window)).toBe('wait');
    expect(pendingCardAction('challenge', window, window)).toBe('finish');
  });
});

describe('what a booking holds', () => {
  it('captured less what refunds gave back or kept; failed refunds and uncaptured payments do not count', () => {
    const payments = [payment(P1, 10000), payment(P2, 3000, { status: 'declined' })];
    const refunds = [
      refund(`refund:${R}:${P1}`, P1, 9000, { fee: 1000 }),
      refund('x', P1, 500, { status: 'failed' }),
    ];
    expect(heldBy(payments, refunds)).toBe(0);
    expect(heldBy(payments, [])).toBe(10000);
  });
});

describe('money a booking holds beyond what it should goes back', () => {
  it('a paid booking holding a captured change that was not made: that payment, numbered', () => {
    const payments = [payment(P1, 10000), payment(P2, 2500, { change: 1 })];
    expect(surplusReturns({ id: R, status: 'paid', total: 10000 }, payments, [])).toEqual([
      { payment: P2, amount: 2500, fee: 0, key: `return:${R}:${P2}:1` },
    ]);
    // A second return from the same payment takes the next number.
    const first = refund(`return:${R}:${P2}:1`, P2, 1000);
    expect(surplusReturns({ id: R, status: 'paid', total: 10000 }, payments, [first])).toEqual([
      { payment: P2, amount: 1500, fee: 0, key: `return:${R}:${P2}:2` },
    ]);
  });

  it('a cancelled booking whose payment was captured after its cancellation: all of it', () => {
    expect(
      surplusReturns({ id: R, status: 'cancelled', total: 10000 }, [payment(P1, 10000)], []),
    ).toEqual([{ payment: P1, amount: 10000, fee: 0, key: `return:${R}:${P1}:1` }]);
  });

  it('nothing when the booking holds what it should, or less', () => {
    expect(
      surplusReturns({ id: R, status: 'paid', total: 10000 }, [payment(P1, 10000)], []),
    ).toEqual([]);
    expect(
      surplusReturns({ id: R, status: 'paid', total: 12000 }, [payment(P1, 10000)], []),
    ).toEqual([]);
  });
});

describe('the invariants', () => {
  it('hold for a paid booking, a cancelled one and an unpaid one', () => {
    expect(ledgerProblems({ status: 'paid', total: 10000 }, [payment(P1, 10000)], [])).toEqual([]);
    expect(
      ledgerProblems(
        { status: 'cancelled', total: 10000 },
        [payment(P1, 10000)],
        [refund(`refund:${R}:${P1}`, P1, 9000, { fee: 1000 })],
      ),
    ).toEqual([]);
    expect(
      ledgerProblems(
        { status: 'unpaid', total: 10000 },
        [payment(P1, 10000, { status: 'declined' })],
        [],
      ),
    ).toEqual([]);
  });

  it('name a difference between what is held and what the booking says', () => {
    expect(ledgerProblems({ status: 'paid', total: 12500 }, [payment(P1, 10000)], [])).toEqual([
      { kind: 'heldDiffers', held: 10000, owed: 12500 },
    ]);
    expect(ledgerProblems({ status: 'unpaid', total: 10000 }, [payment(P1, 10000)], [])).toEqual([
      { kind: 'heldDiffers', held: 10000, owed: 0 },
    ]);
  });

  it('name a refund beyond its payment, and a refund of a payment never captured', () => {
    expect(
      ledgerProblems(
        { status: 'cancelled', total: 10000 },
        [payment(P1, 10000), payment(P2, 500, { status: 'declined' })],
        [refund('a', P1, 10000), refund('b', P1, 100), refund('c', P2, 500)],
      ),
    ).toEqual([
      { kind: 'heldDiffers', held: -100, owed: 0 },
      { kind: 'refundExceedsPayment', payment: P1, refunded: 10100, amount: 10000 },
      { kind: 'refundOfUncaptured', refund: 'c' },
    ]);
  });
});

describe('a surplus goes back only from the site’s own payments', () => {
  it('leaves a payment staff recorded by hand to them', () => {
    const payments = [payment(P1, 10000), payment(P2, 2500)];
    expect(
      surplusReturns({ id: R, status: 'paid', total: 10000 }, payments, [], (p) => p.id === P1),
    ).toEqual([{ payment: P1, amount: 2500, fee: 0, key: `return:${R}:${P1}:1` }]);
    expect(
      surplusReturns(
        { id: R, status: 'unpaid', total: 10000 },
        [payment(P2, 2500)],
        [],
        () => false,
      ),
    ).toEqual([]);
  });
});
