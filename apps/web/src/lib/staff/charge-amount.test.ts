import { describe, expect, it } from 'vitest';
import { chargedCents } from './actions.ts';

describe('the deposit charge staff type in Studio', () => {
  it('reads US$ with up to two decimals as cents', () => {
    expect(chargedCents('75.50')).toBe(7550);
    expect(chargedCents('75')).toBe(7500);
    expect(chargedCents(' US$ 12.3 ')).toBe(1230);
    expect(chargedCents('$0.01')).toBe(1);
    expect(chargedCents(40)).toBe(4000);
  });

  it('is no amount when it is not one (nothing is charged)', () => {
    for (const wrong of ['', '75,50', '-5', '1.234', 'abc', '1234567', null, undefined])
      expect(chargedCents(wrong)).toBeNaN();
  });
});
