/**
 * The system the e2e suite drives: a throw-away Directus, seeded by the real setup, and
 * production builds of the site for two brands, plus one server whose CMS is unreachable.
 * Playwright starts this as its web server and stops it after the run.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from './lib/log.ts';
import { startFaultProxy } from './lib/fault-proxy.ts';
import { startMailbox, type RunningMailbox } from './lib/mailbox.ts';
import { localInvoices, localPaypal } from './lib/local-services.ts';
import { buildWebIfNeeded } from './lib/site-build.ts';
import {
  startCms,
  startWeb,
  startWorker,
  throwAwayCmsConfig,
  waitForHttp,
  type RunningWeb,
} from './lib/stack.ts';
import type { RunningProcess } from '@rental/cms/runtime';
import { SUITE_ADDRESS } from '../e2e/addresses.ts';
import { E2E_PORTS, E2E_WEBHOOKS } from '../e2e/ports.ts';
import { describeStack, e2eDistDir } from '../e2e/stack-info.ts';

const say = logger('stack');
const dataDir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
// Every line of every process, for the suite's scan for card data in logs (e2e/card-data.spec.ts).
const logFile = join(dataDir, 'stack.log');
const quiet = (name: 'cms' | 'web' | 'setup' | 'build' | 'mail') => {
  const log = logger(name);
  return (line: string) => {
    appendFileSync(logFile, `[${name}] ${line}\n`);
    if (process.env.E2E_VERBOSE || /error|warn|fail|✓|ready/i.test(line)) log(line);
  };
};

const config = throwAwayCmsConfig(dataDir, E2E_PORTS.cms, [E2E_PORTS.firefly, E2E_PORTS.tucan]);
const webs: RunningWeb[] = [];
const workers: RunningProcess[] = [];
let mailbox: RunningMailbox | undefined;
let cms: Awaited<ReturnType<typeof startCms>> | undefined;
let paypal: Awaited<ReturnType<typeof localPaypal>> | undefined;
let invoices: Awaited<ReturnType<typeof localInvoices>> | undefined;
let faults: Awaited<ReturnType<typeof startFaultProxy>> | undefined;
let smtpFaults: Awaited<ReturnType<typeof startFaultProxy>> | undefined;
/** The firefly outbox worker's clock offset (apps/web/src/lib/outbox/test-clock.ts). */
const workerClockFile = join(dataDir, 'firefly-worker-clock');

