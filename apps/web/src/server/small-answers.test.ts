import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerPipeline } from './answer-pipeline.ts';
import { SMALL_ANSWER_BYTES, SMALL_ANSWER_WAIT_MS } from './small-answers.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** The production server's wiring (answer-pipeline.ts) around `answer`. */
async function serve(answer: (res: ServerResponse) => void): Promise<string> {
  const prepare = answerPipeline();
  server = createServer((req, res) => {
    if (!prepare(req, res)) answer(res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const COMPRESSED = { headers: { 'accept-encoding': 'gzip, br' } };
const tick = () => new Promise((r) => setImmediate(r));

/** As Next.js streams a server action's answer: the head flushed, then the bytes, then the end, each on a later turn. */
function streamed(parts: string[], { type = 'text/x-component', pauseMs = 0 } = {}) {
  return (res: ServerResponse) => {
    res.setHeader('content-type', type);
    res.writeHead(200);
    res.flushHeaders();
    void (async () => {
      for (const part of parts) {
        await tick();
        res.write(part);
      }
      await new Promise((r) => setTimeout(r, pauseMs));
      res.end();
    })();
  };
}

describe('small answers go out whole, uncompressed, with their length', () => {
  it("a server action's few hundred bytes: no gzip or Brotli stream, a Content-Length", async () => {
    const parts = ['0:{"a":"$@1"}\n', `1:${JSON.stringify({ ok: true, code: 'F-ABC123' })}\n`];
    const url = await serve(streamed(parts));
    const res = await fetch(url, COMPRESSED);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(parts.join('').length));
    expect(await res.text()).toBe(parts.join(''));
  });

  it('an answer that passes a kilobyte is compressed as it streams', async () => {
    const part = 'x'.repeat(400);
    const url = await serve(streamed([part, part, part], { type: 'application/json' }));
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(part.repeat(3));
    expect(part.length * 3).toBeGreaterThan(SMALL_ANSWER_BYTES);
  });

  it("a slow stream's first bytes are not kept waiting for its end", async () => {
    const pauseMs = SMALL_ANSWER_WAIT_MS + 400;
    const url = await serve(streamed(['first bytes'], { pauseMs }));
    const started = performance.now();
    const res = await fetch(url, COMPRESSED);
    // The head (and the bytes) came before the end.
    expect(performance.now() - started).toBeLessThan(pauseMs);
    expect(await res.text()).toBe('first bytes');
  });

  it('an answer without a body gets no length: a 204, a 304, a HEAD', async () => {
    const url = await serve((res) => {
      res.writeHead(res.req.method === 'HEAD' ? 200 : res.req.url === '/304' ? 304 : 204);
      res.end();
    });
    for (const [path, method, status] of [
      ['', 'GET', 204],
      ['304', 'GET', 304],
      ['', 'HEAD', 200],
    ] as const) {
      const res = await fetch(`${url}${path}`, { ...COMPRESSED, method });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-length')).toBeNull();
    }
  });
});
