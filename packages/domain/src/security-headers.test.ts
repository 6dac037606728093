import { describe, expect, it } from 'vitest';
import { HSTS, securityHeaders } from './security-headers.ts';

const asMap = (https: boolean) => new Map(securityHeaders({ https }).map((h) => [h.key, h.value]));

describe('securityHeaders', () => {
  it('forbids framing, sniffing and leaking full referrers, and switches off unused device APIs', () => {
    const headers = asMap(false);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });
  it('sends HSTS over HTTPS only, never on a local run', () => {
    expect(asMap(false).has('Strict-Transport-Security')).toBe(false);
    expect(asMap(true).get('Strict-Transport-Security')).toBe(HSTS);
  });
});
