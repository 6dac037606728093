/**
 * Response headers every response of the site carries ("Security"). Plain data so the
 * Next config applies it and the tests check it. The script part of the policy depends on each
 * HTML response's inline scripts, so the production server adds it (script-policy.ts).
 */
export interface SecurityHeaderOptions {
  /** The site is served over HTTPS (SITE_URL): only then is HSTS sent, never on a local run. */
  https: boolean;
  /**
   * `next dev` needs eval and unhashed inline scripts, and has no server adding the script
   * hashes: there only the framing, plugin, base and form rules apply.
   */
  dev?: boolean;
}

export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The page policy without its script part (no `default-src` before). `script-src`
 * is added per HTML response by the production server (hashes of that response's inline scripts);
 * until then `default-src 'self'` governs scripts too, so nothing inline runs unhashed.
 * - style-src 'unsafe-inline': React writes `style` attributes (the brand's CSS variables, the
 *   calendar's and dialogs' positions) and the bank's window has one inline `<style>`; hashes
 *   cannot cover attributes, and styles cannot run code.
 * - img-src data: blob: for inline SVG icons and previews; every image of the CMS is /assets on
 *   this host. No frames of or in the site: the bank's challenge is a window, PayPal a page.
 */
export const PAGE_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** What `next dev` keeps (see SecurityHeaderOptions.dev). */
const DEV_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/**
 * A file from the CMS (`/assets/{id}`): never a document that runs script or loads anything, even
 * opened on its own (an SVG with a `<script>` uploaded in Studio). `sandbox` without
 * `allow-scripts` also gives it an opaque origin: no access to the site's storage or cookies.
 */
export const ASSET_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Types a browser may show in place; every other file from the CMS is offered as a download. */
const INLINE_ASSET_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]);

/** `Content-Disposition` of a CMS file of this `Content-Type`. */
export function assetDisposition(contentType: string | null | undefined): 'inline' | 'attachment' {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return INLINE_ASSET_TYPES.has(type) ? 'inline' : 'attachment';
}

/** The path prefix of CMS files, which get ASSET_POLICY instead of the page policy. */
export const ASSET_PATH_PREFIX = '/assets/';

export function securityHeaders(
  { https, dev = false }: SecurityHeaderOptions,
  policy = dev ? DEV_POLICY : PAGE_POLICY,
): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // No page of the site may be framed; the bank's challenge opens in a window of its own.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Content-Security-Policy', value: policy },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()',
    },
    ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
