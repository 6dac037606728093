/**
 * `npm run bench`: every performance figure in one run, beside a minimal Next.js page it builds
 * itself (minimal-next.ts) — Lighthouse on the measured pages and the minimal one; throughput of
 * a cached content page four ways (`next start`, the site's production server, the production
 * nginx in front of it, nginx serving the same HTML as a file) and of the minimal page; and
 * reservation creation under concurrent clients, on the single-process stack and on the
 * scale-out profile (PostgreSQL, Redis, two processes of each). Prints markdown tables and writes
 * them to bench-results/bench.md. Needs nginx, Debian's Chromium, PostgreSQL (PG_URL, default
 * this machine's) and redis-server.
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
import { BENCH_BRAND, startBenchStack, type BenchStack } from './stack.ts';
import { startMinimalNext, type MinimalNext } from './minimal-next.ts';
import { scaleOutReservations } from './scale-out.ts';
import { measureServingWays } from './serving-ways.ts';
import { measureThroughput } from './throughput.ts';
import { lighthouseMedian, withChromium } from './lighthouse.ts';
import { renderReport, type BenchReport } from './table.ts';

const say = logger('bench');
const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const LIGHTHOUSE_RUNS = setting('BENCH_LIGHTHOUSE_RUNS', 3);
const SECONDS = setting('BENCH_SECONDS', 10);
/** The cached content page of the throughput comparison. */
const CONTENT_PAGE = '/flota';
const CONNECTIONS = 50;
const BOOKING_CLIENTS = 20;
/** Unmeasured booking load first: the processes have only just started. */
const WARMUP_SECONDS = 3;
/**
 * The scale-out profile's four processes were still compiling their code after 3 s: its first
 * measured load ran at half the rate of the next on 28 November (p99 1.6 s against 0.8 s).
 */
const SCALE_OUT_WARMUP_SECONDS = 10;
const POSTGRES_URL = process.env.PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The figures of the single-process stack and of the minimal page (everything but the scale-out profile). */
async function benchOneProcess(
  stack: BenchStack,
  minimal: MinimalNext,
  nginxDir: string,
): Promise<Omit<BenchReport, 'environment' | 'scaleOutReservations' | 'scaleOutOneClass'>> {
  const proxyUrl = `http://127.0.0.1:${BENCH_PORTS.proxy}`;
  const cms = { url: stack.cms.url, token: stack.cms.siteToken };
  const load = { connections: CONNECTIONS, seconds: SECONDS };
  say(`Lighthouse: ${MEASURED_PAGES.length} pages and the minimal page × ${LIGHTHOUSE_RUNS}`);
  // The site as visitors get it: nginx in front, serving static files and cached pages.
  const lighthouse = await measurePages(proxyUrl, cms, LIGHTHOUSE_RUNS, (line) => say(line));
  const minimalLighthouse = await withChromium((browser) =>
    lighthouseMedian(browser, `${minimal.url}/`, LIGHTHOUSE_RUNS),
  );
  say(
    `throughput of ${CONTENT_PAGE} four ways and of the minimal page (${CONNECTIONS} connections, ${SECONDS} s each)`,
  );
  const ways = await measureServingWays({
    path: CONTENT_PAGE,
    nextStartUrl: stack.nextStartUrl,
    webUrl: stack.webUrl,
    proxyUrl,
    nginxDir,
    staticPort: BENCH_PORTS.static,
    ...load,
  });
  const minimalThroughput = await measureThroughput(`${minimal.url}/`, load);
  say(`reservations: ${BOOKING_CLIENTS} clients for ${SECONDS} s through nginx`);
  const reservations = await reservationLoad({
    siteUrl: proxyUrl,
    cms,
    staff: { url: stack.cms.url, email: stack.cms.adminEmail, password: stack.cms.adminPassword },
    brand: BENCH_BRAND,
    mix: 'spread',
    clients: BOOKING_CLIENTS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
  return {
    lighthouseRuns: LIGHTHOUSE_RUNS,
    lighthouse,
    minimal: { lighthouse: minimalLighthouse, throughput: minimalThroughput },
    throughput: { path: CONTENT_PAGE, ...load, ...ways },
    reservations: {
      ...reservations,
      via: 'one site process and Directus on SQLite, through nginx',
    },
  };
}

async function oneProcessFigures() {
  const nginxDir = mkdtempSync(join(tmpdir(), 'nginx-bench-'));
  let stack: BenchStack | undefined;
  let minimal: MinimalNext | undefined;
  let nginx: RunningProcess | undefined;
  try {
    say('starting Directus (throw-away, seeded) and a production build of the site…');
    stack = await startBenchStack();
    say('building and starting the minimal Next.js page…');
    minimal = await startMinimalNext(BENCH_PORTS.minimalNext, logger('build'));
    nginx = await startNginx({
      dir: nginxDir,
      sites: [{ brand: BENCH_BRAND, upstreams: [`127.0.0.1:${BENCH_PORTS.web}`] }],
      proxyPort: BENCH_PORTS.proxy,
      staticPort: BENCH_PORTS.static,
    });
    return await benchOneProcess(stack, minimal, nginxDir);
  } finally {
    await nginx?.stop();
    await minimal?.stop();
    await stack?.stop();
    rmSync(nginxDir, { recursive: true, force: true });
  }
}

async function main() {
  nginxBinary(); // before a build of several minutes: nginx must be there
  const startLoad = loadavg();
  const figures = await oneProcessFigures();
  say(
    `scale-out profile: ${BOOKING_CLIENTS} clients for ${SECONDS} s through nginx (its own build)…`,
  );
  const [scaleOut, scaleOutOneClass] = await scaleOutReservations({
    clients: BOOKING_CLIENTS,
    seconds: SECONDS,
    warmupSeconds: SCALE_OUT_WARMUP_SECONDS,
    postgresUrl: POSTGRES_URL,
  });
  const markdown = renderReport({
    environment: await environment(startLoad),
    ...figures,
    scaleOutReservations: {
      ...scaleOut,
      via: 'scale-out profile: two site processes and two Directus on PostgreSQL and Redis, through nginx',
    },
    scaleOutOneClass,
  });
  const out = join(REPO_ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'bench.md'), markdown);
  process.stdout.write(`\n${markdown}\n`);
  say(`written to ${join(out, 'bench.md')}`);
}

main().catch((error: unknown) => {
  say(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
