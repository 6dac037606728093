import { mailboxClient, type MailboxMessage } from '../scripts/lib/mailbox-client.ts';
import { E2E_PORTS } from './ports.ts';

/** The development mailbox the e2e stack's outbox workers send to. */
export const mailbox = mailboxClient(`http://127.0.0.1:${E2E_PORTS.mailboxWeb}`);

/** Matches a message sent to `address`. */
export const to = (address: string) => (m: MailboxMessage) =>
  m.to.some((t) => t.address === address);

/** An invoice or credit note e-mail (docs/invoices.md): its own event, beside a booking's messages. */
const isFiscalDocument = (m: MailboxMessage) =>
  /^(Tu factura electrónica|Tu nota de crédito|Your electronic invoice|Your credit note) /.test(
    m.subject,
  );

/** The booking's own e-mails to `address`: every message but the fiscal documents'. */
export const bookingMailsTo = async (address: string) =>
  (await mailbox.list()).filter((m) => to(address)(m) && !isFiscalDocument(m));

/** Matches a booking's message to `address` (not a fiscal document's, which may come first). */
export const bookingMailTo = (address: string) => (m: MailboxMessage) =>
  to(address)(m) && !isFiscalDocument(m);
