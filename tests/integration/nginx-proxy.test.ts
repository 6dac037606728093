import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProcess } from '@rental/cms/runtime';
import { startNginx } from '../../scripts/lib/nginx.ts';

/**
 * The production nginx configuration (ops/nginx) in front of a stand-in for the site that
 * answers with the headers the site's server sends (see docs/performance.md): what is cached, under
 * which key, for how long, and what always reaches the site. nginx: `apt-get install -y nginx`.
 */
const UPSTREAM_PORT = 8096;
const PROXY_PORT = 8097;
/** Next: "s-maxage=60, stale-while-revalidate=…" on prerendered pages; shortened here. */
const PAGE_CACHE = 's-maxage=1, stale-while-revalidate=30';

const seen: { path: string; headers: IncomingMessage['headers'] }[] = [];
const hits = new Map<string, number>();

function answer(req: IncomingMessage): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  const count = (hits.get(req.method + url.pathname + url.search) ?? 0) + 1;
  hits.set(req.method + url.pathname + url.search, count);
  const cookie = /(?:^|; )language=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
  if (
    !/^\/(es|en)(\/|$)/.test(path) &&
    cookie === 'en' &&
    !path.startsWith('/_next') &&
    !path.startsWith('/api')
  ) {
    return { status: 307, headers: { location: `/en${path}` }, body: '' };
  }
  const body = `${path} #${count} ${'x'.repeat(2000)}`;
  if (path.startsWith('/_next/static/'))
    return {
      status: 200,
      headers: {
        'cache-control': 'public, max-age=31536000, immutable',
        'content-type': 'application/javascript',
      },
      body,
    };
  if (path === '/cookie')
    return {
      status: 200,
      headers: { 'cache-control': PAGE_CACHE, 'set-cookie': 'language=es; Path=/' },
      body,
    };
  if (path === '/gone')
    return {
      status: 404,
      headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      body,
    };
  if (path === '/plain') return { status: 200, headers: {}, body };
  return {
    status: 200,
    headers: { 'cache-control': PAGE_CACHE, 'content-type': 'text/html; charset=utf-8' },
    body,
  };
}

let site: Server;
let nginx: RunningProcess;
const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));

