import { createTransport } from 'nodemailer';
import type { MailAttachment } from '../../emails/calendar-attachment.ts';

/** The only code that talks SMTP (docs/mail.md): it sends finished messages and logs never content or recipients. */
export type { MailAttachment };

export interface MailMessage {
  to: string | string[];
  /** The sender; the brand's (MAIL_FROM_<BRAND>, else MAIL_FROM) when left out. */
  from?: string;
  replyTo?: string;
  subject: string;
  html: string;
  /** The plain-text part, for mail programs and readers that do not show HTML. */
  text: string;
  attachments?: MailAttachment[];
}

export type MailResult =
  { sent: true; messageId: string } | { sent: false; reason: 'not-configured' };

export interface MailSettings {
  /** smtp:// or smtps:// URL; null: mail is not sent. */
  smtpUrl: string | null;
  /** The default sender, an address or "Name <address>". */
  from: string | null;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects when it did not (the caller retries). */
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

/** Generous for a busy relay, short enough that a dead one does not hold the caller for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(
  settings: MailSettings,
  log: (line: string) => void = (line) => console.warn(line),
): Mailer {
  if (!settings.smtpUrl) {
    let told = false;
    return {
      async send() {
        if (!told) log('mail: SMTP_URL is not set, so no e-mail is sent (docs/mail.md)');
        told = true;
        return { sent: false, reason: 'not-configured' };
      },
      close() {},
    };
  }
  const transport = createTransport({ url: settings.smtpUrl, ...TIMEOUTS });
  return {
    async send(message) {
      const from = message.from ?? settings.from;
      if (!from) throw new Error('mail: no sender; set MAIL_FROM (docs/mail.md)');
      const info = await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
        })),
      });
      return { sent: true, messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
