import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerPipeline } from './answer-pipeline.ts';
import { replayedPages, replayKey } from './replayed-pages.ts';
import type { TagTimes } from './tag-times.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** Over a kilobyte, so that it is gzipped as every page is. */
const page = (n: number) =>
  `<html><body><main>${'Nuestra flota. '.repeat(100)} ${n}</main><script>self.__next_f.push([1,"${n}"])</script></body></html>`;

interface NextAnswer {
  status?: number;
  /** Headers besides a cached page's own; null leaves one out. */
  headers?: Record<string, string | null>;
  /** Runs while Next.js is answering, before the body is sent. */
  meanwhile?: () => void;
}

/**
 * The production server's wiring (answer-pipeline.ts) in front of a stand-in for Next.js that
 * answers a cached page, numbered by how often it was asked, with `answer`'s status and headers.
 */
async function serve(answer: NextAnswer = {}, clock = { now: 0 }) {
  const asked: string[] = [];
  const manifest = new Map<string, TagTimes>();
  const prepare = answerPipeline({ now: () => clock.now, manifest });
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('x-request-id', String(asked.length));
    if (prepare(req, res)) return;
    asked.push(req.url ?? '');
    res.statusCode = answer.status ?? 200;
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=60, stale-while-revalidate=604740',
      'x-nextjs-cache': 'HIT',
      etag: `"${asked.length}"`,
      ...answer.headers,
    };
    for (const [name, value] of Object.entries(headers))
      if (value !== null) res.setHeader(name, value);
    answer.meanwhile?.();
    res.end(page(asked.length));
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path = '/flota', init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init);
    return { response, body: await response.text() };
  };
  return { asked, get, clock, manifest };
}

