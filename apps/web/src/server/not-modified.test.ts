import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PAGE_POLICY } from '@rental/domain/security-headers';
import { addScriptPolicy } from './html-answer.ts';
import { holdHtml } from './hold-html.ts';
import { keepStoredPolicyOnNotModified } from './not-modified.ts';

/** The production wrapper's order (apps/web/server.ts) around an answer written as Next.js writes it. */
async function headersOf(
  answer: (res: ServerResponse) => void,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  const server = createServer((_req, res) => {
    keepStoredPolicyOnNotModified(res);
    holdHtml(res, (html, r) => {
      addScriptPolicy(html, r);
    });
    res.setHeader('content-security-policy', PAGE_POLICY);
    answer(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) =>
    request({ port, host: '127.0.0.1', agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        server.close();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      });
    }).end(),
  );
}

describe('a revalidated page keeps the policy the browser stored with its body', () => {
  it('a 304 carries no policy, whether Next.js names the page type or not', async () => {
    const bare = await headersOf((res) => {
      res.statusCode = 304;
      res.end();
    });
    const typed = await headersOf((res) =>
      res
        .writeHead(304, {
          'content-type': 'text/html; charset=utf-8',
          'Content-Security-Policy': PAGE_POLICY,
        })
        .end(),
    );
    expect(bare.status).toBe(304);
    expect(bare.headers['content-security-policy']).toBeUndefined();
    expect(typed.status).toBe(304);
    expect(typed.headers['content-security-policy']).toBeUndefined();
  });

  it('a full answer still gets its script hashes', async () => {
    const page = await headersOf((res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<script>1</script>'),
    );
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });
});
