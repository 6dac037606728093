/**
 * `npm start` / `npm run dev`: the whole product in the foreground.
 * Sets up the content backend (idempotent), builds the site when its sources changed
 * (start mode), runs Directus, the site and the development mailbox with prefixed logs;
 * Ctrl-C stops them all.
 */
import { resolveBrand } from '@rental/domain/brands';
import { resolveCmsConfig } from '@rental/cms/runtime';
import { logger } from './lib/log.ts';
import { localInvoices, localMailbox, localPaypal } from './lib/local-services.ts';
import { join } from 'node:path';
import { REPO_ROOT } from '@rental/cms/runtime';
import { buildWebIfNeeded } from './lib/site-build.ts';
import {
  failedStart,
  startCms,
  startWeb,
  startWorker,
  waitForHttp,
  type RunningWeb,
} from './lib/stack.ts';
import type { RunningDirectus, RunningProcess } from '@rental/cms/runtime';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const say = logger('stack');
/** The webhook id of the local contract server's one subscription (the site's PAYPAL_WEBHOOK_ID). */
const LOCAL_WEBHOOK_ID = 'LOCALWEBHOOK0001';

let cms: RunningDirectus | undefined;
let web: RunningWeb | undefined;
let worker: RunningProcess | undefined;
let paypal: Awaited<ReturnType<typeof localPaypal>> | undefined;
let mailbox: Awaited<ReturnType<typeof localMailbox>> | undefined;
let invoices: Awaited<ReturnType<typeof localInvoices>> | undefined;
let stopping = false;

/** Stops whatever has started, so a failure half-way (a broken build) never leaves Directus running. */
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await Promise.all([
    web?.stop(),
    worker?.stop(),
    cms?.stop(),
    paypal?.close(),
    mailbox?.close(),
    invoices?.close(),
  ]);
  process.exit(code);
}

async function main() {
  const brand = resolveBrand(process.env.NEXT_PUBLIC_BRAND);
  const port = Number(process.env.PORT || 3000);
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // First, so that Directus and the site start with its address (SMTP_URL, MAIL_FROM).
  mailbox = await localMailbox(brand, logger('mail'));
  const config = resolveCmsConfig({ ...process.env, ...mailbox.env });

  say(
    `content backend: ${config.dbClient === 'pg' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`,
  );
  cms = await startCms(config, logger('cms'), logger('setup'));
  cms.process.on('exit', (code) => {
    if (!stopping) {
      say(`Directus exited (code ${code}); stopping the site too`);
      void stop(1);
    }
  });
  if (mode === 'start') await buildWebIfNeeded({ brand, cms: config }, logger('build'));
  // The contract server sends its webhooks to the local site, under the id the site is given.
  const webhook = {
    id: LOCAL_WEBHOOK_ID,
    url: `http://127.0.0.1:${port}/api/payments/paypal/webhook`,
  };
  paypal = await localPaypal(Number(process.env.PAYPAL_SANDBOX_PORT || 8090), logger('paypal'), [
    webhook,
  ]);
  if (paypal.env.PAYPAL_CLIENT_ID) paypal.env.PAYPAL_WEBHOOK_ID = LOCAL_WEBHOOK_ID;
  invoices = await localInvoices(
    Number(process.env.INVOICE_SANDBOX_PORT || 8091),
    logger('paypal'),
    join(REPO_ROOT, '.data', 'invoices'),
  );
  // The site is served directly, with no reverse proxy in front: no forwarding header is
  // believed (a client could otherwise pick its own rate-limit bucket from this machine too),
  // and return addresses (PayPal) name the port it really listens on. Both can be overridden.
  const direct = {
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || 'none',
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  };
  const site = {
    brand,
    cms: config,
    port,
    extraEnv: { ...paypal.env, ...invoices.env, ...mailbox.env, ...direct },
  };
  web = startWeb(mode, site, logger('web'));
  worker = startWorker(site, logger('mail'));
  web.process.on('exit', (code) => {
    if (!stopping) {
      say(`the site exited (code ${code}); stopping Directus too`);
      void stop(1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, 120_000, web.process);
  say('');
  say(`Site (${brand}):  http://localhost:${port}`);
  say(`Directus Studio: ${config.publicUrl}/admin`);
  say(`Studio login:    ${config.adminEmail} / ${config.adminPassword}`);
  if (mailbox.url) say(`Mailbox:         ${mailbox.url}`);
  say('Press Ctrl-C to stop them all.');
}

main().catch(failedStart(say, stop));
