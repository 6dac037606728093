import { mailboxClient, type MailboxMessage } from '../scripts/lib/mailbox-client.ts';
import { E2E_PORTS } from './ports.ts';

/** The development mailbox the e2e stack's outbox workers send to. */
export const mailbox = mailboxClient(`http://127.0.0.1:${E2E_PORTS.mailboxWeb}`);

/** Matches a message sent to `address`. */
export const to = (address: string) => (m: MailboxMessage) =>
  m.to.some((t) => t.address === address);
