/**
 * One cached content page served four ways, measured one after the other: Next's own server
 * (`next start`) on the site's build, the site's production server (apps/web/server.ts) on
 * it, the production nginx in front of that (answering from its cache), and nginx serving the
 * identical HTML as a static file (pre-compressed, as a static host would, with the page's
 * headers). The static file is the baseline the others are compared with.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reloadNginx, STATIC_HEADERS_FILE, staticHeaders } from '../lib/nginx.ts';
import { measureThroughput, type LoadFigures } from './throughput.ts';

export interface ServingWays {
  /** The page's HTML, uncompressed (/flota ≤ 60 KB). */
  htmlBytes: number;
  nextStart: LoadFigures;
  direct: LoadFigures;
  proxy: LoadFigures;
  staticFile: LoadFigures;
}

async function html(
  url: string,
): Promise<{ body: string; cache: string | null; headers: Headers }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return { body: await res.text(), cache: res.headers.get('x-cache-status'), headers: res.headers };
}

/** Headers nginx's static server writes itself, or that describe the transfer rather than the page. */
const OWN_HEADERS = new Set([
  'date',
  'server',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'last-modified',
  'accept-ranges',
  'x-cache-status',
]);

/**
 * nginx's cached copy of the page (it must answer from its cache, else its figures say
 * nothing): that copy is the static file. The site may have regenerated the page since (60 s
 * after the build, with an internal hash changed), so the direct answer must be the same page
 * within a few bytes rather than byte for byte.
 */
async function cachedPage(
  proxyUrl: string,
  directUrl: string,
): Promise<{ body: string; headers: Headers }> {
  await html(proxyUrl);
  const cached = await html(proxyUrl);
  if (cached.cache !== 'HIT')
    throw new Error(
      `nginx did not answer ${proxyUrl} from its cache (X-Cache-Status: ${cached.cache})`,
    );
  const direct = await html(directUrl);
  if (Math.abs(direct.body.length - cached.body.length) > 64)
    throw new Error(
      `nginx's cached ${proxyUrl} (${cached.body.length} chars) is not the site's page (${direct.body.length} chars)`,
    );
  return cached;
}

/**
 * The static file gets the page's own headers too (the security headers are several KB: a
 * content-security-policy with a hash per inline script), so that the three answers differ
 * only in where their bytes come from — the load generator's parsing cost included.
 */
export async function measureServingWays(o: {
  path: string;
  nextStartUrl: string;
  webUrl: string;
  proxyUrl: string;
  nginxDir: string;
  staticPort: number;
  connections: number;
  seconds: number;
}): Promise<ServingWays> {
  const { body, headers } = await cachedPage(`${o.proxyUrl}${o.path}`, `${o.webUrl}${o.path}`);
  writeFileSync(join(o.nginxDir, 'static', 'page.html'), body);
  writeFileSync(join(o.nginxDir, 'static', 'page.html.gz'), gzipSync(body));
  const pageHeaders: [string, string][] = [];
  headers.forEach((value, name) => OWN_HEADERS.has(name) || pageHeaders.push([name, value]));
  writeFileSync(join(o.nginxDir, STATIC_HEADERS_FILE), staticHeaders(pageHeaders));
  await reloadNginx(o.nginxDir);
  const staticUrl = `http://127.0.0.1:${o.staticPort}/page.html`;
  if ((await html(staticUrl)).body !== body)
    throw new Error("nginx's static copy differs from the page");
  const load = { connections: o.connections, seconds: o.seconds };
  return {
    htmlBytes: Buffer.byteLength(body),
    nextStart: await measureThroughput(`${o.nextStartUrl}${o.path}`, load),
    direct: await measureThroughput(`${o.webUrl}${o.path}`, load),
    proxy: await measureThroughput(`${o.proxyUrl}${o.path}`, load),
    staticFile: await measureThroughput(staticUrl, load),
  };
}
