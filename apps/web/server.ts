/**
 * The production server: Next.js' request handler, with every HTML answer held until complete
 * so that it gets a script CSP of its own inline scripts' hashes (docs/security.md) and the
 * status its error screen states, if it shows one (docs/reliability.md).
 * `npm start`, the e2e suite and the bench run this instead of `next start`. Same options:
 * PORT (default 3000), all interfaces; NEXT_DIST_DIR via next.config.ts.
 * At the root, before Next.js sees a request: methods other than GET/HEAD/POST/OPTIONS get a
 * 405, the client's address is settled from the socket (TRUSTED_PROXIES; docs/security.md),
 * and CMS files keep their sandbox policy.
 */
import { createServer } from 'node:http';
import next from 'next';
import { readServerConfig } from './src/lib/config/server.ts';
import { isAssetRequest, keepAssetPolicy } from './src/server/asset-answer.ts';
import { parseTrustedProxies, settleClientHeaders } from './src/server/client-address.ts';
import { addScriptPolicy, statusFromErrorScreen } from './src/server/html-answer.ts';
import { holdHtml } from './src/server/hold-html.ts';
import { keepStoredPolicyOnNotModified } from './src/server/not-modified.ts';
import { refuseMethod } from './src/server/refuse-method.ts';

// Next.js and the action guard (lib/site/action-guard.ts) find the build relative to here,
// wherever the server was started from.
process.chdir(import.meta.dirname);
const port = Number(process.env.PORT ?? 3000);
// A bad setting stops the server here, naming it (like every other server setting).
const trustedProxies = parseTrustedProxies(readServerConfig().TRUSTED_PROXIES);
const app = next({ dev: false, dir: import.meta.dirname, port });
await app.prepare();
const handle = app.getRequestHandler();

createServer((req, res) => {
  if (refuseMethod(req, res, console.error)) return;
  // Who is asking, from the connection (and a trusted proxy's headers only): rate limits key on it.
  settleClientHeaders(req.socket.remoteAddress, req.headers, trustedProxies);
  keepStoredPolicyOnNotModified(res);
  if (isAssetRequest(req.url)) keepAssetPolicy(res);
  else {
    holdHtml(res, (html, answer) => {
      addScriptPolicy(html, answer);
      statusFromErrorScreen(html, answer);
    });
  }
  void handle(req, res);
}).listen(port, () => console.log(`✓ Ready on port ${port} (script CSP by hash)`));
