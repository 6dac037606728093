import type { IncomingMessage, ServerResponse } from 'node:http';
import { BOT_LOOKUP_HEADER } from '@rental/domain/navigation';

/**
 * One public name for the site: a request on any other host name (127.0.0.1 for localhost, www
 * for the bare domain, the machine's own address) is sent to SITE_URL's host, same path and
 * query, with a 308 (method and body kept), before Next.js sees it. A booking's draft and the
 * booking page's session live in one origin's storage and cookies, and PayPal returns the
 * renter to SITE_URL: a booking begun under another name came back to an empty draft.
 *
 * Here and not in Next's proxy: Next.js rewrites a proxy redirect to its own host into a
 * relative one, judging by its own address (localhost:<PORT>, 127.0.0.1 counted as localhost),
 * so the redirect from 127.0.0.1:3000 to localhost:3000 would have sent the visitor back to
 * where they were, forever.
 *
 * Served on any name: what machines call on a process's own address (health and readiness
 * checks, the CMS flows' calls, PayPal's webhook), the crawler look-up's inner request (its
 * outer request was checked) and Next's build files; none carries a visitor's state.
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
  /** The visitor's host name: a trusted proxy's `X-Forwarded-Host` (the server drops anyone else's), else `Host`. */
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
  // `//evil.example` as a path stays a path: the origin is SITE_URL's, never the request's.
  return `${site.origin}${target.replace(/[^\x21-\x7e]/g, escapeByte)}`;
}

/** A byte of the target that a header may not carry as it is (Node reads the target as latin1). */
const escapeByte = (char: string) =>
  `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

const pathOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
};

/**
 * SITE_URL's origin when the site should insist on it: SITE_URL is set (its default,
 * http://localhost:3000, is no public name) and CANONICAL_HOST_REDIRECT is not `off`.
 */
export function canonicalOrigin(env: {
  SITE_URL?: string;
  CANONICAL_HOST_REDIRECT?: string;
}): string | null {
  if (!env.SITE_URL || env.CANONICAL_HOST_REDIRECT === 'off') return null;
  try {
    return new URL(env.SITE_URL).origin;
  } catch {
    return null;
  }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Answers 308 to SITE_URL's host when the request came by another name; true when it did. */
export function redirectToCanonicalHost(
  canonical: string | null,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const location = canonicalLocation(canonical, {
    url: req.url ?? '/',
    host: first(req.headers['x-forwarded-host']) ?? req.headers.host,
    lookup: req.headers[BOT_LOOKUP_HEADER] !== undefined,
  });
  if (!location) return false;
  res.writeHead(308, {
    location,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(`Moved to ${location}\n`);
  return true;
}
