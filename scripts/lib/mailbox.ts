import { mkdirSync } from 'node:fs';
import { MailDev } from 'maildev';

/**
 * The development mailbox: maildev (SMTP and a web UI with a REST API) on the loopback. It
 * keeps every e-mail it is sent and delivers none, so a local run shows what the product
 * sends without mailing anyone (docs/mail.md). `npm start` and the mail integration test use it.
 */
export interface MailboxOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  webPort: number;
  /** Where messages and attachments are kept; kept across restarts. */
  mailDir: string;
  /** The oldest e-mails are dropped past this many. */
  maxEmails?: number;
}

export interface RunningMailbox {
  /** What SMTP_URL is set to for the site and Directus. */
  smtpUrl: string;
  /** The web UI, and its REST API under /api (mailbox-client.ts). */
  webUrl: string;
  close(): Promise<void>;
}

export async function startMailbox(opts: MailboxOptions): Promise<RunningMailbox> {
  mkdirSync(opts.mailDir, { recursive: true });
  const maildev = new MailDev({
    smtp: opts.smtpPort,
    web: opts.webPort,
    // Loopback only: the mailbox holds every renter's e-mail and asks for no password.
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: opts.mailDir,
    maxEmails: opts.maxEmails ?? 500,
    silent: true,
  });
  const servers = await maildev.start();
  const webPort = servers.api?.getPort() ?? opts.webPort;
  return {
    smtpUrl: `smtp://127.0.0.1:${servers.smtp.getPort()}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    close: () => maildev.stop(),
  };
}
