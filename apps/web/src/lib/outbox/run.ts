import type { BrandKey } from '@rental/domain/brands';
import type { RetryPolicy } from '@rental/domain/notifications/delivery';
import type { CmsClient } from '../cms/client.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import type { MailMessage, MailResult } from '../mail/mailer.ts';
import { isLeadMessage } from '@rental/domain/notifications/lead-notice';
import { corporateLeadsRecipient } from '../records/corporate-leads.ts';
import { isLedgerAlert } from '@rental/domain/notifications/ledger-alert';
import { isDepositNotice } from '@rental/domain/notifications/deposit-notice';
import { depositMailData } from './deposit-notice.ts';
import { isDocumentMail } from '@rental/domain/notifications/document-mail';
import { renderDocumentMessage } from './document-mail.ts';
import type { InvoiceProvider } from '../invoicing/types.ts';
import {
  renderDepositMail,
  renderLeadMail,
  renderLedgerAlertMail,
  renderMessage,
} from '../../emails/render.ts';
import { ledgerAlertData } from './ledger-alerts.ts';
import { reservationMailData } from './compose.ts';
import { deliverDue, type SendMessage } from './deliver.ts';
import { expireUnpaid } from './expire.ts';
import { directusOutbox } from './directus.ts';
import { directusLeads, leadMailData } from './leads.ts';
import { queueLeadNotices } from './queue-leads.ts';
import { queueDueMessages } from './queue-due.ts';
import { rememberingTakenKeys } from './remembered-keys.ts';
import type { OutboxMessage } from './types.ts';
import type { Ticker } from '../jobs/interval.ts';
import { inProcess, type Scheduler } from '../jobs/scheduler.ts';

export interface OutboxWorkerOptions {
  cms: CmsClient;
  brand: BrandKey;
  /** The site's public origin (SITE_URL): the e-mails' links and logo point there. */
  origin: string;
  send: (message: MailMessage) => Promise<MailResult>;
  /** Whether mail can be sent at all; without it messages are queued and wait (docs/mail.md). */
  mailConfigured: boolean;
  intervalMs: number;
  log: (line: string) => void;
  now?: () => Date;
  policy?: RetryPolicy;
  /** Where the tick runs: in this process (the default) or as a pg-boss job (lib/jobs). */
  schedule?: Scheduler;
  /** The e-invoicing provider the invoice e-mails' PDF and XML come from (null: none set). */
  invoices?: InvoiceProvider | null;
}

/**
 * One brand's outbox worker: every tick abandons prepaid bookings left unpaid past the brand's
 * payment window (expire.ts), queues the e-mails held bookings are due, then sends what is due. Run once per brand (apps/web/worker.ts); the site's own processes only book.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): Ticker {
  const { cms, brand, origin, log } = options;
  const now = options.now ?? (() => new Date());
  const outbox = directusOutbox(cms, brand);
  const store = rememberingTakenKeys(outbox.store);
  const reservations = outbox.reservations;
  const leads = directusLeads(cms, brand);

  const render = async (message: OutboxMessage) => {
    if (isLeadMessage(message.kind)) {
      const data = await leadMailData(cms, brand, String(message.corporate_lead), origin);
      if (!data) throw new Error(`corporate lead ${message.corporate_lead} is not readable`);
      return renderLeadMail(data);
    }
    if (isLedgerAlert(message.kind)) {
      const data = await ledgerAlertData(cms, brand, String(message.reservation), origin);
      if (!data) throw new Error(`reservation ${message.reservation} is not readable`);
      return renderLedgerAlertMail(data);
    }
    if (isDocumentMail(message.kind))
      return renderDocumentMessage(cms, brand, options.invoices ?? null, message.key, origin);
    if (isDepositNotice(message.kind)) {
      const data = await depositMailData(
        cms,
        brand,
        message.key,
        String(message.reservation),
        origin,
      );
      if (!data) throw new Error(`deposit of reservation ${message.reservation} is not readable`);
      return renderDepositMail(data);
    }
    const data = message.reservation
      ? await reservationMailData(cms, brand, message.reservation, origin, now())
      : null;
    if (!data) throw new Error(`reservation ${message.reservation} is not readable`);
    return renderMessage(message.kind, data);
  };

  const send: SendMessage = async (message) => {
    const mail = await render(message);
    const result = await options.send({ to: message.recipient, ...mail });
    if (!result.sent) throw new Error('mail is not configured (SMTP_URL)');
    return { subject: mail.subject };
  };

  const schedule = options.schedule ?? inProcess(log);
  return schedule('outbox', options.intervalMs, async () => {
    const at = now();
    const site = await fetchSiteConfig(cms, brand, 'es');
    await expireUnpaid(cms, brand, at, site.paymentWindowMinutes, log);
    await queueDueMessages(reservations, store, at, () => ({
      ...site.reminders,
      precheckinEnabled: site.precheckinEnabled,
    }));
    await queueLeadNotices(leads, store, brand, at, await corporateLeadsRecipient(cms, brand));
    if (options.mailConfigured)
      await deliverDue({ store, reservations, send, log, policy: options.policy }, at);
  });
}
