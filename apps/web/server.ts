/**
 * The production server: Next.js' request handler, with every HTML answer held until complete
 * so that it gets a script CSP of its own inline scripts' hashes (docs/security.md) and the
 * status its error screen states, if it shows one (docs/reliability.md) — the first time only
 * for a prerendered or cached page, whose policy and gzipped copy are then found by its ETag
 * (page-answers.ts); a plain page load sent within the last second is replayed as it was sent,
 * without Next.js (replayed-pages.ts). This server compresses answers, not Next.js.
 * `npm start`, the e2e suite and the bench run this instead of `next start`. Same options:
 * PORT (default 3000), all interfaces; NEXT_DIST_DIR via next.config.ts.
 * At the root, before Next.js sees a request: methods other than GET/HEAD/POST/OPTIONS get a
 * 405, the client's address is settled from the socket (TRUSTED_PROXIES; docs/security.md), a
 * body over the site's largest gets a 413 without being read further, a request on another host
 * name than SITE_URL's a 308 to it, and CMS files keep their sandbox policy.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import next from 'next';
import { BRAND } from './src/lib/config/brand.ts';
import { readServerConfig } from './src/lib/config/server.ts';
import { answerPipeline } from './src/server/answer-pipeline.ts';
import { limitRequestBody, MAX_REQUEST_BODY_BYTES } from './src/server/body-limit.ts';
import { canonicalOrigin, redirectToCanonicalHost } from './src/server/canonical-host.ts';
import { parseTrustedProxies, settleClientHeaders } from './src/server/client-address.ts';
import { shutDownOn, shuttingDown } from './src/server/lifecycle.ts';
import { installLogLines, logFormatOf, requestFields } from './src/server/log-lines.ts';
import { refuseMethod } from './src/server/refuse-method.ts';
import { tagsManifest } from './src/server/next-tags-manifest.ts';

// Next.js and the action guard (lib/proxy/action-guard.ts) find the build relative to here,
// wherever the server was started from.
process.chdir(import.meta.dirname);
// One line per console call and per request, with the request's id (docs/operations.md "Logs").
const requests = new AsyncLocalStorage<string>();
installLogLines({
  format: logFormatOf(process.env.LOG_FORMAT, process.stdout.isTTY),
  brand: BRAND,
  requestId: () => requests.getStore(),
});
/** nginx's $request_id when a trusted proxy sent it (settleClientHeaders drops it otherwise), else our own. */
const requestIdOf = (sent: string | string[] | undefined) =>
  typeof sent === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(sent) ? sent : randomUUID();
const port = Number(process.env.PORT ?? 3000);
// A bad setting stops the server here, naming it (like every other server setting).
const trustedProxies = parseTrustedProxies(readServerConfig().TRUSTED_PROXIES);
// Visitors on another host name are sent to SITE_URL's (canonical-host.ts).
const canonical = canonicalOrigin({
  SITE_URL: process.env.SITE_URL,
  CANONICAL_HOST_REDIRECT: readServerConfig().CANONICAL_HOST_REDIRECT,
});
// This server compresses (below): Next.js' own compression is off (next.config.ts).
process.env.SITE_SERVER_COMPRESSES = '1';
const app = next({ dev: false, dir: import.meta.dirname, port });
await app.prepare();
const handle = app.getRequestHandler();
// Replays, script policies, held HTML and compression (answer-pipeline.ts). A replay is
// dropped once Next's tags manifest (outside its bundles, so this very Map) has an invalidation.
const prepareAnswer = answerPipeline({
  manifest: tagsManifest,
  distDir: process.env.NEXT_DIST_DIR || '.next',
});

const server = createServer((req, res) => {
  if (refuseMethod(req, res, console.error)) return;
  // Who is asking, from the connection (and a trusted proxy's headers only): rate limits key on it.
  settleClientHeaders(req.socket.remoteAddress, req.headers, trustedProxies);
  const id = requestIdOf(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  // While shutting down, no connection is kept for another request.
  if (shuttingDown()) res.setHeader('connection', 'close');
  const started = performance.now();
  let replayed = false;
  res.once('finish', () =>
    requests.run(id, () =>
      console.info(requestFields(req, res.statusCode, performance.now() - started, replayed)),
    ),
  );
  // No body is read past the site's largest (body-limit.ts): Next.js would read it whole.
  limitRequestBody(
    req,
    res,
    MAX_REQUEST_BODY_BYTES,
    (request) => {
      if (redirectToCanonicalHost(canonical, request, res)) return;
      replayed = prepareAnswer(request, res);
      if (!replayed) requests.run(id, () => void handle(request, res));
    },
    console.error,
  );
}).listen(port, () => console.log(`✓ Ready on port ${port} (script CSP by hash)`));
shutDownOn(['SIGTERM', 'SIGINT'], server);
