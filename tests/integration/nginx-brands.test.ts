import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '@rental/domain/brands';
import type { RunningProcess } from '@rental/cms/runtime';
import { startNginx } from '../../scripts/lib/nginx.ts';

/**
 * `npm run start:all`'s front: the shipped nginx templates, rendered once per brand
 * on one port, send each host name to its brand's server and nothing else anywhere; stand-ins
 * answer for the four sites (the real ones are checked by hand and in docs/operations.md).
 */
const PROXY_PORT = 8098;
const SITE_PORT = 8099; // + 0…3
/** A second firefly process that is down (nothing listens): nginx must use the first. */
const DOWN_PORT = 8097;
let nginx: RunningProcess | undefined;
const sites: Server[] = [];
const dir = mkdtempSync(join(tmpdir(), 'nginx-brands-'));

beforeAll(async () => {
  for (const [i, brand] of BRAND_KEYS.entries()) {
    const site = createServer((req, res) => {
      res.writeHead(200, {
        'content-type': 'text/plain',
        'cache-control': 'no-store',
        'x-seen-request-id': String(req.headers['x-request-id']),
        // What the site answers with; nginx replaces it with its own (the same, unless cached).
        'x-request-id': 'from-the-site',
      });
      res.end(`${brand} ${req.headers.host} ${req.headers['x-forwarded-host']}`);
    });
    await new Promise<void>((r) => site.listen(SITE_PORT + i, '127.0.0.1', r));
    sites.push(site);
  }
  nginx = await startNginx({
    dir,
    proxyPort: PROXY_PORT,
    accessLog: join(dir, 'access.log'),
    sites: BRAND_KEYS.map((brand, i) => ({
      brand,
      upstreams: [
        ...(brand === 'firefly' ? [`127.0.0.1:${DOWN_PORT}`] : []),
        `127.0.0.1:${SITE_PORT + i}`,
      ],
      serverName: `${brand}.localhost`,
    })),
  });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(sites.map((s) => new Promise((r) => s.close(r))));
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the host name a browser sends for `<brand>.localhost:<port>`. */
function get(
  host: string,
): Promise<{ status: number; body: string; ids: [string, string] } | 'closed'> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: PROXY_PORT, path: '/api/x', headers: { host } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            ids: [String(res.headers['x-seen-request-id']), String(res.headers['x-request-id'])],
          }),
        );
      },
    );
    req.on('error', () => resolve('closed'));
    req.end();
  });
}

describe('four brands behind one nginx, by host name', () => {
  it.each(BRAND_KEYS)(
    '%s.localhost reaches the %s site, with the host it was asked for',
    async (brand) => {
      const host = `${brand}.localhost:${PROXY_PORT}`;
      const answer = await get(host);
      if (answer === 'closed') throw new Error('closed');
      expect(answer).toMatchObject({ status: 200, body: `${brand} ${host} ${host}` });
      // One request id from nginx, seen by the site and given back to the client.
      const [seen, returned] = answer.ids;
      expect(seen).toMatch(/^[0-9a-f]{32}$/);
      expect(returned).toBe(seen);
    },
  );

  it('answers nothing for a host name no brand has', async () => {
    expect(await get(`elsewhere.example:${PROXY_PORT}`)).toBe('closed');
    expect(await get(`127.0.0.1:${PROXY_PORT}`)).toBe('closed');
  });

  it("sends a brand's requests to its process that answers when another is down", async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await get(`firefly.localhost:${PROXY_PORT}`);
      expect(answer === 'closed' ? 'closed' : answer.status).toBe(200);
    }
  });

  it('writes one JSON access-log line per request, with the id it returned', async () => {
    const answer = await get(`tucan.localhost:${PROXY_PORT}`);
    if (answer === 'closed') throw new Error('closed');
    // nginx writes the line once the answer is sent; give it a moment.
    await new Promise((r) => setTimeout(r, 200));
    const lines = readFileSync(join(dir, 'access.log'), 'utf8').trim().split('\n');
    const line = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ requestId: answer.ids[1], status: 200, host: 'tucan.localhost' });
  });
});
