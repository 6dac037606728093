import { describe, expect, it } from 'vitest';
import { readServerConfig } from './server.ts';

const base = { DIRECTUS_URL: 'http://127.0.0.1:8055', DIRECTUS_TOKEN: 'x'.repeat(32) };

describe('rate-limit settings', () => {
  it('REDIS_URL is optional and must be a redis:// or rediss:// URL', () => {
    expect(readServerConfig(base).REDIS_URL).toBeUndefined();
    expect(
      readServerConfig({ ...base, REDIS_URL: 'rediss://user:pw@cache:6380/0' }).REDIS_URL,
    ).toBe('rediss://user:pw@cache:6380/0');
    expect(() => readServerConfig({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('TRUSTED_PROXIES defaults to loopback and refuses anything but addresses and CIDRs, naming the setting', () => {
    expect(readServerConfig(base).TRUSTED_PROXIES).toBe('127.0.0.0/8,::1');
    expect(readServerConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toBe(
      '10.0.0.0/8, ::1',
    );
    expect(readServerConfig({ ...base, TRUSTED_PROXIES: 'none' }).TRUSTED_PROXIES).toBe('none');
    expect(() =>
      readServerConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' }),
    ).toThrow("TRUSTED_PROXIES must list IP addresses or CIDR ranges: 'proxy.internal'");
  });

  it('RATE_LIMIT_EXEMPT is a comma-separated list of addresses', () => {
    expect(readServerConfig(base).RATE_LIMIT_EXEMPT).toEqual([]);
    expect(
      readServerConfig({ ...base, RATE_LIMIT_EXEMPT: '203.0.113.4, ::1,unknown' })
        .RATE_LIMIT_EXEMPT,
    ).toEqual(['203.0.113.4', '::1', 'unknown']);
    expect(() => readServerConfig({ ...base, RATE_LIMIT_EXEMPT: '203.0.113.4;drop' })).toThrow(
      'RATE_LIMIT_EXEMPT must list IP addresses',
    );
  });
});
