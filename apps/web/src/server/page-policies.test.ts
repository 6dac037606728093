import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addScriptPolicy, statusFromErrorScreen } from './html-answer.ts';
import { holdHtml } from './hold-html.ts';
import { pagePolicies } from './page-policies.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** The production server's wiring (server.ts): held answers, their policies remembered by ETag. */
async function serve(answer: (res: ServerResponse) => void, size?: number): Promise<string> {
  const policies = pagePolicies(size);
  server = createServer((_req, res) => {
    holdHtml(
      res,
      (html, r) => {
        const policy = addScriptPolicy(html, r);
        statusFromErrorScreen(html, r);
        policies.remember(r, policy);
      },
      { known: policies.known },
    );
    answer(res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const script = (n: number) => `self.__next_f.push([1,"${n}"])`;
const page = (n: number) =>
  `<html><body><main>${n}</main><script>${script(n)}</script></body></html>`;
const policyOf = (n: number) =>
  `frame-ancestors 'none'; script-src 'self' ${sha(script(n))}; script-src-attr 'none'`;

/**
 * A page as Next.js streams a cached one: its ETag, the head, then its body in two chunks, the
 * second only once `release` is called; with `screen`, the error screen of a 503.
 * `ended()` says whether the body is complete.
 */
function streamedPage(bodies: Record<string, number>, { status = 200, screen = false } = {}) {
  let release = () => {};
  let ended = false;
  const answer = (res: ServerResponse) => {
    const [etag, n] = Object.entries(bodies)[0]!;
    ended = false;
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', "frame-ancestors 'none'");
    if (etag) res.setHeader('etag', etag);
    const html = screen ? page(n).replace('<main>', '<main data-error-status="503">') : page(n);
    res.write(html.slice(0, 20));
    release = () => {
      ended = true;
      res.end(html.slice(20));
    };
  };
  return { answer, release: () => release(), ended: () => ended };
}

describe('script policies remembered by ETag', () => {
  it('a page body sent before streams at once, with the policy its first answer got', async () => {
    const stream = streamedPage({ '"a"': 1 });
    const url = await serve(stream.answer);
    // First time: held until complete, hashed.
    const first = fetch(url);
    setTimeout(stream.release, 20);
    const held = await first;
    expect(stream.ended()).toBe(true);
    expect(held.headers.get('content-security-policy')).toBe(policyOf(1));
    expect(await held.text()).toBe(page(1));

    // Second time: the head (with the policy) arrives while the body is still being written.
    const again = await fetch(url);
    expect(stream.ended()).toBe(false);
    expect(again.headers.get('content-security-policy')).toBe(policyOf(1));
    stream.release();
    expect(await again.text()).toBe(page(1));
  });

  it('a new body (a new ETag) is held and hashed anew', async () => {
    let stream = streamedPage({ '"v1"': 1 });
    const url = await serve((res) => stream.answer(res));
    for (const n of [1, 1, 2]) {
      stream = streamedPage({ [`"v${n}"`]: n });
      const pending = fetch(url);
      setTimeout(stream.release, 20);
      const response = await pending;
      expect(response.headers.get('content-security-policy')).toBe(policyOf(n));
      await response.text();
    }
    // v2's first answer was held (complete before its head arrived) although v1 was known.
    expect(stream.ended()).toBe(true);
  });

  it('answers without an ETag, error screens and other statuses are held every time', async () => {
    for (const [bodies, status, screen] of [
      [{ '': 1 }, 200, false],
      [{ '"e"': 1 }, 404, false],
      [{ '"s"': 1 }, 200, true],
    ] as const) {
      const stream = streamedPage(bodies, { status, screen });
      const url = await serve(stream.answer);
      for (let i = 0; i < 2; i++) {
        const pending = fetch(url);
        setTimeout(stream.release, 20);
        const response = await pending;
        expect(stream.ended()).toBe(true);
        expect(response.headers.get('content-security-policy')).toBe(policyOf(1));
        expect(response.status).toBe(screen ? 503 : status);
        await response.text();
      }
      server!.close();
    }
  });

  it('forgets the least recently sent body first', async () => {
    const { known, remember } = pagePolicies(1);
    const res = (etag: string) => {
      const headers: Record<string, string> = { etag };
      return {
        statusCode: 200,
        getHeader: (name: string) => headers[name],
        setHeader: (name: string, value: string) => (headers[name] = value),
      } as unknown as ServerResponse;
    };
    remember(res('"a"'), 'A');
    remember(res('"b"'), 'B');
    expect(known(res('"a"'), { status: 200, etag: '"a"' })).toBe(false);
    const b = res('"b"');
    expect(known(b, { status: 200, etag: '"b"' })).toBe(true);
    expect(b.getHeader('content-security-policy')).toBe('B');
  });
});
