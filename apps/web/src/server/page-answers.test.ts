import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { answerPipeline } from './answer-pipeline.ts';
import { pageAnswers } from './page-answers.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** The production server's wiring (answer-pipeline.ts): held answers, remembered by ETag. */
async function serve(answer: (res: ServerResponse) => void, pages?: number): Promise<string> {
  const prepare = answerPipeline({ pages });
  server = createServer((req, res) => {
    if (!prepare(req, res)) answer(res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Without gzip (fetch asks for it by default); `raw` sends the page's own Accept-Encoding. */
const IDENTITY = { headers: { 'accept-encoding': 'identity' } };

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const script = (n: number) => `self.__next_f.push([1,"${n}"])`;
/** Over a kilobyte, as every page is: smaller answers are not compressed. */
const FILLER = 'Nuestra flota. '.repeat(100);
const page = (n: number) =>
  `<html><body><main>${n} ${FILLER}</main><script>${script(n)}</script></body></html>`;
const policyOf = (n: number) =>
  `frame-ancestors 'none'; script-src 'self' ${sha(script(n))}; script-src-attr 'none'`;

/**
 * A page as Next.js streams a cached one: its ETag, the head, then its body in two chunks, the
 * second only once `release` is called; with `screen`, the error screen of a 503.
 * `ended()` says whether the body is complete. A release that comes before the request reaches
 * the server (a busy machine) ends the next answer as soon as it is written.
 */
function streamedPage(bodies: Record<string, number>, { status = 200, screen = false } = {}) {
  let finish: (() => void) | undefined;
  let releaseWaiting = false;
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
    finish = () => {
      finish = undefined;
      ended = true;
      res.end(html.slice(20));
    };
    if (releaseWaiting) {
      releaseWaiting = false;
      finish();
    }
  };
  const release = () => {
    if (finish) finish();
    else releaseWaiting = true;
  };
  return { answer, release, ended: () => ended };
}

describe('page answers remembered by ETag', () => {
  it('a page body sent before streams at once, with the policy its first answer got (no gzip)', async () => {
    const stream = streamedPage({ '"a"': 1 });
    const url = await serve(stream.answer);
    // First time: held until complete, hashed.
    const first = fetch(url, IDENTITY);
    setTimeout(stream.release, 20);
    const held = await first;
    expect(stream.ended()).toBe(true);
    expect(held.headers.get('content-security-policy')).toBe(policyOf(1));
    expect(await held.text()).toBe(page(1));

    // Second time: the head (with the policy) arrives while the body is still being written.
    const again = await fetch(url, IDENTITY);
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

  it('a page is gzipped once: later answers send that copy, not the bytes Next.js writes again', async () => {
    let stream = streamedPage({ '"g"': 7 });
    const url = await serve((res) => stream.answer(res));
    const first = fetch(url);
    setTimeout(stream.release, 20);
    const held = await first;
    expect(held.headers.get('content-encoding')).toBe('gzip');
    expect(held.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(held.headers.get('content-length'))).toBeLessThan(page(7).length / 3);
    expect(await held.text()).toBe(page(7));

    // The same ETag: the stored copy goes out, whatever is written this time (Next.js writes
    // the same bytes for the same ETag; other bytes here show which body was sent).
    stream = streamedPage({ '"g"': 9 });
    const again = fetch(url);
    setTimeout(stream.release, 20);
    const known = await again;
    expect(known.headers.get('content-encoding')).toBe('gzip');
    expect(known.headers.get('content-security-policy')).toBe(policyOf(7));
    expect(await known.text()).toBe(page(7));
  });

  it('a client without gzip gets the page as it is, the others its gzipped copy', async () => {
    const stream = streamedPage({ '"i"': 8 });
    const url = await serve(stream.answer);
    for (const [options, encoding] of [
      [IDENTITY, null],
      [{}, 'gzip'],
      [IDENTITY, null],
      [{}, 'gzip'],
    ] as const) {
      const pending = fetch(url, options);
      setTimeout(stream.release, 20);
      const response = await pending;
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(page(8));
    }
  });

  it('a page is sent in Brotli, once its copy is made, to clients that take it', async () => {
    const stream = streamedPage({ '"b"': 5 });
    const url = await serve(stream.answer);
    const asking = (encoding: string) => async () => {
      const pending = fetch(url, { headers: { 'accept-encoding': encoding } });
      setTimeout(stream.release, 20);
      const response = await pending;
      return { encoding: response.headers.get('content-encoding'), body: await response.text() };
    };
    const browser = asking('gzip, deflate, br, zstd');
    // The first answer is held and gzipped; the Brotli copy is made after it, in the background.
    expect(await browser()).toEqual({ encoding: 'gzip', body: page(5) });
    await expect.poll(async () => (await browser()).encoding, { timeout: 5000 }).toBe('br');
    expect(await browser()).toEqual({ encoding: 'br', body: page(5) });
    expect(await asking('gzip')()).toEqual({ encoding: 'gzip', body: page(5) });
    expect(await asking('identity')()).toEqual({ encoding: null, body: page(5) });
  });

  it('forgets the least recently sent body first', async () => {
    const { known: knownFor, remember } = pageAnswers(1);
    const known = knownFor({ br: false, gzip: false });
    const res = (etag: string) => {
      const headers: Record<string, string> = { etag };
      return {
        statusCode: 200,
        getHeader: (name: string) => headers[name],
        setHeader: (name: string, value: string) => (headers[name] = value),
      } as unknown as ServerResponse;
    };
    remember(res('"a"'), { policy: 'A', gzip: null, html: 'a', rewritten: false });
    remember(res('"b"'), { policy: 'B', gzip: null, html: 'b', rewritten: false });
    expect(known(res('"a"'), { status: 200, etag: '"a"' })).toBe(false);
    const b = res('"b"');
    expect(known(b, { status: 200, etag: '"b"' })).toBe(true);
    expect(b.getHeader('content-security-policy')).toBe('B');
  });
});
