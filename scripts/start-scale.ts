/**
 * `npm run start:scale`: the four brands on the scale-out profile (docs/operations.md
 * "Scale-out"): PostgreSQL and Redis of this machine (or those named by the settings below),
 * two Directus processes, two site processes and two outbox workers per brand, nginx in
 * front of them all by host name: http://firefly.localhost:8080, tucan., marea., volcan.
 * Settings: DB_HOST, DB_PORT, DB_USER, DB_PASSWORD, DB_DATABASE (default `rental`, made if
 * missing), REDIS_URL (default redis://127.0.0.1:6379), PORT, SITE_BASE_PORT, CMS_PORT (the
 * first Directus; the second takes the next port) and CMS_FRONT_PORT (nginx in front of them).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_KEYS } from '@rental/domain/brands';
import { REPO_ROOT } from '@rental/cms/runtime';
import { announce, brandSiteEnv, hostOf, siteUrlOf, webhookIdOf } from './lib/brand-hosts.ts';
import { logger } from './lib/log.ts';
import { nginxBinary } from './lib/nginx.ts';
import { startScaleOut, type RunningScaleOut } from './lib/scale-out.ts';
import { localMailbox, localPaypal } from './lib/local-services.ts';
import { failedStart } from './lib/stack.ts';

const say = logger('stack');
const env = process.env;
const port = Number(env.PORT || 8080);
const PROCESSES = 2;
const siteBase = Number(env.SITE_BASE_PORT || 3001);
const cmsPort = Number(env.CMS_PORT || 8055);
const cmsFront = Number(env.CMS_FRONT_PORT || 8050);
const sitePort = (b: number, n: number) => siteBase + b * PROCESSES + n;
const postgresUrl = () => {
  const url = new URL('postgres://127.0.0.1');
  url.hostname = env.DB_HOST || '127.0.0.1';
  url.port = env.DB_PORT || '5432';
  url.username = encodeURIComponent(env.DB_USER || 'postgres');
  url.password = encodeURIComponent(env.DB_PASSWORD || '');
  url.pathname = '/postgres';
  return url.toString();
};

const closers: (() => Promise<unknown>)[] = [];
let stack: RunningScaleOut | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await stack?.stop();
  await Promise.all(closers.map((close) => close()));
  process.exit(code);
}

async function main() {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  nginxBinary();
  const mailbox = await localMailbox('firefly', logger('mail'));
  closers.push(() => mailbox.close());
  const paypal = await localPaypal(
    Number(env.PAYPAL_SANDBOX_PORT || 8090),
    logger('paypal'),
    BRAND_KEYS.map((brand, b) => ({
      id: webhookIdOf(brand),
      url: `http://127.0.0.1:${sitePort(b, 0)}/api/payments/paypal/webhook`,
    })),
  );
  closers.push(() => paypal.close());
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  // A folder nginx's workers (another user) may enter, as start:all's.
  const nginxDir = mkdtempSync(join(tmpdir(), 'rental-nginx-'));
  stack = await startScaleOut({
    brands: BRAND_KEYS,
    postgresUrl: postgresUrl(),
    database: env.DB_DATABASE || 'rental',
    redisUrl,
    dataDir: join(REPO_ROOT, '.data', 'scale'),
    cmsPorts: [cmsPort, cmsPort + 1],
    cmsFrontPort: cmsFront,
    sitePort,
    processes: PROCESSES,
    proxyPort: port,
    serverName: hostOf,
    siteUrl: (brand) => siteUrlOf(brand, port),
    distDir: (brand) => `.next-${brand}`,
    cmsEnv: mailbox.env,
    siteEnv: (brand) => brandSiteEnv(brand, paypal.env, mailbox.env),
    nginxDir,
    accessLog: join(nginxDir, 'access.log'),
    log: (name) => logger(name),
  });
  for (const running of [
    ...stack.cmsProcesses,
    ...[...stack.sites.values()].flat(),
    ...stack.workers,
    stack.nginx,
  ])
    running.process.on('exit', (code) => {
      if (!stopping) say(`a process exited (code ${code}); the others go on (nginx skips it)`);
    });

  announce(say, {
    port,
    studio: `http://localhost:${cmsFront}/admin (${stack.cms.adminEmail} / ${stack.cms.adminPassword})`,
    extra: [`PostgreSQL ${env.DB_DATABASE || 'rental'}, Redis ${redisUrl}`],
    mailbox: mailbox.url,
    nginxLog: join(nginxDir, 'access.log'),
  });
}

main().catch(failedStart(say, stop));
