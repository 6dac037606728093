import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LANGUAGE_COOKIE } from '@rental/domain/locale';
import { BOT_LOOKUP_HEADER, isBot } from '@rental/domain/navigation';
import type { Accepted } from './content-coding.ts';
import { invalidatedBetween, type TagTimes } from './tag-times.ts';

/** How long an answer is replayed before Next.js is asked again (its cache decides freshness). */
const REPLAY_MS = 1000;
/**
 * The largest body recorded: pages are far under it (the fleet's budget is 60 KB), and with
 * `size` answers at most it bounds what anyone can make the server hold (about 32 MB).
 */
const MAX_BODY = 256 * 1024;

/** Request headers that make an answer something other than the plain page a visitor loads. */
const UNPLAIN_HEADER = /^(rsc|next-|x-middleware|x-nextjs|if-|range$|authorization$|purpose$)/;

/** Paths the proxy does not see (its matcher): code, API routes, CMS files. */
const NOT_A_PAGE = /^\/(_next|api|assets|brands)\//;

/** Headers that belong to one answer's transfer, not to the page: made again for each replay. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'content-length',
]);

interface Recorded {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  at: number;
}

/**
 * The key of a plain visitor's GET of a page, or undefined when the answer may depend on more
 * than the page's address, its language cookie and the codings the client takes: the router's own
 * requests (RSC, prefetches), conditional and range requests, a bot (the proxy answers crawlers
 * differently), the bot lookup, and any cookie but the language one (a session, a booking link's
 * cookie: the proxy or the page reads them).
 */
export function replayKey(req: IncomingMessage, accepted: Accepted): string | undefined {
  if (req.method !== 'GET' || !req.url?.startsWith('/') || NOT_A_PAGE.test(req.url))
    return undefined;
  if (Object.keys(req.headers).some((name) => UNPLAIN_HEADER.test(name))) return undefined;
  if (req.headers[BOT_LOOKUP_HEADER] !== undefined || isBot(req.headers['user-agent']))
    return undefined;
  const language = languageCookieOnly(req.headers.cookie);
  if (language === null) return undefined;
  const codings = `${accepted.br ? 'br' : ''}${accepted.gzip ? 'gz' : ''}` || 'id';
  return `${codings} ${req.headers.host ?? ''} ${language} ${req.url}`;
}

/** The language cookie's value ('' without one), or null when any other cookie is sent. */
function languageCookieOnly(cookie: string | undefined): string | null {
  let language = '';
  for (const pair of (cookie ?? '').split(';')) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    if (!name) continue;
    if (name !== LANGUAGE_COOKIE) return null;
    language = value;
  }
  return language;
}

/**
 * Whether the recorded answer may be replayed: a plain 200 page that Next.js answered from its
 * page cache (x-nextjs-cache: a hit, a stale page it is making again, or one it has just made),
 * for anyone (no cookie set, nothing private). Dynamic pages carry no x-nextjs-cache.
 */
function replayable(res: ServerResponse): boolean {
  if (res.statusCode !== 200) return false;
  if (!String(res.getHeader('content-type') ?? '').includes('text/html')) return false;
  if (res.getHeader('set-cookie') !== undefined) return false;
  if (res.getHeader('x-nextjs-cache') === undefined) return false;
  return !/private|no-store|no-cache/i.test(String(res.getHeader('cache-control') ?? ''));
}

/**
 * The site's server's answers to plain page loads, replayed for a second (a cached
 * page without Next.js' per-request work, which capped the server at about 900 answers a
 * second). What is replayed is exactly what Next.js and this server sent the last time for the
 * same key — status, headers (the page's script policy among them) and bytes — so the proxy's
 * decisions and the page cache's freshness stay Next's: after a second the next request goes
 * through Next.js again, and so does every request once a cache tag has been invalidated since
 * the answer was recorded (`manifest`, Next's tags manifest): a Studio edit shows as soon as it
 * did without replays. At most `size` answers, the least recently sent forgotten first.
 */
export function replayedPages({
  size = 128,
  now = Date.now,
  manifest = new Map<string, TagTimes>() as ReadonlyMap<string, TagTimes>,
} = {}) {
  const byKey = new Map<string, Recorded>();

  /** Sends the answer recorded for `key` and returns true, if there is a fresh one. */
  const replay = (key: string, res: ServerResponse): boolean => {
    const recorded = byKey.get(key);
    if (!recorded) return false;
    const at = now();
    byKey.delete(key);
    if (at - recorded.at >= REPLAY_MS || invalidatedBetween(manifest, recorded.at, at))
      return false;
    byKey.set(key, recorded);
    res.writeHead(200, { ...recorded.headers, 'content-length': recorded.body.length });
    res.end(recorded.body);
    return true;
  };

  /**
   * Records what is sent for `key`, as the socket gets it. Install before anything else wraps
   * the answer's methods (compression, the held HTML), so that it sees their final bytes.
   */
  const record = (key: string, res: ServerResponse): void => {
    // From the request's start: an invalidation while Next.js was answering drops it too.
    const asked = now();
    const chunks: Buffer[] = [];
    let length = 0;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (length > MAX_BODY || chunk == null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      length += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as ServerResponse['end'];
    res.once('finish', () => {
      if (length > MAX_BODY || !replayable(res)) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (!PER_ANSWER.has(name) && value !== undefined) headers[name] = value;
      byKey.delete(key);
      byKey.set(key, { headers, body: Buffer.concat(chunks), at: asked });
      if (byKey.size > size) byKey.delete(byKey.keys().next().value as string);
    });
  };

  return { replay, record };
}
