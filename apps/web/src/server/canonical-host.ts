import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalLocation } from '@rental/domain/canonical-host';
import { BOT_LOOKUP_HEADER } from '@rental/domain/navigation';

/** Responds 308 to SITE_URL's host when the request came by another name; true when it did. */
export function redirectToCanonicalHost(
  canonical: string | null,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const forwarded = req.headers['x-forwarded-host'];
  const location = canonicalLocation(canonical, {
    url: req.url ?? '/',
    host: (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host,
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
