/*
 * One public name: a request on another host name (127.0.0.1 for localhost, www for the bare
 * domain) gets a 308 to SITE_URL's host, because a booking's draft and session live in one
 * origin's storage. Not in Next's proxy: Next turns a redirect to what it takes for its own
 * host into a relative one, so 127.0.0.1 → localhost would loop.
 * Machine calls (health, the CMS flows, PayPal's webhook) and build files are served on any name.
 * The site's server (apps/web/src/server/canonical-host.ts) sends the redirect.
 */
const MACHINE_PATHS =
  /^\/(api\/(health|ready|revalidate|staff|payments\/paypal\/webhook)(\/|\?|$)|_next\/)/;

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `host[:port]` as compared: lower case, without the scheme's default port. */
function comparable(host: string, protocol: string): string {
  const text = host.trim().toLowerCase();
  const port = DEFAULT_PORT[protocol];
  return port && text.endsWith(`:${port}`) ? text.slice(0, -port.length - 1) : text;
}

export interface HostedRequest {
  /** The request target: a path and query (or, rarely, an absolute URL). */
  url: string;
  /** A trusted proxy's `X-Forwarded-Host` (anyone else's is dropped), else `Host`. */
  host: string | undefined;
  /** A crawler look-up's inner request (lib/proxy/bot-lookup.ts). */
  lookup: boolean;
}

/** Where to send the request (SITE_URL's origin, its path and query), or null to serve it here. */
export function canonicalLocation(canonical: string | null, request: HostedRequest): string | null {
  if (!canonical || request.lookup) return null;
  const target = request.url.startsWith('/') ? request.url : pathOf(request.url);
  if (MACHINE_PATHS.test(target)) return null;
  const site = new URL(canonical);
  const sent = (request.host ?? '').split(',')[0];
  if (comparable(sent, site.protocol) === comparable(site.host, site.protocol)) return null;
  // The origin is always SITE_URL's (`//evil.example` stays a path); bytes a header cannot carry are escaped.
  const escaped = target.replace(
    /[^\x21-\x7e]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `${site.origin}${escaped}`;
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

/** SITE_URL's origin unless SITE_URL is unset or CANONICAL_HOST_REDIRECT is `off`. */
export function canonicalOrigin(env: { SITE_URL?: string; CANONICAL_HOST_REDIRECT?: string }) {
  if (!env.SITE_URL || env.CANONICAL_HOST_REDIRECT === 'off') return null;
  return URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL).origin : null;
}
