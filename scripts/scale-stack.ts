/**
 * The system the scale-out e2e suite drives (playwright.scale.config.ts): the scale-out profile
 * (scripts/lib/scale-out.ts) for firefly on a throw-away PostgreSQL database and Redis, with
 * every port moved by SCALE_PORT_OFFSET. nginx answers the brand on E2E_PORTS.firefly and
 * Directus on E2E_PORTS.cms, so the booking and pre-check-in specs run against it unchanged.
 * The Directus refresh flow calls the first site process only: the second learns of a Studio
 * edit through the shared cache (e2e/scale/scale-out.spec.ts checks it).
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUITE_ADDRESS } from '../e2e/addresses.ts';
import { E2E_PORTS, scalePorts } from '../e2e/ports.ts';
import { describeStack } from '../e2e/stack-info.ts';
import { logger } from './lib/log.ts';
import { startMailbox, type RunningMailbox } from './lib/mailbox.ts';
import { throwAwayRedis } from './lib/redis-server.ts';
import { startScaleOut, type RunningScaleOut } from './lib/scale-out.ts';
import { localPaypal } from './lib/local-services.ts';

const say = logger('stack');
const ports = scalePorts(E2E_PORTS);
const dataDir = mkdtempSync(join(tmpdir(), 'cms-scale-'));
// Its own folder: nginx's workers (another user) cannot enter the private data folder.
const nginxDir = mkdtempSync(join(tmpdir(), 'rental-nginx-scale-'));
const logFile = join(dataDir, 'stack.log');
// The simulated bank's books, shared by the sites and workers; the ledger's chaos test reads them.
const bankDir = join(dataDir, 'bank');
const quiet = (name: 'cms' | 'web' | 'setup' | 'build' | 'mail' | 'stack') => {
  const log = logger(name);
  return (line: string) => {
    appendFileSync(logFile, `[${name}] ${line}\n`);
    if (process.env.E2E_VERBOSE || /error|warn|fail|✓|ready/i.test(line)) log(line);
  };
};
const redis = throwAwayRedis(ports.redis);
const database = 'rental_scale_e2e';
let stack: RunningScaleOut | undefined;
let mailbox: RunningMailbox | undefined;
let paypal: Awaited<ReturnType<typeof localPaypal>> | undefined;

async function shutdown(code: number) {
  await stack?.stop();
  await mailbox?.close();
  await paypal?.close();
  await redis.stop();
  for (const dir of [dataDir, nginxDir]) rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await redis.start();
  delete process.env.PAYPAL_CLIENT_ID;
  paypal = await localPaypal(E2E_PORTS.paypal, quiet('web'));
  mailbox = await startMailbox({
    smtpPort: E2E_PORTS.mailboxSmtp,
    webPort: E2E_PORTS.mailboxWeb,
    mailDir: join(dataDir, 'mail'),
  });
  const mail = { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'Reservas <reservas@e2e.localhost>' };
  const site = `http://127.0.0.1:${E2E_PORTS.firefly}`;
  stack = await startScaleOut({
    brands: ['firefly'],
    postgresUrl: process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    database,
    freshDatabase: true,
    redisUrl: redis.url,
    dataDir,
    cmsPorts: ports.cms,
    cmsFrontPort: E2E_PORTS.cms,
    sitePort: (_, n) => ports.sites[n],
    processes: ports.sites.length,
    proxyPort: E2E_PORTS.firefly,
    serverName: () => '_',
    siteUrl: () => site,
    distDir: () => '.next-scale-firefly',
    // The booking load books one class on one week for 6 s, twice with its retry: more than a
    // fast machine can take (1,000 sold out in one run at ~170 bookings a second).
    cmsEnv: { NODE_ENV: 'test', SEED_FLEET_UNITS: '20000', SEED_RATES: 'off', ...mail },
    siteEnv: () => ({
      ...paypal!.env,
      ...mail,
      PAYMENTS_MODE: 'sandbox',
      PAYPAL_WEBHOOK_ID: 'E2ESCALENOWEBHOOK',
      PAYPAL_RECONCILE_INTERVAL_MS: '2000',
      PAYPAL_RECONCILE_GRACE_MS: '8000',
      OUTBOX_INTERVAL_MS: '2000',
      // The ledger's chaos test waits for the sweep to finish what killed processes left.
      LEDGER_SWEEP_INTERVAL_MS: '2000',
      LEDGER_SWEEP_GRACE_MS: '5000',
      SANDBOX_BANK_DIR: bankDir,
      // Behind nginx every browser is nginx's address: the suite's is exempt from the limits.
      RATE_LIMIT_EXEMPT: `${SUITE_ADDRESS},127.0.0.1`,
      // The ledger's chaos test calls each site process by its own port, not SITE_URL's (nginx).
      CANONICAL_HOST_REDIRECT: 'off',
    }),
    revalidatePorts: [ports.sites[0]],
    nginxDir,
    log: quiet,
  });
  const running = stack;
  const config = running.cms;
  // Playwright waits for this address. POST /stop/site/N and /stop/cms/N stop one process
  // (SIGKILL: a crash, not a shutdown) for the test that takes pieces away under load;
  // POST /restart/site/N and /restart/worker/N kill one and start it again (the ledger's chaos).
  createServer((req, res) => {
    const restart = /^\/restart\/(site|worker)\/(\d)$/.exec(req.url ?? '');
    if (req.method === 'POST' && restart)
      return void running
        .restart(restart[1] as 'site' | 'worker', 'firefly', Number(restart[2]))
        .then(
          () => res.end('restarted'),
          (error: Error) => res.writeHead(500).end(error.message),
        );
    const stop = /^\/stop\/(site|cms)\/(\d)$/.exec(req.url ?? '');
    if (req.method === 'POST' && stop) {
      const group = stop[1] === 'site' ? running.sites.get('firefly')! : running.cmsProcesses;
      const target = group[Number(stop[2])];
      if (!target) return void res.writeHead(404).end();
      target.crash();
      return void res.end('stopped');
    }
    res.end(
      JSON.stringify(
        describeStack(config, {
          database,
          logFile,
          workerClockFile: '',
          sites: ports.sites.map((p) => `http://127.0.0.1:${p}`),
          bankDir,
          secrets: [config.siteToken, config.workerToken, config.adminPassword].filter(Boolean),
        }),
      ),
    );
  }).listen(E2E_PORTS.ready, '127.0.0.1');
  say(
    `scale-out stack ready: nginx :${E2E_PORTS.firefly} → sites :${ports.sites.join(', :')}; Directus :${E2E_PORTS.cms} → :${ports.cms.join(', :')}; PostgreSQL ${database}; Redis :${ports.redis}`,
  );
} catch (error) {
  say(`scale-out stack failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
