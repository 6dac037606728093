/**
 * The production server: Next.js' request handler, with every HTML answer held until complete
 * so that it gets a script CSP of its own inline scripts' hashes (docs/security.md) and the
 * status its error screen states, if it shows one (docs/reliability.md).
 * `npm start`, the e2e suite and the bench run this instead of `next start`. Same options:
 * PORT (default 3000), all interfaces; NEXT_DIST_DIR via next.config.ts.
 */
import { createServer } from 'node:http';
import next from 'next';
import { addScriptPolicy, statusFromErrorScreen } from './src/server/html-answer.ts';
import { holdHtml } from './src/server/hold-html.ts';

// Next.js and the action guard (lib/site/action-guard.ts) find the build relative to here,
// wherever the server was started from.
process.chdir(import.meta.dirname);
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: import.meta.dirname, port });
await app.prepare();
const handle = app.getRequestHandler();

createServer((req, res) => {
  holdHtml(res, (html, answer) => {
    addScriptPolicy(html, answer);
    statusFromErrorScreen(html, answer);
  });
  void handle(req, res);
}).listen(port, () => console.log(`✓ Ready on port ${port} (script CSP by hash)`));
