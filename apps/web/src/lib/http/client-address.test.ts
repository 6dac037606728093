import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  DEFAULT_TRUSTED_PROXIES,
  normalizeAddress,
  parseTrustedProxies,
  settleClientHeaders,
} from './client-address.ts';

const loopback = parseTrustedProxies(DEFAULT_TRUSTED_PROXIES);

describe('the client address', () => {
  it('is the socket address when the connection is not a trusted proxy, whatever the headers say', () => {
    expect(
      clientAddress(
        '203.0.113.9',
        { 'x-real-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.2' },
        loopback,
      ),
    ).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', {}, loopback)).toBe('203.0.113.9');
    expect(clientAddress('2001:db8::1', { 'x-real-ip': '198.51.100.1' }, loopback)).toBe(
      '2001:db8::1',
    );
  });

  it('believes a trusted proxy: its X-Real-IP, else the nearest untrusted X-Forwarded-For hop', () => {
    expect(clientAddress('127.0.0.1', { 'x-real-ip': '198.51.100.1' }, loopback)).toBe(
      '198.51.100.1',
    );
    expect(
      clientAddress('::1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.2, 127.0.0.1' }, loopback),
    ).toBe('198.51.100.2');
    expect(clientAddress('127.0.0.1', {}, loopback)).toBe('127.0.0.1');
  });

  it("accepts only well-formed addresses: anything else leaves the proxy's own", () => {
    for (const bad of [
      '',
      'unknown',
      'evil',
      '1.2.3.4.5',
      '999.1.1.1',
      '1.2.3.4; drop',
      '1.2.3.4, 5.6.7.8',
    ]) {
      expect(clientAddress('127.0.0.1', { 'x-real-ip': bad }, loopback), bad).toBe('127.0.0.1');
    }
    expect(clientAddress('127.0.0.1', { 'x-real-ip': ' 198.51.100.1 ' }, loopback)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': 'evil, 198.51.100.2' }, loopback)).toBe(
      '198.51.100.2',
    );
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '198.51.100.2, evil' }, loopback)).toBe(
      '127.0.0.1',
    );
    expect(normalizeAddress('unknown')).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });

  it("settles the headers Next.js sees: our header set, a client's copy and its forwarding headers dropped", () => {
    const headers: Record<string, string | undefined> = {
      [CLIENT_ADDRESS_HEADER]: '1.1.1.1',
      'x-real-ip': '198.51.100.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'javascript',
      host: 'shop.example',
    };
    settleClientHeaders('203.0.113.9', headers, loopback);
    expect(headers).toEqual({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', host: 'shop.example' });
    const proxied: Record<string, string | undefined> = {
      'x-real-ip': '198.51.100.1',
      'x-forwarded-host': 'shop.example',
    };
    settleClientHeaders('127.0.0.1', proxied, loopback);
    expect(proxied).toEqual({
      [CLIENT_ADDRESS_HEADER]: '198.51.100.1',
      'x-real-ip': '198.51.100.1',
      'x-forwarded-host': 'shop.example',
    });
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges of both families', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.7 ,2001:db8::/32');
    expect(['10.1.2.3', '192.0.2.7', '2001:db8::5'].map((a) => trusted.has(a))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['11.0.0.1', '192.0.2.8', '2001:db9::1', '127.0.0.1', 'nonsense'].map((a) => trusted.has(a)),
    ).toEqual([false, false, false, false, false]);
    expect(parseTrustedProxies('').has('127.0.0.1')).toBe(false);
    expect(parseTrustedProxies(' None ').has('127.0.0.1')).toBe(false);
  });

  it('refuses anything else, naming the setting and the entry', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x', '*']) {
      expect(() => parseTrustedProxies(bad)).toThrow(`TRUSTED_PROXIES: '${bad}'`);
    }
  });
});
