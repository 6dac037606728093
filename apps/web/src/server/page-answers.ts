import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { KnownAnswer } from './hold-html.ts';

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
const MIN_COMPRESSED = 1024;

interface PageAnswer {
  /** The script policy of the body's inline scripts. */
  policy: string;
  /** The body gzipped, when it was sent so (null: sent as it is). */
  gzip: Buffer | null;
}

/**
 * What the production server made of each page body it has held once, by the ETag Next.js
 * gives that body (a prerendered or cached page: the same bytes until it is rendered again,
 * when its ETag changes too): its script policy and its gzipped copy. A page seen before gets
 * both from here and is neither held, hashed nor compressed again: on a cached /flota those
 * were most of the site's server's time (docs/performance.md). Only plain 200 pages are
 * remembered, never an error screen, whose status the held answer decides. At most `size`
 * bodies, the least recently sent forgotten first.
 */
export function pageAnswers(size = 256) {
  const byEtag = new Map<string, PageAnswer>();
  /** For one request, whose Accept-Encoding `gzip` says whether it takes gzip. */
  const known =
    (gzip: boolean): KnownAnswer =>
    (res, { status, etag }) => {
      const answer = typeof etag === 'string' && status === 200 ? byEtag.get(etag) : undefined;
      // Seen only by clients without gzip so far: held once more, to make its gzipped copy.
      if (answer === undefined || (gzip && !answer.gzip)) return false;
      byEtag.delete(etag as string);
      byEtag.set(etag as string, answer);
      addPolicy(res, answer.policy);
      if (!gzip || !answer.gzip) return true;
      sentGzipped(res, answer.gzip);
      return answer.gzip;
    };
  /** After a held answer got `policy` and was compressed to `gzip` (or not): remembered when it is a plain page with an ETag. */
  const remember = (res: ServerResponse, answer: PageAnswer) => {
    const etag = res.getHeader('etag');
    if (typeof etag !== 'string' || res.statusCode !== 200) return;
    const earlier = byEtag.get(etag);
    byEtag.delete(etag);
    // A copy for clients without gzip leaves an earlier gzipped one in place.
    byEtag.set(etag, { policy: answer.policy, gzip: answer.gzip ?? earlier?.gzip ?? null });
    if (byEtag.size > size) byEtag.delete(byEtag.keys().next().value as string);
  };
  return { known, remember };
}

/**
 * The held page gzipped, with its headers set, when the client takes gzip and nothing has
 * encoded it yet; null to send it as it is. Next.js' own compression is off under this server
 * (next.config.ts), which compresses everything else with the `compression` middleware.
 */
export function gzipPage(res: ServerResponse, html: string, gzip: boolean): Buffer | null {
  if (!gzip || res.getHeader('content-encoding') || [204, 304].includes(res.statusCode))
    return null;
  const body = Buffer.from(html, 'utf8');
  if (body.length < MIN_COMPRESSED) return null;
  const compressed = gzipSync(body);
  sentGzipped(res, compressed);
  return compressed;
}

function sentGzipped(res: ServerResponse, body: Buffer) {
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  const vary = String(res.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Whether the request's Accept-Encoding takes gzip (by name or `*`, with a weight above 0). */
export function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  return String(headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/** Adds `policy` to the answer's Content-Security-Policy (the site-wide one from next.config). */
export function addPolicy(res: ServerResponse, policy: string): void {
  const existing = res.getHeader('content-security-policy');
  res.setHeader('content-security-policy', existing ? `${String(existing)}; ${policy}` : policy);
}