describe('plain page loads replayed for a second', () => {
  it('sends the last answer again, headers and policy included, without asking Next.js', async () => {
    const site = await serve();
    const first = await site.get();
    const again = await site.get();
    expect(site.asked).toEqual(['/flota']);
    expect(again.body).toBe(first.body);
    expect(again.body).toBe(page(1));
    for (const header of ['content-security-policy', 'etag', 'cache-control', 'vary'])
      expect(again.response.headers.get(header)).toBe(first.response.headers.get(header));
    expect(again.response.headers.get('content-security-policy')).toMatch(/script-src .*sha256-/);
    expect(again.response.headers.get('content-encoding')).toBe('gzip');
  });

  it('replays a stale page too, as Next.js sends it while it makes the page again', async () => {
    const site = await serve({ headers: { 'x-nextjs-cache': 'STALE' } });
    await site.get();
    await site.get();
    expect(site.asked).toHaveLength(1);
  });

  it('asks Next.js again once the second is over', async () => {
    const site = await serve();
    await site.get();
    site.clock.now = 999;
    await site.get();
    expect(site.asked).toHaveLength(1);
    site.clock.now = 1000;
    const later = await site.get();
    expect(site.asked).toHaveLength(2);
    expect(later.body).toBe(page(2));
  });

  it('asks Next.js again as soon as a cache tag is invalidated (a Studio edit), here or through Redis', async () => {
    const site = await serve({}, { now: 100 });
    await site.get();
    // Made stale now (a profile), expiring later: counts from its stale time.
    site.clock.now = 200;
    site.manifest.set('cms:flota', { stale: 150, expired: 60_150 });
    await site.get();
    expect(site.asked).toHaveLength(2);
    // An expiry set for later counts once it has come.
    site.manifest.set('cms:flota', { stale: 150, expired: 500 });
    site.clock.now = 400;
    await site.get();
    expect(site.asked).toHaveLength(2);
    site.clock.now = 500;
    await site.get();
    expect(site.asked).toHaveLength(3);
  });

  it('drops an answer whose page was invalidated while Next.js was still sending it', async () => {
    const clock = { now: 0 };
    const answer: NextAnswer = {};
    const site = await serve(answer, clock);
    answer.meanwhile = () => {
      site.manifest.set('cms:flota', { expired: 50 });
      clock.now = 100;
    };
    await site.get();
    answer.meanwhile = undefined;
    await site.get();
    expect(site.asked).toHaveLength(2);
  });

  it('keeps an answer per address, language cookie and encoding', async () => {
    const site = await serve();
    const identity = { headers: { 'accept-encoding': 'identity' } };
    const english = { headers: { cookie: 'language=en' } };
    for (let round = 0; round < 2; round++) {
      await site.get('/flota');
      await site.get('/flota?pickup=PTY');
      await site.get('/flota', identity);
      await site.get('/flota', english);
    }
    expect(site.asked).toEqual(['/flota', '/flota?pickup=PTY', '/flota', '/flota']);
  });

  it.each<[string, string, RequestInit]>([
    ['a session cookie', '/flota', { headers: { cookie: 'language=es; rental_session=abc' } }],
    ['a navigation of the router', '/flota', { headers: { rsc: '1' } }],
    ['a conditional request', '/flota', { headers: { 'if-none-match': '"1"' } }],
    ['a bot', '/flota', { headers: { 'user-agent': 'Googlebot/2.1' } }],
    ['a HEAD request', '/flota', { method: 'HEAD' }],
    ['an API route', '/api/build', {}],
  ])('never replays %s', async (_what, path, init) => {
    const site = await serve();
    await site.get(path, init);
    await site.get(path, init);
    expect(site.asked).toHaveLength(2);
  });

  it.each<[string, NextAnswer]>([
    ['an answer Next.js did not take from its page cache', { headers: { 'x-nextjs-cache': null } }],
    ['an answer that sets a cookie', { headers: { 'set-cookie': 'a=1' } }],
    ['a private answer', { headers: { 'cache-control': 'private, no-store' } }],
    ['a 404', { status: 404 }],
    ['an answer that is not a page', { headers: { 'content-type': 'application/json' } }],
  ])('never records %s', async (_what, answer) => {
    const site = await serve(answer);
    await site.get();
    await site.get();
    expect(site.asked).toHaveLength(2);
  });

  it('forgets the least recently sent answer first', async () => {
    const res = () => {
      const headers: Record<string, unknown> = {
        'content-type': 'text/html',
        'x-nextjs-cache': 'HIT',
      };
      const listeners: (() => void)[] = [];
      return {
        statusCode: 200,
        getHeader: (name: string) => headers[name],
        getHeaders: () => headers,
        write: () => true,
        end() {
          for (const listener of listeners) listener();
          return this;
        },
        writeHead: () => undefined,
        once: (_: string, listener: () => void) => listeners.push(listener),
      } as unknown as ServerResponse;
    };
    const recent = replayedPages({ size: 1, now: () => 0 });
    for (const key of ['a', 'b']) {
      const answer = res();
      recent.record(key, answer);
      answer.end('page');
    }
    expect(recent.replay('a', res())).toBe(false);
    expect(recent.replay('b', res())).toBe(true);
  });

  it('keys only GETs of pages with no cookie but the language one, by the codings taken', () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      ({ url, method, headers }) as unknown as IncomingMessage;
    const gzip = { br: false, gzip: true };
    expect(replayKey(req('/en/flota', { host: 'tucan.localhost' }), gzip)).toBe(
      'gz tucan.localhost  /en/flota',
    );
    expect(replayKey(req('/flota'), { br: true, gzip: true })).toBe('brgz   /flota');
    expect(replayKey(req('/flota'), { br: true, gzip: false })).toBe('br   /flota');
    expect(replayKey(req('/flota', { cookie: ' language=en ' }), { br: false, gzip: false })).toBe(
      'id  en /flota',
    );
    expect(replayKey(req('/_next/static/chunks/a.js'), gzip)).toBeUndefined();
    expect(replayKey(req('/assets/abc'), gzip)).toBeUndefined();
    expect(replayKey(req('/flota', { 'next-router-prefetch': '1' }), gzip)).toBeUndefined();
    expect(replayKey(req('/flota', { 'x-rental-bot-lookup': '1' }), gzip)).toBeUndefined();
    expect(replayKey(req('/flota', {}, 'POST'), gzip)).toBeUndefined();
  });
});