async function shutdown(code: number) {
  await Promise.all([...webs, ...workers].map((w) => w.stop()));
  await mailbox?.close();
  await cms?.stop();
  await paypal?.close();
  await invoices?.close();
  await faults?.close();
  await smtpFaults?.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  cms = await startCms(config, quiet('cms'), quiet('setup'));
  // Two builds, one after the other: 2 cores do not build faster in parallel.
  await buildWebIfNeeded(
    { brand: 'firefly', distDir: e2eDistDir('firefly'), cms: config },
    quiet('build'),
  );
  await buildWebIfNeeded(
    { brand: 'tucan', distDir: e2eDistDir('tucan'), cms: config },
    quiet('build'),
  );
  // PayPal is always the local contract server here, whatever the environment says.
  delete process.env.PAYPAL_CLIENT_ID;
  // Its webhooks go to tucan only: tucan's abandoned PayPal orders are finished by the webhook,
  // firefly's by its worker's reconciler (e2e/paypal-reconcile.spec.ts). Firefly is given a
  // webhook id the contract server does not deliver to, so every delivery there fails PayPal's
  // verification (the fuzz and hostile-request suites post to it).
  paypal = await localPaypal(E2E_PORTS.paypal, quiet('web'), [
    {
      id: E2E_WEBHOOKS.tucan,
      url: `http://127.0.0.1:${E2E_PORTS.tucan}/api/payments/paypal/webhook`,
    },
  ]);
  // The suite's browsers come from an exempt address; the limit tests from addresses of their own.
  process.env.RATE_LIMIT_EXEMPT = SUITE_ADDRESS;
  // The invoice provider is always the local contract server here too.
  delete process.env.INVOICE_API_URL;
  invoices = await localInvoices(E2E_PORTS.invoices, quiet('web'));
  const payments = {
    ...paypal.env,
    ...invoices.env,
    PAYMENTS_MODE: 'sandbox',
    INVOICE_INTERVAL_MS: '1500',
    INVOICE_CONTINGENCY_AFTER_MS: '6000',
  };
  const webhookOf = (brand: 'firefly' | 'tucan') => ({ PAYPAL_WEBHOOK_ID: E2E_WEBHOOKS[brand] });
  // Firefly's reconciler looks every 2 s at orders pending over 8 s (the renter's own return
  // captures within a second or two); tucan keeps the defaults, so its webhook is what is tested.
  const reconcile = {
    firefly: { PAYPAL_RECONCILE_INTERVAL_MS: '2000', PAYPAL_RECONCILE_GRACE_MS: '8000' },
    tucan: {},
  };
  mailbox = await startMailbox({
    smtpPort: E2E_PORTS.mailboxSmtp,
    webPort: E2E_PORTS.mailboxWeb,
    mailDir: join(dataDir, 'mail'),
  });
  const mail = { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'Reservas <reservas@e2e.localhost>' };
  // The firefly worker reaches the mailbox through a fault proxy and runs on a clock the
  // outbox tests move (e2e/outbox.spec.ts): an SMTP outage, and reminders days ahead.
  smtpFaults = await startFaultProxy({
    port: E2E_PORTS.smtpFaultProxy,
    controlPort: E2E_PORTS.smtpFaultControl,
    target: new URL(mailbox.smtpUrl),
  });
  const fireflyMail = {
    ...mail,
    SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtpFaultProxy}`,
    OUTBOX_CLOCK_FILE: workerClockFile,
  };
  // One outbox worker per brand, as in production; a short tick so the tests wait seconds.
  for (const [brand, port, env] of [
    ['firefly', E2E_PORTS.firefly, fireflyMail],
    ['tucan', E2E_PORTS.tucan, mail],
  ] as const)
    workers.push(
      startWorker(
        {
          brand,
          cms: config,
          extraEnv: {
            ...env,
            ...payments,
            ...reconcile[brand],
            SITE_URL: `http://127.0.0.1:${port}`,
            OUTBOX_INTERVAL_MS: '2000',
          },
        },
        quiet('mail'),
      ),
    );
  // A site on its brand's e2e build; its public origin (PayPal's return address, absolute links) is where the tests reach it.
  const site = (
    brand: 'firefly' | 'tucan',
    cms: typeof config,
    port: number,
    env: Record<string, string>,
  ) =>
    webs.push(
      startWeb(
        'start',
        {
          brand,
          distDir: e2eDistDir(brand),
          cms,
          port,
          extraEnv: { ...env, SITE_URL: `http://127.0.0.1:${port}` },
        },
        quiet('web'),
      ),
    );
  // The sites send the data-rights codes themselves (docs/privacy.md), straight to the mailbox.
  site('firefly', config, E2E_PORTS.firefly, { ...payments, ...mail, ...webhookOf('firefly') });
  site('tucan', config, E2E_PORTS.tucan, { ...payments, ...mail, ...webhookOf('tucan') });
  // The same firefly build against a CMS that does not answer: the fatal error paths.
  const deadCms = { ...config, url: 'http://127.0.0.1:59999' };
  site('firefly', deadCms, E2E_PORTS.cmsDown, { CMS_TIMEOUT_MS: '1000' });
  // And once more behind a fault proxy the resilience tests stop, slow down and restart.
  faults = await startFaultProxy({
    port: E2E_PORTS.faultProxy,
    controlPort: E2E_PORTS.faultControl,
    target: new URL(config.url),
  });
  const faultyCms = { ...config, url: `http://127.0.0.1:${E2E_PORTS.faultProxy}` };
  site('firefly', faultyCms, E2E_PORTS.resilient, { ...payments, CMS_TIMEOUT_MS: '2000' });
  for (const [i, port] of [
    E2E_PORTS.firefly,
    E2E_PORTS.tucan,
    E2E_PORTS.cmsDown,
    E2E_PORTS.resilient,
  ].entries()) {
    await waitForHttp(`http://127.0.0.1:${port}/api/language?to=es`, 120_000, webs[i].process);
  }
  // Playwright waits for this address; it answers only when everything above is up.
  const { createServer } = await import('node:http');
  createServer((_req, res) =>
    res.end(
      JSON.stringify(
        describeStack(config, {
          database: config.directusEnv.DB_FILENAME,
          logFile,
          workerClockFile,
          secrets: [
            config.siteToken,
            config.workerToken,
            config.revalidateSecret,
            config.adminPassword,
            config.directusEnv.SECRET,
            config.directusEnv.KEY,
            paypal?.env.PAYPAL_CLIENT_SECRET,
            invoices?.env.INVOICE_TOKEN_PASSWORD,
          ].filter((secret): secret is string => Boolean(secret)),
        }),
      ),
    ),
  ).listen(E2E_PORTS.ready, '127.0.0.1');
  say(
    `e2e stack ready: cms ${config.url}, firefly :${E2E_PORTS.firefly}, tucan :${E2E_PORTS.tucan}, cms-down :${E2E_PORTS.cmsDown}, resilient :${E2E_PORTS.resilient}`,
  );
} catch (error) {
  say(`e2e stack failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
