import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addScriptPolicy, statusFromErrorScreen } from './html-answer.ts';
import { holdHtml } from './hold-html.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers as Next.js does (headers, then chunks), behind the production wrapper. */
async function serve(answer: (res: import('node:http').ServerResponse) => void): Promise<string> {
  server = createServer((_req, res) => {
    holdHtml(res, (html, r) => {
      addScriptPolicy(html, r);
      statusFromErrorScreen(html, r);
    });
    answer(res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const PAGE =
  '<html><body><main>Hola</main><script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"b"])</script></body></html>';

describe('HTML answers held until complete', () => {
  it('get the hashes of their inline scripts added to the policy, streamed in chunks after flushHeaders', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', "frame-ancestors 'none'");
      res.flushHeaders();
      res.write(PAGE.slice(0, 40));
      setTimeout(() => res.end(PAGE.slice(40)), 20);
    });
    const response = await fetch(url);
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get('content-security-policy')).toBe(
      `frame-ancestors 'none'; script-src 'self' ${sha('self.__next_f.push([1,"a"])')} ${sha('self.__next_f.push([1,"b"])')}; script-src-attr 'none'`,
    );
  });

  it('read compressed answers through their encoding and send the bytes unchanged', async () => {
    const body = gzipSync(PAGE);
    const url = await serve((res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-encoding': 'gzip',
        'content-length': body.length,
      });
      res.end(body);
    });
    const response = await fetch(url);
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get('content-security-policy')).toContain(
      sha('self.__next_f.push([1,"a"])'),
    );
  });

  it('answer with the status an error screen states, uncached', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('cache-control', 's-maxage=60');
      res.end(
        '<html><section role="alert" data-error-status="503">Página no disponible</section></html>',
      );
    });
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('an error screen wins over the status given to writeHead', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<main data-error-status="500">Error</main>');
    });
    expect((await fetch(url)).status).toBe(500);
  });

  it('leave everything that is not HTML alone', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"html":"<script>x()</script>"}');
    });
    const response = await fetch(url);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.text()).toBe('{"html":"<script>x()</script>"}');
  });
});
