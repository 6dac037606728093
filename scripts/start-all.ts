/**
 * `npm run start:all`: the whole company on one machine (docs/operations.md). One
 * Directus (SQLite by default, PostgreSQL with DB_CLIENT=pg), a production build and server per
 * brand with its outbox worker, and nginx in front of the four by host name on one port:
 * http://firefly.localhost:8080, tucan., marea., volcan. (*.localhost is the loopback in
 * browsers and curl). Builds only what changed; Ctrl-C stops everything.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_KEYS } from '@rental/domain/brands';
import { resolveCmsConfig, type RunningProcess } from '@rental/cms/runtime';
import { announce, brandSiteEnv, hostOf, siteUrlOf, webhookIdOf } from './lib/brand-hosts.ts';
import { logger } from './lib/log.ts';
import { nginxBinary, startNginx } from './lib/nginx.ts';
import { localInvoices, localMailbox, localPaypal } from './lib/local-services.ts';
import { REPO_ROOT } from '@rental/cms/runtime';
import { buildWebIfNeeded } from './lib/site-build.ts';
import { failedStart, startCms, startWeb, startWorker, waitForHttp } from './lib/stack.ts';

const say = logger('stack');
const port = Number(process.env.PORT || 8080);
/** Each brand's own server, behind nginx on the loopback: 3001 firefly … 3004 volcan. */
const SITE_BASE_PORT = Number(process.env.SITE_BASE_PORT || 3001);
const sitePort = (i: number) => SITE_BASE_PORT + i;

/** What to stop on the way out; nginx (`front`) first, so no request arrives at a stopping site. */
const running: { stop(): Promise<unknown>; front?: boolean }[] = [];
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await Promise.all(running.filter((r) => r.front).map((r) => r.stop()));
  await Promise.all(running.filter((r) => !r.front).map((r) => r.stop()));
  process.exit(code);
}

function watch(name: string, child: RunningProcess, front = false) {
  child.process.on('exit', (code) => {
    if (!stopping) {
      say(`${name} exited (code ${code}); stopping everything`);
      void stop(1);
    }
  });
  running.push({ stop: () => child.stop(), front });
}

async function main() {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  nginxBinary(); // before minutes of building: nginx must be there
  const mailbox = await localMailbox('firefly', logger('mail'));
  running.push({ stop: () => mailbox.close() });
  const config = resolveCmsConfig({
    ...process.env,
    ...mailbox.env,
    SITE_REVALIDATE_URLS:
      process.env.SITE_REVALIDATE_URLS ||
      BRAND_KEYS.map((_, i) => `http://127.0.0.1:${sitePort(i)}/api/revalidate`).join(','),
  });
  say(
    `content backend: ${config.dbClient === 'pg' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`,
  );
  watch('Directus', await startCms(config, logger('cms'), logger('setup')));

  for (const brand of BRAND_KEYS)
    await buildWebIfNeeded({ brand, distDir: `.next-${brand}`, cms: config }, logger('build'));

  const paypal = await localPaypal(
    Number(process.env.PAYPAL_SANDBOX_PORT || 8090),
    logger('paypal'),
    // Straight to each brand's server: the contract server sends no Host header of a brand.
    BRAND_KEYS.map((brand, i) => ({
      id: webhookIdOf(brand),
      url: `http://127.0.0.1:${sitePort(i)}/api/payments/paypal/webhook`,
    })),
  );
  running.push({ stop: () => paypal.close() });
  const invoices = await localInvoices(
    Number(process.env.INVOICE_SANDBOX_PORT || 8091),
    logger('paypal'),
    join(REPO_ROOT, '.data', 'invoices'),
  );
  running.push({ stop: () => invoices.close() });

  for (const [i, brand] of BRAND_KEYS.entries()) {
    const site = {
      brand,
      distDir: `.next-${brand}`,
      cms: config,
      port: sitePort(i),
      extraEnv: {
        ...brandSiteEnv(brand, paypal.env, mailbox.env),
        ...invoices.env,
        SITE_URL: siteUrlOf(brand, port),
      },
    };
    const web = startWeb('start', site, logger('web'));
    watch(`the ${brand} site`, web);
    watch(`the ${brand} worker`, startWorker(site, logger('mail')));
    await waitForHttp(`http://127.0.0.1:${sitePort(i)}/api/health`, 120_000, web.process);
  }

  const nginxDir = mkdtempSync(join(tmpdir(), 'rental-nginx-'));
  const nginx = await startNginx({
    dir: nginxDir,
    accessLog: join(nginxDir, 'access.log'),
    sites: BRAND_KEYS.map((brand, i) => ({
      brand,
      upstreams: [`127.0.0.1:${sitePort(i)}`],
      serverName: hostOf(brand),
    })),
    proxyPort: port,
    host: process.env.NGINX_HOST || '127.0.0.1',
  });
  watch('nginx', nginx, true);

  announce(say, {
    port,
    studio: `${config.publicUrl}/admin (${config.adminEmail} / ${config.adminPassword})`,
    mailbox: mailbox.url,
    nginxLog: join(nginxDir, 'access.log'),
  });
}

main().catch(failedStart(say, stop));