beforeAll(async () => {
  site = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    req.resume().on('end', () => {
      const { status, headers, body } = answer(req);
      const vary = {
        vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      };
      if (/gzip/.test(String(req.headers['accept-encoding'])) && body)
        res
          .writeHead(status, { ...headers, ...vary, 'content-encoding': 'gzip' })
          .end(gzipSync(body));
      else res.writeHead(status, { ...headers, ...vary }).end(body);
    });
  });
  await new Promise<void>((r) => site.listen(UPSTREAM_PORT, '127.0.0.1', r));
  nginx = await startNginx({
    dir,
    sites: [{ brand: 'firefly', upstreams: [`127.0.0.1:${UPSTREAM_PORT}`] }],
    proxyPort: PROXY_PORT,
  });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((r) => site?.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** A request through nginx (node:http: the Host header is ours to set, and the body is not unzipped for us). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    cache: string | null;
    count: number;
    headers: IncomingHttpHeaders;
    body: string;
  }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PROXY_PORT,
        path,
        method,
        headers: { 'accept-encoding': 'gzip', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('error', reject)
          .on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = (
              res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
            ).toString();
            const cache = (res.headers['x-cache-status'] as string | undefined) ?? null;
            resolve({
              status: res.statusCode ?? 0,
              cache,
              count: Number(/#(\d+)/.exec(body)?.[1] ?? 0),
              headers: res.headers,
              body,
            });
          });
      },
    );
    req.on('error', reject).end();
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('nginx in front of the site (ops/nginx)', () => {
  it('caches a public page as its s-maxage allows, then serves it stale while one request refreshes it', async () => {
    expect((await get('/flota')).cache).toBe('MISS');
    const again = await get('/flota');
    expect(again).toMatchObject({ cache: 'HIT', count: 1 });
    expect(again.headers['cache-control']).toBe(PAGE_CACHE);
    await sleep(2500);
    // stale-while-revalidate: the old page at once, a background request fetches the new one.
    expect(await get('/flota')).toMatchObject({ cache: 'STALE', count: 1 });
    await sleep(300);
    expect(await get('/flota')).toMatchObject({ cache: 'HIT', count: 2 });
  });

  it('keeps languages apart: prefix, and the language cookie on unprefixed paths', async () => {
    expect((await get('/sucursales')).count).toBe(1);
    expect(await get('/en/sucursales')).toMatchObject({ cache: 'MISS', count: 1 });
    expect(await get('/en/sucursales')).toMatchObject({ cache: 'HIT', count: 1 });
    // A visitor whose cookie says English is redirected by the site, never given the cached Spanish page.
    const english = await get('/sucursales', { cookie: 'theme=x; language=en' });
    expect(english.status).toBe(307);
    expect(english.headers.location).toBe('/en/sucursales');
    expect((await get('/sucursales', { cookie: 'language=en' })).status).toBe(307);
    // The cookie does not split prefixed pages, nor a Spanish cookie the unprefixed ones.
    expect(await get('/en/sucursales', { cookie: 'language=es' })).toMatchObject({
      cache: 'HIT',
      count: 1,
    });
    expect(await get('/sucursales', { cookie: 'language=es' })).toMatchObject({
      cache: 'HIT',
      count: 1,
    });
  });

  it('keeps brands (hosts) apart', async () => {
    await get('/promos', { host: 'a.example' });
    expect(await get('/promos', { host: 'a.example' })).toMatchObject({ cache: 'HIT', count: 1 });
    expect(await get('/promos', { host: 'b.example' })).toMatchObject({ cache: 'MISS', count: 2 });
  });

  it('never caches booking, payment, pre-check-in, my-booking or API traffic, whatever the headers say', async () => {
    for (const path of [
      '/reserva',
      '/en/reserva/checkout',
      '/es/reserva/thanks',
      '/precheckin',
      '/en/precheckin/verify',
      '/mi-reserva',
      '/en/mi-reserva',
      '/api/build',
    ]) {
      const first = await get(path);
      const second = await get(path);
      expect([first.cache, second.cache, second.count], path).toEqual([null, null, 2]);
    }
  });

  it('never caches server actions, RSC requests, signed-in visitors, cookies being set, private answers or answers without Cache-Control', async () => {
    await get('/jobs');
    expect(
      await get('/jobs', { 'next-action': 'abc', 'content-type': 'text/plain' }, 'POST'),
    ).toMatchObject({ count: 1 });
    expect(
      await get('/jobs', { 'next-action': 'abc', 'content-type': 'text/plain' }, 'POST'),
    ).toMatchObject({ count: 2 });
    let count = 1;
    for (const header of [
      'rsc',
      'next-router-prefetch',
      'next-router-segment-prefetch',
      'next-router-state-tree',
    ]) {
      expect(await get('/jobs', { [header]: '1' }), header).toMatchObject({
        cache: 'BYPASS',
        count: ++count,
      });
    }
    expect(await get('/jobs', { cookie: 'auth_refresh_token=secret' })).toMatchObject({
      cache: 'BYPASS',
      count: ++count,
    });
    expect(await get('/jobs')).toMatchObject({ cache: 'HIT', count: 1 });
    for (const path of ['/cookie', '/gone', '/plain']) {
      await get(path);
      expect(await get(path), path).toMatchObject({ cache: 'MISS', count: 2 });
    }
  });

  it('serves /_next/static from the cache, immutable, compressed, and unzipped for a client without gzip', async () => {
    await get('/_next/static/chunks/app.js');
    const cached = await get('/_next/static/chunks/app.js');
    expect(cached).toMatchObject({ cache: 'HIT', count: 1 });
    expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cached.headers['content-encoding']).toBe('gzip');
    const identity = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' });
    expect(identity).toMatchObject({ cache: 'HIT', count: 1 });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toMatch(/^\/_next\/static\/chunks\/app\.js #1 x+$/);
  });

  it("tells the site the connection's address only, and drops headers only the site may send", async () => {
    seen.length = 0;
    await get('/api/who', {
      'x-forwarded-for': '203.0.113.9',
      'x-real-ip': '203.0.113.9',
      'x-rental-bot-lookup': '1',
      'x-middleware-subrequest': 'middleware',
    });
    const { headers } = seen.find((s) => s.path === '/api/who')!;
    expect([headers['x-real-ip'], headers['x-forwarded-for']]).toEqual(['127.0.0.1', '127.0.0.1']);
    expect([headers['x-rental-bot-lookup'], headers['x-middleware-subrequest']]).toEqual([
      undefined,
      undefined,
    ]);
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${PROXY_PORT}`);
  });
});
