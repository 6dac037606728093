/**
 * `npm run bench`: against a production build with seeded data, in one run — Lighthouse on
 * the measured pages, throughput of a cached content page three ways (the site's production
 * server, the production nginx in front of it, nginx serving the same HTML as a file), and reservation
 * creation under concurrent clients. Prints a markdown table and writes it to
 * bench-results/bench.md. Needs nginx (`apt-get install -y nginx`) and Debian's Chromium.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, type RunningProcess } from '@rental/cms/runtime';
import { logger } from '../lib/log.ts';
import { MEASURED_PAGES } from './budgets.ts';
import { environment } from './environment.ts';
import { measurePages } from './measure-pages.ts';
import { nginxBinary, startNginx } from '../lib/nginx.ts';
import { BENCH_PORTS } from './ports.ts';
import { reservationLoad } from './reservations.ts';
import { serverActionId } from './server-action.ts';
import { BENCH_BRAND, startBenchStack, type BenchStack } from './stack.ts';
import { renderReport } from './table.ts';
import { measureThreeWays } from './three-ways.ts';

const say = logger('bench');
const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const LIGHTHOUSE_RUNS = setting('BENCH_LIGHTHOUSE_RUNS', 3);
const SECONDS = setting('BENCH_SECONDS', 10);
/** The cached content page of the throughput comparison. */
const CONTENT_PAGE = '/flota';

async function bench(stack: BenchStack, nginxDir: string) {
  const startLoad = loadavg();
  const proxyUrl = `http://127.0.0.1:${BENCH_PORTS.proxy}`;
  const cms = { url: stack.cms.url, token: stack.cms.siteToken };
  say(`Lighthouse: ${MEASURED_PAGES.length} pages × ${LIGHTHOUSE_RUNS}`);
  const lighthouse = await measurePages(stack.webUrl, cms, LIGHTHOUSE_RUNS, (line) => say(line));
  say(
    `throughput of ${CONTENT_PAGE}: the site's server, nginx proxy, static file (50 connections, ${SECONDS} s each)`,
  );
  const three = await measureThreeWays({
    path: CONTENT_PAGE,
    webUrl: stack.webUrl,
    proxyUrl,
    nginxDir,
    staticPort: BENCH_PORTS.static,
    connections: 50,
    seconds: SECONDS,
  });
  say(`reservations: 20 clients for ${SECONDS} s through nginx`);
  const actionId = serverActionId(
    stack.distDir,
    'apps/web/src/lib/booking/actions.ts',
    'submitReservation',
  );
  const staff = {
    url: stack.cms.url,
    email: stack.cms.adminEmail,
    password: stack.cms.adminPassword,
  };
  const reservations = await reservationLoad({
    pageUrl: `${proxyUrl}/reserva`,
    actionId,
    cms,
    staff,
    brand: BENCH_BRAND,
    clients: 20,
    seconds: SECONDS,
  });
  return renderReport({
    environment: await environment(startLoad),
    lighthouseRuns: LIGHTHOUSE_RUNS,
    lighthouse,
    throughput: { path: CONTENT_PAGE, connections: 50, seconds: SECONDS, ...three },
    reservations: { ...reservations, via: 'through nginx' },
  });
}

async function main() {
  nginxBinary(); // before a build of several minutes: nginx must be there
  const nginxDir = mkdtempSync(join(tmpdir(), 'nginx-bench-'));
  let stack: BenchStack | undefined;
  let nginx: RunningProcess | undefined;
  try {
    say('starting Directus (throw-away, seeded) and a production build of the site…');
    stack = await startBenchStack();
    nginx = await startNginx({
      dir: nginxDir,
      sites: [{ brand: BENCH_BRAND, upstreams: [`127.0.0.1:${BENCH_PORTS.web}`] }],
      proxyPort: BENCH_PORTS.proxy,
      staticPort: BENCH_PORTS.static,
    });
    const markdown = await bench(stack, nginxDir);
    const out = join(REPO_ROOT, 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'bench.md'), markdown);
    process.stdout.write(`\n${markdown}\n`);
    say(`written to ${join(out, 'bench.md')}`);
  } finally {
    await nginx?.stop();
    await stack?.stop();
    rmSync(nginxDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  say(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
