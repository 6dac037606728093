import { describe, expect, it } from 'vitest';
import {
  ASSET_POLICY,
  assetDisposition,
  HSTS,
  PAGE_POLICY,
  securityHeaders,
} from './security-headers.ts';

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

  it('has a complete page policy: a default, nothing foreign, and no script part (server.ts adds the hashes)', () => {
    const policy = new Map(
      PAGE_POLICY.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]),
    );
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('frame-src')).toBe("'none'");
    for (const d of ['img-src', 'style-src', 'font-src', 'form-action', 'base-uri'])
      expect(policy.has(d)).toBe(true);
    expect(policy.has('script-src')).toBe(false);
    expect(PAGE_POLICY).not.toMatch(/\*|https?:|unsafe-eval/);
    expect(asMap(false).get('Content-Security-Policy')).toBe(PAGE_POLICY);
    // next dev runs eval and unhashed scripts: only the framing and form rules there.
    expect(
      new Map(securityHeaders({ https: false, dev: true }).map((h) => [h.key, h.value])).get(
        'Content-Security-Policy',
      ),
    ).not.toContain('default-src');
  });

  it('sandboxes CMS files with no script, and serves only images in place', () => {
    expect(ASSET_POLICY).toContain("default-src 'none'");
    expect(ASSET_POLICY).toMatch(/(^|; )sandbox($|;)/);
    expect(ASSET_POLICY).not.toMatch(/script|allow-/);
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/svg+xml',
      'IMAGE/PNG; charset=x',
    ])
      expect(assetDisposition(type)).toBe('inline');
    for (const type of [
      'text/html',
      'application/pdf',
      'application/xhtml+xml',
      'text/xml',
      'application/octet-stream',
      '',
      null,
    ])
      expect(assetDisposition(type)).toBe('attachment');
  });
});
