import { describe, expect, it } from 'vitest';
import {
  botErrorStatus,
  decideRoute,
  isBot,
  rootPageTarget,
  switchLanguageTarget,
  termsPath,
} from './navigation.ts';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
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
    expect(decideRoute({ pathname, search: '' })).toEqual({
      kind: 'render',
      pathname: internal,
      locale,
      path,
    });
  });

  it('does not take a path that merely starts with a locale for a prefix', () => {
    expect(decideRoute({ pathname: '/english', search: '' })).toMatchObject({
      kind: 'not-found',
      locale: 'es',
      path: '/english',
    });
  });
});

describe('decideRoute: the language cookie', () => {
  it('redirects an unprefixed path to the stored locale, keeping the query', () => {
    expect(
      decideRoute({ pathname: '/flota', search: '?type=suv&sort=price', languageCookie: 'en' }),
    ).toEqual({
      kind: 'redirect',
      location: '/en/flota?type=suv&sort=price',
      status: 307,
    });
  });
  it('redirects the root to /en', () => {
    expect(decideRoute({ pathname: '/', search: '?a=1', languageCookie: 'en' })).toMatchObject({
      kind: 'redirect',
      location: '/en?a=1',
    });
  });
  it('leaves a path alone when the cookie holds the default locale', () => {
    expect(decideRoute({ pathname: '/flota', search: '?x=1', languageCookie: 'es' })).toMatchObject(
      { kind: 'render', pathname: '/es/flota' },
    );
  });
  it('leaves a prefixed path alone whatever the cookie says', () => {
    expect(decideRoute({ pathname: '/es/flota', search: '', languageCookie: 'en' })).toMatchObject({
      kind: 'render',
      locale: 'es',
    });
    expect(decideRoute({ pathname: '/en/flota', search: '', languageCookie: 'es' })).toMatchObject({
      kind: 'render',
      locale: 'en',
    });
  });
  it('serves the booking’s page in both languages, the e-mails’ ?code= kept', () => {
    expect(decideRoute({ pathname: '/mi-reserva', search: '?code=F-7K3M9Q' })).toMatchObject({
      kind: 'render',
      pathname: '/es/mi-reserva',
    });
    expect(decideRoute({ pathname: '/en/mi-reserva', search: '?code=F-7K3M9Q' })).toMatchObject({
      kind: 'render',
      pathname: '/en/mi-reserva',
      locale: 'en',
    });
    expect(
      decideRoute({ pathname: '/mi-reserva', search: '?code=F-7K3M9Q', languageCookie: 'en' }),
    ).toMatchObject({ kind: 'redirect', location: '/en/mi-reserva?code=F-7K3M9Q' });
  });
  it('ignores a cookie value that is not a locale', () => {
    expect(decideRoute({ pathname: '/flota', search: '', languageCookie: 'fr' })).toMatchObject({
      kind: 'render',
      pathname: '/es/flota',
    });
    expect(decideRoute({ pathname: '/flota', search: '', languageCookie: '' })).toMatchObject({
      kind: 'render',
    });
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
  it('goes to the info page whose slug contains "terminos", whatever staff named it', () => {
    const index = {
      redirects: new Map(),
      infoSlugs: new Set(['privacidad', 'terminos-de-alquiler-2027']),
    };
    expect(decideRoute({ pathname: '/en/tyc', search: '', index })).toMatchObject({
      kind: 'redirect',
      location: '/en/info/terminos-de-alquiler-2027',
    });
    expect(termsPath(['faq'])).toBe('/info/terminos-y-condiciones');
  });
  it('does not loop on the terms page itself', () => {
    expect(decideRoute({ pathname: '/info/terminos-y-condiciones', search: '' }).kind).toBe(
      'render',
    );
  });
});

describe('decideRoute: 404s decided before rendering', () => {
  it('names the path of an unmatched route, for people and crawlers', () => {
    expect(decideRoute({ pathname: '/no-such-page', search: '?a=1', userAgent: chrome })).toEqual({
      kind: 'not-found',
      locale: 'es',
      path: '/no-such-page',
      message: 'Page not found: /no-such-page',
      bot: false,
    });
    expect(decideRoute({ pathname: '/en/no-such-page', search: '', userAgent: googlebot })).toEqual(
      {
        kind: 'not-found',
        locale: 'en',
        path: '/no-such-page',
        message: 'Page not found: /no-such-page',
        bot: true,
      },
    );
  });
  it('fails a route validity check with the full path', () => {
    expect(decideRoute({ pathname: '/info/Bad_Slug', search: '?x=1' })).toMatchObject({
      kind: 'not-found',
      message: 'Page Not Found: /info/Bad_Slug?x=1',
    });
  });
  it('knows unknown info slugs from the CMS index', () => {
    const index = { redirects: new Map(), infoSlugs: new Set(['privacidad']) };
    expect(decideRoute({ pathname: '/en/info/nope', search: '', index })).toMatchObject({
      kind: 'not-found',
      locale: 'en',
      message: 'Pagina no encontrada',
    });
    expect(decideRoute({ pathname: '/info/privacidad', search: '', index })).toMatchObject({
      kind: 'render',
      pathname: '/es/info/privacidad',
    });
  });
  it('lets the page decide while the CMS index is unknown', () => {
    expect(decideRoute({ pathname: '/info/nope', search: '', index: null }).kind).toBe('render');
  });
  it('lets crawlers see matched pages', () => {
    expect(decideRoute({ pathname: '/flota', search: '', userAgent: googlebot }).kind).toBe(
      'render',
    );
  });
});

describe('decideRoute: staff redirects (SPEC §2 rule lookup)', () => {
  const index = {
    infoSlugs: new Set<string>(),
    redirects: new Map([
      ['/ofertas', { to: '/promos', status: 301 as const }],
      ['/blog', { to: 'https://blog.example.com/', status: 302 as const }],
    ]),
  };
  it("follows a relative target inside the site, in the visitor's language, keeping the query", () => {
    expect(decideRoute({ pathname: '/ofertas', search: '?utm=x', index })).toEqual({
      kind: 'redirect',
      location: '/promos?utm=x',
      status: 301,
    });
    expect(decideRoute({ pathname: '/en/ofertas/', search: '', index })).toEqual({
      kind: 'redirect',
      location: '/en/promos',
      status: 301,
    });
  });
  it('sends an absolute target out as it is', () => {
    expect(decideRoute({ pathname: '/blog', search: '?a=1', index })).toEqual({
      kind: 'redirect',
      location: 'https://blog.example.com/',
      status: 302,
    });
  });
  it('comes after tyc and before the language cookie', () => {
    expect(
      decideRoute({ pathname: '/ofertas', search: '', languageCookie: 'en', index }),
    ).toMatchObject({ location: '/promos' });
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

describe('switchLanguageTarget', () => {
  const origin = 'https://rent.example';
  const host = 'rent.example';
  it('keeps the page and query of a same-site Referer', () => {
    expect(switchLanguageTarget({ to: 'en', referer: `${origin}/flota?type=suv`, host })).toBe(
      '/en/flota?type=suv',
    );
    expect(switchLanguageTarget({ to: 'es', referer: `${origin}/en/info/privacidad`, host })).toBe(
      '/info/privacidad',
    );
    expect(switchLanguageTarget({ to: 'es', referer: `${origin}/en`, host })).toBe('/');
  });
  it('ignores a foreign or broken Referer', () => {
    expect(switchLanguageTarget({ to: 'en', referer: 'https://evil.example/flota', host })).toBe(
      '/en',
    );
    expect(switchLanguageTarget({ to: 'en', referer: 'nonsense', host })).toBe('/en');
  });
  it('prefers an explicit path', () => {
    expect(
      switchLanguageTarget({ to: 'en', path: '/sucursales', referer: `${origin}/flota`, host }),
    ).toBe('/en/sucursales');
  });
});

describe('botErrorStatus (SPEC §2: crawlers get no error page, only the status)', () => {
  it('responds with an error status bare', () => {
    expect(botErrorStatus(404, '<main data-error-status="404">')).toBe(404);
    expect(botErrorStatus(500, '')).toBe(500);
    expect(botErrorStatus(503, '<html>')).toBe(503);
  });
  it('catches an error screen streamed after a 200 had gone out', () => {
    expect(botErrorStatus(200, '<html><main id="main" data-error-status="500">…')).toBe(500);
  });
  it('passes pages and redirects through', () => {
    expect(botErrorStatus(200, '<html><main>Flota</main></html>')).toBeNull();
    expect(botErrorStatus(308, '')).toBeNull();
  });
});
