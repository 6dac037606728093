import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions, isCountryCode, PANAMA } from './countries.ts';

describe('country codes', () => {
  it('lists the 249 assigned ISO 3166-1 alpha-2 codes, sorted and unique', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(COUNTRY_CODES.slice(0, 3)).toEqual(['AD', 'AE', 'AF']);
    expect(COUNTRY_CODES.at(-1)).toBe('ZW');
  });
  it.each([
    ['PA', true],
    ['US', true],
    ['SS', true],
    ['XK', false],
    ['UK', false],
    ['EU', false],
    ['pa', false],
    ['', false],
    ['PAN', false],
  ])('isCountryCode(%j) → %s', (code, expected) => expect(isCountryCode(code)).toBe(expected));
  it('has Panama as PA', () => {
    expect(PANAMA).toBe('PA');
    expect(isCountryCode(PANAMA)).toBe(true);
  });
});

describe('country options', () => {
  it('names every country in Spanish, Panama first, then by name', () => {
    const options = countryOptions('es');
    expect(options).toHaveLength(249);
    expect(options[0]).toEqual({ code: 'PA', name: 'Panamá' });
    expect(options.slice(1, 3)).toEqual([
      { code: 'AF', name: 'Afganistán' },
      { code: 'AL', name: 'Albania' },
    ]);
    expect(options.find((o) => o.code === 'US')?.name).toBe('Estados Unidos');
    expect(options.filter((o) => o.code === 'PA')).toHaveLength(1);
    const rest = options.slice(1).map((o) => o.name);
    expect([...rest].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(rest);
  });
  it('names every country in English, Panama first', () => {
    const options = countryOptions('en');
    expect(options[0]).toEqual({ code: 'PA', name: 'Panama' });
    expect(options[1]).toEqual({ code: 'AF', name: 'Afghanistan' });
    expect(options.find((o) => o.code === 'DE')?.name).toBe('Germany');
    expect(options.every((o) => o.name !== o.code)).toBe(true);
    expect(options.map((o) => o.code).sort()).toEqual([...COUNTRY_CODES]);
  });
});
