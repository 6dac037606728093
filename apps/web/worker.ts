/**
 * The outbox worker (docs/mail.md), one per brand beside the site's processes: queues and sends
 * the e-mails due to bookings, sweeps the money ledger, reconciles PayPal orders
 * (docs/payments.md), runs the retention job (docs/privacy.md) and issues the electronic invoices (docs/invoices.md). Stops on SIGTERM after the message under way; run with tsx.
 */
import { BRAND } from './src/lib/config/brand.ts';
import { installLogLines, logFormatOf } from './src/lib/ops/log-lines.ts';
import { readServerConfig } from './src/lib/config/server.ts';
import { configuredCmsClient } from './src/lib/cms/configured.ts';
import { mailSettings, sendMail } from './src/lib/mail/index.ts';
import { startOutboxWorker } from './src/lib/outbox/run.ts';
import { workerClock } from './src/lib/outbox/test-clock.ts';
import { startPaypalReconciler } from './src/lib/booking/paying/reconcile-schedule.ts';
import { startLedgerSweep } from './src/lib/booking/ledger-schedule.ts';
import { startRetention } from './src/lib/privacy/retention-schedule.ts';
import { startInvoicing } from './src/lib/invoicing/schedule.ts';
import { invoiceProvider } from './src/lib/invoicing/provider.ts';
import { queueDocumentMail } from './src/lib/outbox/document-mail.ts';
import { queueLedgerAlerts } from './src/lib/outbox/ledger-alerts.ts';
import { startPgBoss } from './src/lib/jobs/pg-boss.ts';
import { inProcess } from './src/lib/jobs/scheduler.ts';

installLogLines({
  format: logFormatOf(process.env.LOG_FORMAT, process.stdout.isTTY),
  brand: BRAND,
  requestId: () => undefined,
});
const config = readServerConfig();
const intervalMs = Number(process.env.OUTBOX_INTERVAL_MS || 5000);
const mailConfigured = mailSettings(config, BRAND).smtpUrl !== null;
if (!mailConfigured)
  console.warn('[outbox] SMTP_URL is not set: e-mails are queued in Studio but not sent');

const log = (line: string) => console.error(line);
// With JOBS_DATABASE_URL the jobs run on pg-boss, shared by every worker process of the brand.
const jobs = config.JOBS_DATABASE_URL
  ? await startPgBoss({
      connectionString: config.JOBS_DATABASE_URL,
      schema: config.JOBS_SCHEMA,
      prefix: BRAND,
      log,
    })
  : null;
const schedule = jobs?.schedule ?? inProcess(log);

const worker = startOutboxWorker({
  cms: configuredCmsClient(),
  brand: BRAND,
  origin: config.SITE_URL,
  send: sendMail,
  mailConfigured,
  intervalMs,
  log,
  schedule,
  invoices: invoiceProvider(config),
  // Tests only (docs/mail.md): the e2e suite moves this worker's clock to reach reminders.
  now: workerClock(process.env.OUTBOX_CLOCK_FILE),
});
console.log(
  `[outbox] worker for ${BRAND} ready (every ${intervalMs} ms, ${jobs ? `pg-boss in schema ${config.JOBS_SCHEMA}` : 'in this process'})`,
);
const reconciler = startPaypalReconciler(config, BRAND, log, schedule);
if (reconciler)
  console.log(
    `[paypal-reconcile] ${BRAND}: every ${config.PAYPAL_RECONCILE_INTERVAL_MS} ms, orders pending over ${config.PAYPAL_RECONCILE_GRACE_MS} ms`,
  );

const sweep = startLedgerSweep(config, BRAND, log, schedule, async (cms, report) => {
  const queued = await queueLedgerAlerts(cms, BRAND, report.unsettled, new Date());
  if (queued) log(`[ledger] ${BRAND}: ${queued} branch e-mail(s) queued about money not settled`);
});
if (sweep)
  console.log(
    `[ledger] ${BRAND}: swept every ${config.LEDGER_SWEEP_INTERVAL_MS} ms, rows pending over ${config.LEDGER_SWEEP_GRACE_MS} ms`,
  );

const retention = startRetention(config, BRAND, log, schedule);
const invoicing = startInvoicing(config, BRAND, log, schedule, (cms, collection, row) =>
  queueDocumentMail(cms, BRAND, collection, row),
);

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    void Promise.all([
      worker.stop(),
      reconciler?.stop(),
      sweep?.stop(),
      retention?.stop(),
      invoicing?.stop(),
    ])
      .then(() => jobs?.stop())
      .then(() => process.exit(0));
  });
