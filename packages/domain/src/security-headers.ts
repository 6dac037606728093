/**
 * Response headers every answer of the site carries (issue 7, "Security"). Plain data so the
 * Next config applies it and the tests check it. The script part of the policy depends on each
 * HTML answer's inline scripts, so the production server adds it (script-policy.ts).
 */
export interface SecurityHeaderOptions {
  /** The site is served over HTTPS (SITE_URL): only then is HSTS sent, never on a local run. */
  https: boolean;
}

export const HSTS = 'max-age=63072000; includeSubDomains';

export function securityHeaders({ https }: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // No page of the site may be framed; the bank's challenge opens in a window of its own.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'" },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
