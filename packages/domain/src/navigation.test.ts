import { describe, expect, it } from 'vitest';
import { decideRoute, isBot, notFoundMessage, rootPageTarget } from './navigation.ts';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('decideRoute: the three variants of every route', () => {
  it.each([
    ['/', '/es', 'es', '/'],
    ['/flota', '/es/flota', 'es', '/flota'],
    ['/es', '/es', 'es', '/'],
    ['/es/flota', '/es/flota', 'es', '/flota'],
    ['/en', '/en', 'en', '/'],
    ['/en/sucursales', '/en/sucursales', 'en', '/sucursales'],
    ['/info/privacidad', '/es/info/privacidad', 'es', '/info/privacidad'],
    ['/en/precheckin/verify', '/en/precheckin/verify', 'en', '/precheckin/verify'],
  ])('%s renders %s', (pathname, internal, locale, path) => {
    expect(decideRoute({ pathname, search: '' })).toEqual({ kind: 'render', pathname: internal, locale, path, matched: true });
  });

  it('does not take a path that merely starts with a locale for a prefix', () => {
    expect(decideRoute({ pathname: '/english', search: '' })).toMatchObject({ kind: 'render', pathname: '/es/english', matched: false });
  });
});

describe('decideRoute: the language cookie', () => {
  it('redirects an unprefixed path to the stored locale, keeping the query', () => {
    expect(decideRoute({ pathname: '/flota', search: '?type=suv&sort=price', languageCookie: 'en' })).toEqual({
      kind: 'redirect', location: '/en/flota?type=suv&sort=price', status: 307,
    });
  });
  it('redirects the root to /en', () => {
    expect(decideRoute({ pathname: '/', search: '?a=1', languageCookie: 'en' })).toMatchObject({ kind: 'redirect', location: '/en?a=1' });
  });
  it('leaves a path alone when the cookie holds the default locale', () => {
    expect(decideRoute({ pathname: '/flota', search: '?x=1', languageCookie: 'es' })).toMatchObject({ kind: 'render', pathname: '/es/flota' });
  });
  it('leaves a prefixed path alone whatever the cookie says', () => {
    expect(decideRoute({ pathname: '/es/flota', search: '', languageCookie: 'en' })).toMatchObject({ kind: 'render', locale: 'es' });
    expect(decideRoute({ pathname: '/en/flota', search: '', languageCookie: 'es' })).toMatchObject({ kind: 'render', locale: 'en' });
  });
  it('ignores a cookie value that is not a locale', () => {
    expect(decideRoute({ pathname: '/flota', search: '', languageCookie: 'fr' })).toMatchObject({ kind: 'render', pathname: '/es/flota' });
    expect(decideRoute({ pathname: '/flota', search: '', languageCookie: '' })).toMatchObject({ kind: 'render' });
  });
});

describe('decideRoute: tyc', () => {
  it.each([
    ['/tyc', '', '/info/terminos-y-condiciones'],
    ['/info/tyc', '?ref=mail', '/info/terminos-y-condiciones?ref=mail'],
    ['/en/tyc', '', '/en/info/terminos-y-condiciones'],
    ['/es/ver-tyc-2024', '', '/info/terminos-y-condiciones'],
  ])('%s%s redirects to %s', (pathname, search, location) => {
    expect(decideRoute({ pathname, search })).toMatchObject({ kind: 'redirect', location });
  });
  it('does not loop on the terms page itself', () => {
    expect(decideRoute({ pathname: '/info/terminos-y-condiciones', search: '' }).kind).toBe('render');
  });
});

describe('decideRoute: unmatched paths', () => {
  it('renders (to a 404) for people', () => {
    expect(decideRoute({ pathname: '/no-such-page', search: '', userAgent: chrome })).toMatchObject({ kind: 'render', matched: false, path: '/no-such-page' });
  });
  it('answers a bare 404 to crawlers', () => {
    expect(decideRoute({ pathname: '/en/no-such-page', search: '', userAgent: googlebot })).toEqual({ kind: 'bot-not-found', locale: 'en', path: '/no-such-page' });
  });
  it('lets crawlers see matched pages', () => {
    expect(decideRoute({ pathname: '/flota', search: '', userAgent: googlebot }).kind).toBe('render');
  });
});

describe('isBot', () => {
  it('knows crawlers from browsers', () => {
    expect(isBot(googlebot)).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot(chrome)).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});

describe('notFoundMessage', () => {
  it('names the path of an unmatched route', () => {
    expect(notFoundMessage('/no-such-page')).toBe('Page not found: /no-such-page');
  });
  it('is the info page text for an unknown slug', () => {
    expect(notFoundMessage('/info/no-such-slug')).toBe('Pagina no encontrada');
  });
});

describe('rootPageTarget', () => {
  it('shows the home page when none is configured', () => {
    expect(rootPageTarget(null, 'es')).toBeNull();
    expect(rootPageTarget(' / ', 'en')).toBeNull();
  });
  it('keeps the language for a site path and passes absolute URLs through', () => {
    expect(rootPageTarget('/promos', 'en')).toBe('/en/promos');
    expect(rootPageTarget('/promos', 'es')).toBe('/promos');
    expect(rootPageTarget('https://example.com/x', 'es')).toBe('https://example.com/x');
  });
  it('ignores a protocol-relative or malformed value', () => {
    expect(rootPageTarget('//evil.example', 'es')).toBeNull();
    expect(rootPageTarget('promos', 'es')).toBeNull();
  });
});
