import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
// Next's own copying of a request body for its proxy (what it does to a POST to a page).
import { getCloneableBody } from 'next/dist/server/body-streams.js';
import { limitRequestBody } from './body-limit.ts';

const LIMIT = 100 * 1024;
const MB = 1024 * 1024;

/** The site's server in miniature: the limit in front of a handler that reads the body whole, as Next.js does. */
async function site() {
  const seen: { bytes: number; headers: IncomingMessage['headers'] }[] = [];
  const socketBytes: number[] = [];
  const lines: string[] = [];
  const server: Server = createServer((req, res) => {
    res.once('finish', () => socketBytes.push(req.socket.bytesRead));
    limitRequestBody(
      req,
      res,
      LIMIT,
      async (passed) => {
        // As Next.js hands a route handler its request: the message itself as a stream body.
        const request = new Request(`http://localhost${passed.url}`, {
          method: passed.method,
          body: passed.method === 'GET' ? null : (passed as unknown as ReadableStream),
          duplex: 'half',
        } as RequestInit);
        const bytes = (await request.arrayBuffer()).byteLength;
        seen.push({ bytes, headers: passed.headers });
        res.end(JSON.stringify({ bytes }));
      },
      (line) => lines.push(line),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, seen, socketBytes, lines };
}
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A body of `total` bytes sent as it is made, chunked (no Content-Length) unless `length` is given. */
function send(
  port: number,
  total: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', method: 'POST', path: '/api/reservations', headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    // Writing after the server closed the connection fails: that is the point.
    req.on('error', () => undefined);
    let sent = 0;
    Readable.from(
      (function* () {
        while (sent < total) {
          const n = Math.min(64 * 1024, total - sent);
          sent += n;
          yield Buffer.alloc(n, 0x61);
        }
      })(),
    ).pipe(req);
  });
}

describe('limitRequestBody: no body is read past the limit', () => {
  it('a 24 MB body without a length: 413 after reading about the limit, and the handler never runs', async () => {
    const s = await site();
    const response = await send(s.port, 24 * MB);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: 'body too large' });
    expect(s.seen).toEqual([]);
    expect(s.socketBytes[0]).toBeLessThan(LIMIT + MB);
    expect(s.lines).toEqual([`[server] 413 body over ${LIMIT} bytes: POST /api/reservations`]);
  });

  it('a declared length over the limit: 413 without reading the body', async () => {
    const s = await site();
    const response = await send(s.port, 24 * MB, { 'content-length': String(24 * MB) });
    expect(response.status).toBe(413);
    expect(s.seen).toEqual([]);
    expect(s.socketBytes[0]).toBeLessThan(LIMIT + MB);
  });

  it('a chunked body within the limit reaches the handler whole, with its length and no longer chunked', async () => {
    const s = await site();
    const response = await send(s.port, LIMIT);
    expect([response.status, response.body]).toEqual([200, JSON.stringify({ bytes: LIMIT })]);
    expect(s.seen[0].headers['content-length']).toBe(String(LIMIT));
    expect(s.seen[0].headers['transfer-encoding']).toBeUndefined();
  });

  it('a chunked body within the limit survives Next’s copy for its proxy: both the copy and the request have it whole', async () => {
    const copies: number[] = [];
    const server = createServer((req, res) =>
      limitRequestBody(
        req,
        res,
        LIMIT,
        async (passed) => {
          const body = getCloneableBody(passed);
          let copied = 0;
          for await (const chunk of body.cloneBodyStream()) copied += (chunk as Buffer).length;
          copies.push(copied);
          await body.finalize();
          let bytes = 0;
          for await (const chunk of passed) bytes += (chunk as Buffer).length;
          res.end(JSON.stringify({ bytes }));
        },
        () => undefined,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const response = await send((server.address() as AddressInfo).port, 70_000);
    expect([response.status, response.body, copies]).toEqual([200, '{"bytes":70000}', [70_000]]);
  });

  it('a body with its length within the limit, and a request without a body, pass as they are', async () => {
    const s = await site();
    expect((await send(s.port, 2000, { 'content-length': '2000' })).body).toBe('{"bytes":2000}');
    expect((await send(s.port, 0, { 'content-length': '0' })).body).toBe('{"bytes":0}');
  });
});
