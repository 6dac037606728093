import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPipeline } from './answer-pipeline.ts';
import { brotliOnce } from './content-coding.ts';

/** A script as a build writes one: over a kilobyte, of code that compresses. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `self.f${i}=function(a){return a+${i}};`).join(
  '',
);
const TINY = 'self.t=1;';
let folder: string;
let server: Server;
let url: string;

/**
 * Next.js' static handler as far as this module relies on it: its own headers, a 304 for the
 * ETag it gave, the file streamed; and the production server's wiring in front of it.
 */
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'static-copies-'));
  mkdirSync(join(folder, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(folder, 'static', 'chunks', 'app.js'), SCRIPT);
  writeFileSync(join(folder, 'static', 'chunks', 'tiny.js'), TINY);
  const prepare = answerPipeline({ distDir: folder });
  await prepare.staticCopiesMade;
  server = createServer((req, res) => {
    if (prepare(req, res)) return;
    const file = join(folder, 'static', (req.url ?? '').replace('/_next/static/', ''));
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-type', 'application/javascript; charset=UTF-8');
    res.setHeader('etag', 'W/"next"');
    if (req.headers['if-none-match'] === 'W/"next"') {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (req.headers.range === 'bytes=0-9') {
      res.statusCode = 206;
      res.setHeader('content-range', `bytes 0-9/${SCRIPT.length}`);
      res.end(SCRIPT.slice(0, 10));
    } else {
      res.setHeader('content-length', statSync(file).size);
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_next/static/chunks/`;
});
afterAll(() => {
  server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The answer as sent (fetch would decode it), asked with `encoding`. */
function ask(
  file: string,
  encoding: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; body: Buffer; header: (name: string) => string | null }>(
    (resolve, reject) => {
      const sent = request(
        url + file,
        { method, headers: { 'accept-encoding': encoding, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              header: (name) => (res.headers[name] as string | undefined) ?? null,
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end();
    },
  );
}

describe("a build's static files", () => {
  it('go to a browser as their Brotli copy, with the headers Next.js gave them', async () => {
    const { body, header } = await ask('app.js', 'gzip, deflate, br, zstd');
    expect(header('content-encoding')).toBe('br');
    expect(Number(header('content-length'))).toBe(body.length);
    // The copy made at the densest quality, not the middleware's streamed Brotli (quality 4).
    expect(body.equals(brotliCompressSync(SCRIPT, brotliOnce(SCRIPT.length)))).toBe(true);
    expect(header('vary')).toBe('Accept-Encoding');
    expect(header('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('etag')).toBe('W/"next"');
  });

  it('sends a Brotli body that decodes to the file, and gzip or the file itself to other clients', async () => {
    const brotli = await ask('app.js', 'br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    const gzip = await ask('app.js', 'gzip, deflate');
    expect(gzip.header('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await ask('app.js', 'identity');
    expect(plain.header('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the copy’s length and no body', async () => {
    const brotli = await ask('app.js', 'br');
    const head = await ask('app.js', 'br', { method: 'HEAD' });
    expect(head.header('content-encoding')).toBe('br');
    expect(head.header('content-length')).toBe(String(brotli.body.length));
    expect(head.body.length).toBe(0);
  });

  it("leaves Next.js' own answer: a 304, a range, a file too small to compress, an unknown path", async () => {
    const notModified = await ask('app.js', 'br', { headers: { 'if-none-match': 'W/"next"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.header('content-encoding')).toBeNull();
    const range = await ask('app.js', 'identity', { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(SCRIPT.slice(0, 10));
    const tiny = await ask('tiny.js', 'br, gzip');
    expect(tiny.header('content-encoding')).toBeNull();
    expect(tiny.body.toString()).toBe(TINY);
    writeFileSync(join(folder, 'static', 'chunks', 'later.js'), SCRIPT);
    const unknown = await ask('later.js', 'identity');
    expect(unknown.header('content-encoding')).toBeNull();
    expect(unknown.body.toString()).toBe(SCRIPT);
  });
});
