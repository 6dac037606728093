import { describe, expect, it } from 'vitest';
import { languageCookie, localizedPath, splitLocale, toLocale } from './locale.ts';

describe('locale helpers', () => {
  it('takes a locale from untrusted input, Spanish otherwise', () => {
    expect(['en', 'es', 'fr', '', undefined, 1].map(toLocale)).toEqual([
      'en',
      'es',
      'es',
      'es',
      'es',
      'es',
    ]);
  });

  it('splits prefixes', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/es/flota')).toEqual({ locale: 'es', path: '/flota' });
    expect(splitLocale('/flota')).toEqual({ locale: null, path: '/flota' });
    expect(splitLocale('/enx')).toEqual({ locale: null, path: '/enx' });
  });
  it('localizes paths, Spanish unprefixed', () => {
    expect(localizedPath('/flota', 'es')).toBe('/flota');
    expect(localizedPath('/flota', 'en')).toBe('/en/flota');
    expect(localizedPath('/', 'en')).toBe('/en');
  });
  it('writes the language cookie per SPEC §9', () => {
    expect(languageCookie('en')).toBe('language=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('es', { crossOrigin: true })).toBe(
      'language=es; Max-Age=31536000; Path=/; SameSite=None; Secure',
    );
  });
});
