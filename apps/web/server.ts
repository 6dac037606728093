/**
 * The production server (`npm start`): Next.js' request handler with what only the site does
 * around it (docs/architecture.md "The site's server"). Compression, static files and the page
 * cache are nginx's in production and Next's own on a lone process. PORT defaults to 3000.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { BRAND } from './src/lib/config/brand.ts';
import { readServerConfig } from './src/lib/config/server.ts';
import { parseTrustedProxies, settleClientHeaders } from './src/lib/http/client-address.ts';
import { installLogLines, logFormatOf, requestFields } from './src/lib/ops/log-lines.ts';
import { shuttingDown } from './src/lib/runtime/shutting-down.ts';
import { limitRequestBody, MAX_REQUEST_BODY_BYTES } from './src/server/body-limit.ts';
import { canonicalOrigin } from '@rental/domain/canonical-host';
import { redirectToCanonicalHost } from './src/server/canonical-host.ts';
import { settlePagesOf } from './src/server/page-policy.ts';
import { shutDownOn } from './src/server/shutdown.ts';

// Next.js and the action guard find the build relative to here, wherever the server was started.
process.chdir(import.meta.dirname);
const requests = new AsyncLocalStorage<string>();
installLogLines({
  format: logFormatOf(process.env.LOG_FORMAT, process.stdout.isTTY),
  brand: BRAND,
  requestId: () => requests.getStore(),
});
const config = readServerConfig();
const trustedProxies = parseTrustedProxies(config.TRUSTED_PROXIES);
const canonical = canonicalOrigin({ ...config, SITE_URL: process.env.SITE_URL });
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: import.meta.dirname, port });
await app.prepare();
const handle = app.getRequestHandler();

/** Next.js responds to other methods (TRACE, PUT…) with a 500. */
const ALLOWED = 'GET, HEAD, POST, OPTIONS';
function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (ALLOWED.split(', ').includes(req.method ?? '')) return false;
  console.error(`[server] 405 ${req.method?.slice(0, 20)} ${req.url?.slice(0, 200)}`);
  const headers = { allow: ALLOWED, 'content-type': 'text/plain', 'cache-control': 'no-store' };
  res.writeHead(405, headers).end('Method not allowed\n');
  return true;
}

/** nginx's $request_id when a trusted proxy sent it (settleClientHeaders drops anyone else's), else our own. */
const requestIdOf = (sent: string | string[] | undefined) =>
  typeof sent === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(sent) ? sent : randomUUID();

const server = createServer((req, res) => {
  if (refuseMethod(req, res)) return;
  // Rate limits key on the address from the socket, or a trusted proxy's headers only.
  settleClientHeaders(req.socket.remoteAddress, req.headers, trustedProxies);
  const id = requestIdOf(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  if (shuttingDown()) res.setHeader('connection', 'close');
  const started = performance.now();
  res.once('finish', () =>
    requests.run(id, () =>
      console.info(requestFields(req, res.statusCode, performance.now() - started)),
    ),
  );
  limitRequestBody(
    req,
    res,
    MAX_REQUEST_BODY_BYTES,
    (request) => {
      if (redirectToCanonicalHost(canonical, request, res)) return;
      settlePagesOf(res);
      requests.run(id, () => void handle(request, res));
    },
    console.error,
  );
}).listen(port, () => console.log(`✓ Ready on port ${port}`));
shutDownOn(['SIGTERM', 'SIGINT'], server);
