import { describe, expect, it } from 'vitest';
import { formatCents, prepaidDailyPrice } from './money.ts';

describe('money', () => {
  it('formats cents as US dollars in both languages', () => {
    expect(formatCents(2999, 'en')).toBe('$29.99');
    expect(formatCents(123456, 'en')).toBe('$1,234.56');
    expect(formatCents(2999, 'es')).toBe('$29.99');
    expect(formatCents(-2500, 'es')).toBe('-$25.00');
  });
  it('writes what Intl.NumberFormat writes for USD in es-PA and en-US, without asking it', () => {
    const amounts = [
      0, 1, 5, 10, 99, 100, 105, 999, 1000, 99999, 100000, 123456, 100000000, 123456789, -1, -2500,
      -123456,
    ];
    for (const [locale, tag] of [
      ['es', 'es-PA'],
      ['en', 'en-US'],
    ] as const) {
      const intl = new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
      });
      for (const cents of amounts)
        expect(formatCents(cents, locale), `${cents} ${locale}`).toBe(intl.format(cents / 100));
    }
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
