import type { BrandKey } from '@rental/domain/brands';
import { BRAND } from '../config/brand.ts';
import { brandSenderSetting, readServerConfig, type ServerConfig } from '../config/server.ts';
import {
  createMailer,
  type MailMessage,
  type MailResult,
  type Mailer,
  type MailSettings,
} from './mailer.ts';

/** The brand's mail settings: its own sender (MAIL_FROM_<BRAND>) when set, else MAIL_FROM. */
export function mailSettings(config: ServerConfig, brand: BrandKey): MailSettings {
  return {
    smtpUrl: config.SMTP_URL ?? null,
    from: config[brandSenderSetting(brand)] ?? config.MAIL_FROM ?? null,
  };
}

let mailer: Mailer | undefined;

/** Sends one message with this site's settings (SMTP_URL, the brand's sender). */
export function sendMail(message: MailMessage): Promise<MailResult> {
  mailer ??= createMailer(mailSettings(readServerConfig(), BRAND));
  return mailer.send(message);
}
