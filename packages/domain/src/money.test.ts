import { describe, expect, it } from 'vitest';
import { formatCents, prepaidDailyPrice } from './money.ts';

describe('money', () => {
  it('formats cents as US dollars in both languages', () => {
    expect(formatCents(2999, 'en')).toBe('$29.99');
    expect(formatCents(123456, 'en')).toBe('$1,234.56');
    expect(formatCents(2999, 'es')).toMatch(/^\$\s?29\.99$/);
  });
  it('takes the discount percent off for prepaid, rounding to the cent', () => {
    expect(prepaidDailyPrice({ price: 4500, discount: 10, prepaid_price: null })).toBe(4050);
    expect(prepaidDailyPrice({ price: 3333, discount: 15, prepaid_price: null })).toBe(2833);
    expect(prepaidDailyPrice({ price: 4500, discount: 0, prepaid_price: null })).toBe(4500);
  });
  it('prefers a fixed prepaid price', () => {
    expect(prepaidDailyPrice({ price: 4500, discount: 10, prepaid_price: 3900 })).toBe(3900);
  });
});
