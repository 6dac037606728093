import type { ServerResponse } from 'node:http';
import { brotliCompress, gunzipSync, gzipSync } from 'node:zlib';
import {
  type Accepted,
  brotliOnce,
  codingFor,
  markEncoded,
  MIN_COMPRESSED,
} from './content-coding.ts';
import type { KnownAnswer } from './hold-html.ts';

interface PageAnswer {
  /** The script policy of the body's inline scripts. */
  policy: string;
  /** The body gzipped, when it was sent so (null: sent as it is). */
  gzip: Buffer | null;
  /** The body in Brotli, made in the background after its first answer (null until then). */
  br: Buffer | null;
  /** Whether this server's body differs from the bytes Next.js writes (scripts-after-paint.ts). */
  rewritten: boolean;
}

/**
 * What the production server made of each page body it has held once, by the ETag Next.js
 * gives that body (a prerendered or cached page: the same bytes until it is rendered again,
 * when its ETag changes too): its script policy, its gzipped copy and, made in the background
 * once it is first sent, its Brotli copy. A page seen before gets them from here and is
 * neither held, hashed nor compressed again: on a cached /flota those were most of the site's
 * server's time (docs/performance.md). Only plain 200 pages are remembered, never an error
 * screen, whose status the held answer decides. At most `size` bodies, the least recently
 * sent forgotten first.
 */
export function pageAnswers(size = 256) {
  const byEtag = new Map<string, PageAnswer>();
  /** For one request, taking the codings `accepted`. */
  const known =
    (accepted: Accepted): KnownAnswer =>
    (res, { status, etag }) => {
      const answer = typeof etag === 'string' && status === 200 ? byEtag.get(etag) : undefined;
      // Seen only by clients without gzip so far: held once more, to make its gzipped copy.
      if (answer === undefined || (accepted.gzip && !answer.gzip)) return false;
      byEtag.delete(etag as string);
      byEtag.set(etag as string, answer);
      addPolicy(res, answer.policy);
      const coding = codingFor(accepted, answer);
      if (coding) {
        markEncoded(res, coding, answer[coding]!);
        return answer[coding]!;
      }
      // As it is: Next.js' own bytes, or this server's body unzipped from its gzipped copy (held
      // again, to be rewritten, while there is none).
      if (!answer.rewritten) return true;
      if (!answer.gzip) return false;
      const plain = gunzipSync(answer.gzip);
      res.setHeader('content-length', plain.length);
      return plain;
    };
  /** Makes the Brotli copy of a remembered body, off the main thread; kept if the body still is. */
  const addBrotli = (etag: string, html: string) => {
    const body = Buffer.from(html, 'utf8');
    if (body.length < MIN_COMPRESSED) return;
    brotliCompress(body, brotliOnce(body.length), (error, br) => {
      const answer = byEtag.get(etag);
      if (!error && answer) answer.br = br;
    });
  };
  /**
   * After a held answer sent as `html` got `policy` and was compressed to `gzip` (or not):
   * remembered when it is a plain page with an ETag.
   */
  const remember = (
    res: ServerResponse,
    answer: Pick<PageAnswer, 'policy' | 'gzip' | 'rewritten'> & { html: string },
  ) => {
    const etag = res.getHeader('etag');
    if (typeof etag !== 'string' || res.statusCode !== 200) return;
    const earlier = byEtag.get(etag);
    byEtag.delete(etag);
    // A copy for clients without gzip leaves an earlier gzipped one in place.
    byEtag.set(etag, {
      policy: answer.policy,
      gzip: answer.gzip ?? earlier?.gzip ?? null,
      br: earlier?.br ?? null,
      rewritten: answer.rewritten,
    });
    if (byEtag.size > size) byEtag.delete(byEtag.keys().next().value as string);
    if (!earlier) addBrotli(etag, answer.html);
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
  markEncoded(res, 'gzip', compressed);
  return compressed;
}

/** Adds `policy` to the answer's Content-Security-Policy (the site-wide one from next.config). */
export function addPolicy(res: ServerResponse, policy: string): void {
  const existing = res.getHeader('content-security-policy');
  res.setHeader('content-security-policy', existing ? `${String(existing)}; ${policy}` : policy);
}

/** The page as it is, when it is not the bytes Next.js wrote: with its own length. */
export function plainPage(res: ServerResponse, html: string): Buffer {
  const body = Buffer.from(html, 'utf8');
  res.setHeader('content-length', body.length);
  return body;
}
