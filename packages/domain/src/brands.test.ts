import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, priceFieldOf, resolveBrand } from './brands.ts';

describe('resolveBrand', () => {
  it('defaults to firefly when unset', () => expect(resolveBrand(undefined)).toBe('firefly'));
  it('accepts the four keys', () => {
    for (const key of BRAND_KEYS) expect(resolveBrand(key)).toBe(key);
  });
  it.each(['', '  ', 'acme', 'FIREFLY'])(
    'rejects %j naming the variable and the valid keys',
    (value) => {
      expect(() => resolveBrand(value)).toThrow(
        /^No brand specified on nuxt config: NEXT_PUBLIC_BRAND is .*firefly, tucan, marea, volcan/,
      );
    },
  );
  it('names the price field', () => expect(priceFieldOf('marea')).toBe('price_marea'));
});
