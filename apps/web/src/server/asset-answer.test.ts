import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ASSET_POLICY } from '@rental/domain/security-headers';
import { isAssetRequest, keepAssetPolicy } from './asset-answer.ts';

describe('CMS files at the root', () => {
  it('recognises an asset path however it is spelled', () => {
    for (const url of [
      '/assets/abc',
      '/assets/abc?x=1',
      '//assets/abc',
      '/%61ssets/abc',
      '/x/../assets/abc',
    ])
      expect(isAssetRequest(url), url).toBe(true);
    for (const url of ['/', '/assetsx/abc', '/es/assets', '/%E0%A4%A', undefined])
      expect(isAssetRequest(url), String(url)).toBe(false);
  });

  it('keeps the sandbox policy whatever was set before, and makes anything but an image a download', async () => {
    const server = createServer((req, res) => {
      keepAssetPolicy(res);
      // What a site-wide header and a route would have set.
      res.setHeader('content-security-policy', "frame-ancestors 'none'");
      if (req.url === '/page')
        res
          .writeHead(200, {
            'content-type': 'text/html',
            'Content-Security-Policy': "script-src 'self'",
          })
          .end('<script>1</script>');
      else res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<Record<string, unknown>>((resolve) =>
        request({ port, path, host: '127.0.0.1' }, (res) => {
          res.resume();
          resolve(res.headers);
        }).end(),
      );
    const page = await get('/page');
    const svg = await get('/svg');
    server.close();
    expect(page['content-security-policy']).toBe(ASSET_POLICY);
    expect(page['content-disposition']).toBe('attachment');
    expect(svg['content-security-policy']).toBe(ASSET_POLICY);
    expect(svg['content-disposition']).toBe('inline');
  });
});
