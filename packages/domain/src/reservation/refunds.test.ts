import { describe, expect, it } from 'vitest';
import { allocateRefund, heldOnline, refundSummary } from './refunds.ts';

const booking = { id: 'booking', amount: 30000, refunded: 0 };
const change = { id: 'change', amount: 5000, refunded: 0 };

describe('allocateRefund', () => {
  it('takes a refund from the newest payment first, then the older', () => {
    expect(allocateRefund([change, booking], 8000)).toEqual([
      { payment: 'change', amount: 5000, fee: 0 },
      { payment: 'booking', amount: 3000, fee: 0 },
    ]);
  });

  it('never gives back more than a payment still holds', () => {
    const partly = { ...change, refunded: 4000 };
    expect(allocateRefund([partly, booking], 2000)).toEqual([
      { payment: 'change', amount: 1000, fee: 0 },
      { payment: 'booking', amount: 1000, fee: 0 },
    ]);
    expect(allocateRefund([{ ...change, refunded: 5000 }], 100)).toEqual([]);
  });

  it('keeps the fee from what is left after the refund', () => {
    expect(allocateRefund([change, booking], 31500, 3500)).toEqual([
      { payment: 'change', amount: 5000, fee: 0 },
      { payment: 'booking', amount: 26500, fee: 3500 },
    ]);
    expect(allocateRefund([booking], 0, 30000)).toEqual([
      { payment: 'booking', amount: 0, fee: 30000 },
    ]);
  });

  it('records nothing for a refund of nothing without a fee', () => {
    expect(allocateRefund([booking], 0)).toEqual([]);
  });
});

describe('heldOnline', () => {
  it('is what was captured less what was given back', () => {
    expect(heldOnline([{ ...change, refunded: 2000 }, booking])).toBe(33000);
  });
});

describe('refundSummary', () => {
  it('sums the parts and stays pending while one is', () => {
    const done = { amount: 5000, fee: 0, status: 'completed' as const, provider: 'card' };
    expect(refundSummary([done, { ...done, amount: 3000, fee: 500, status: 'pending' }])).toEqual({
      amount: 8000,
      fee: 500,
      status: 'pending',
      provider: 'card',
    });
    expect(refundSummary([done])?.status).toBe('completed');
    expect(refundSummary([])).toBeNull();
  });
});
