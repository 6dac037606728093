import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePagesOf } from './page-policy.ts';

const SCRIPT = 'self.__next_f.push([1,"x"])';
const PAGE = `<!DOCTYPE html><html><head><script>${SCRIPT}</script></head><body>Hola</body></html>`;
const hash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
const SITE_POLICY = "default-src 'self'";

/** How each test path responds, as Next.js would: headers set, then the body in pieces. */
const routes: Record<string, (res: ServerResponse) => void> = {
  '/page': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(PAGE.slice(0, 40));
    res.end(PAGE.slice(40));
  },
  '/gzipped': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync(PAGE));
  },
  '/error-screen': (res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<html><body><main data-error-status="503">Volvemos pronto</main></body></html>');
  },
  '/not-modified': (res) => {
    res.statusCode = 304;
    res.end();
  },
  '/json': (res) => {
    res.setHeader('content-type', 'application/json');
    res.write('{"a":');
    res.end('1}');
  },
  '/cms-file': (res) => {
    res.setHeader('content-type', 'text/html');
    res.setHeader('content-disposition', 'attachment');
    res.setHeader('content-security-policy', 'sandbox');
    res.end(PAGE);
  },
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-security-policy', SITE_POLICY);
    if (req.url === '/cms-file') res.removeHeader('content-security-policy');
    settlePagesOf(res);
    routes[req.url!]!(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('settlePagesOf: every HTML page gets its own script hashes', () => {
  it('a page written in pieces: the site policy plus the hash of its inline script, body unchanged', async () => {
    const res = await fetch(`${origin}/page`);
    expect(res.headers.get('content-security-policy')).toBe(
      `${SITE_POLICY}; script-src 'self' ${hash}; script-src-attr 'none'`,
    );
    expect(await res.text()).toBe(PAGE);
  });

  it('a compressed page is read through its coding; the compressed bytes go out as they were', async () => {
    const res = await fetch(`${origin}/gzipped`);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-security-policy')).toContain(hash);
    expect(await res.text()).toBe(PAGE);
  });

  it('an error screen responds with the status it states, stored by no cache', async () => {
    const res = await fetch(`${origin}/error-screen`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('a 304 carries no policy: the browser keeps the stored page’s, with that page’s hashes', async () => {
    const res = await fetch(`${origin}/not-modified`);
    expect(res.status).toBe(304);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('other responses pass through untouched', async () => {
    const json = await fetch(`${origin}/json`);
    expect(json.headers.get('content-security-policy')).toBe(SITE_POLICY);
    expect(await json.json()).toEqual({ a: 1 });
    const file = await fetch(`${origin}/cms-file`);
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
  });
});
