import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';

/** The compressed forms this server sends: Brotli where the client takes it, else gzip. */
export type Coding = 'br' | 'gzip';

/** Which codings a request's Accept-Encoding takes. */
export type Accepted = Record<Coding, boolean>;

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
export const MIN_COMPRESSED = 1024;

/**
 * Brotli at its densest, for bodies compressed once and sent many times (a build's scripts, a
 * cached page): on the site's scripts it sends about 13 % fewer bytes than gzip, and the home
 * page's document fits a phone's first round trip (docs/performance.md).
 */
export const brotliOnce = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Whether Accept-Encoding takes `coding` (by name or `*`, with a weight above 0). */
function takes(header: string, coding: Coding): boolean {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === coding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export function acceptedCodings(headers: IncomingHttpHeaders): Accepted {
  const header = String(headers['accept-encoding'] ?? '');
  return { br: takes(header, 'br'), gzip: takes(header, 'gzip') };
}

/** The coding to send a body in, of the copies there are: Brotli first; null for the body as it is. */
export function codingFor(
  accepted: Accepted,
  copies: Partial<Record<Coding, Buffer | null>>,
): Coding | null {
  if (accepted.br && copies.br) return 'br';
  if (accepted.gzip && copies.gzip) return 'gzip';
  return null;
}

/** Headers of an answer whose body is `body`, compressed in `coding`. */
export function markEncoded(res: ServerResponse, coding: Coding, body: Buffer): void {
  res.setHeader('content-encoding', coding);
  res.setHeader('content-length', body.length);
  res.removeHeader('transfer-encoding');
  const vary = String(res.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
