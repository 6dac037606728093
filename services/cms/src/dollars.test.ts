import { describe, expect, it } from 'vitest';
import { formatCents } from '@rental/domain/money';
import { centsToText, textToCents } from '../extensions/dollars-interface/dollars.js';

/** Studio's dollars interface and display: cents in the data, dollars on screen. */
describe('cents shown and typed as dollars', () => {
  it('shows cents as the site writes dollars, without the sign', () => {
    for (const cents of [0, 5, 4550, 123456789, -1350])
      expect(`$${centsToText(cents)}`.replace('$-', '-$')).toBe(formatCents(cents, 'es'));
    expect(centsToText(null)).toBe('');
  });

  it('takes what staff type in dollars as cents', () => {
    expect(textToCents('45')).toBe(4500);
    expect(textToCents('45.5')).toBe(4550);
    expect(textToCents(' US$ 1,234.05 ')).toBe(123405);
    expect(textToCents('$0.99')).toBe(99);
    expect(textToCents('')).toBeNull();
    expect(textToCents('45.505')).toBeUndefined();
    expect(textToCents('cuarenta')).toBeUndefined();
    for (const cents of [0, 1, 99, 4550, 987654321])
      expect(textToCents(centsToText(cents))).toBe(cents);
  });
});
