import { describe, expect, it } from 'vitest';
import { canonicalLocation, canonicalOrigin } from './canonical-host.ts';

const at = (host: string | undefined, url = '/reserva?car=x', lookup = false) =>
  canonicalLocation('http://localhost:3000', { url, host, lookup });

describe('canonicalLocation: one public name', () => {
  it.each([
    ['127.0.0.1 for localhost', '127.0.0.1:3000'],
    ['the IPv6 loopback', '[::1]:3000'],
    ['the machine’s network address', '192.168.1.20:3000'],
    ['another port', 'localhost:3001'],
    ['no Host at all', undefined],
    ['a Host of the client’s choosing', 'evil.example'],
  ])('%s: sent to SITE_URL’s host, same path and query', (_, host) => {
    expect(at(host)).toBe('http://localhost:3000/reserva?car=x');
  });

  it('the canonical host is served, whatever its case', () => {
    expect(at('localhost:3000')).toBeNull();
    expect(at('LOCALHOST:3000')).toBeNull();
  });

  it('www and the bare domain; default ports', () => {
    const site = 'https://example.com';
    const on = (host: string) => canonicalLocation(site, { url: '/', host, lookup: false });
    expect(on('www.example.com')).toBe('https://example.com/');
    expect(on('example.com')).toBeNull();
    expect(on('example.com:443')).toBeNull();
    expect(on('example.com:8443')).toBe('https://example.com/');
  });

  it('a proxy’s forwarded host list: the first is the visitor’s', () => {
    expect(at('localhost:3000, 127.0.0.1:3000')).toBeNull();
  });

  it('what machines call on loopback is served on any name', () => {
    for (const url of [
      '/api/health',
      '/api/ready',
      '/api/revalidate',
      '/api/staff/reservations',
      '/api/payments/paypal/webhook',
      '/_next/static/chunks/app.js',
    ])
      expect(at('127.0.0.1:3000', url), url).toBeNull();
    // Only those: a browser's API calls and a look-alike path are redirected.
    expect(at('127.0.0.1:3000', '/api/reservations')).toBe(
      'http://localhost:3000/api/reservations',
    );
    expect(at('127.0.0.1:3000', '/api/healthz')).toBe('http://localhost:3000/api/healthz');
    // The crawler look-up's inner request asks this server by its own address.
    expect(at('localhost:41234', '/flota', true)).toBeNull();
  });

  it('the location is always SITE_URL’s origin: a path cannot name another host', () => {
    expect(at('127.0.0.1:3000', '//evil.example/x')).toBe('http://localhost:3000//evil.example/x');
    expect(at('127.0.0.1:3000', 'http://evil.example/y?z')).toBe('http://localhost:3000/y?z');
    expect(at('127.0.0.1:3000', '/a\u00f1o b')).toBe('http://localhost:3000/a%F1o%20b');
  });

  it('only with SITE_URL set, and not when switched off', () => {
    expect(canonicalOrigin({})).toBeNull();
    expect(canonicalOrigin({ SITE_URL: 'https://www.example.com/' })).toBe(
      'https://www.example.com',
    );
    expect(
      canonicalOrigin({ SITE_URL: 'https://www.example.com', CANONICAL_HOST_REDIRECT: 'off' }),
    ).toBeNull();
    expect(canonicalLocation(null, { url: '/', host: 'anything', lookup: false })).toBeNull();
  });
});
