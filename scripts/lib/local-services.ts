import { join } from 'node:path';
import { REPO_ROOT } from '@rental/cms/runtime';
import { BRAND_FALLBACKS, type BrandKey } from '@rental/domain/brands';
import { startMailbox } from './mailbox.ts';

/**
 * PayPal for a local run: the real API when PAYPAL_CLIENT_ID/SECRET are set, else the local
 * contract server (services/paypal-sandbox), so PayPal can be tried end to end offline.
 */
export async function localPaypal(
  port: number,
  log: (l: string) => void,
  /** Sites the contract server sends its webhooks to, each under its webhook id (PAYPAL_WEBHOOK_ID). */
  webhooks: { id: string; url: string }[] = [],
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (process.env.PAYPAL_CLIENT_ID && process.env.PAYPAL_CLIENT_SECRET)
    return { env: {}, close: async () => undefined };
  const { startPaypalSandbox } = await import('../../services/paypal-sandbox/src/server.ts');
  const credentials = { clientId: 'local-paypal-client', clientSecret: 'local-paypal-secret' };
  const server = await startPaypalSandbox({ port, ...credentials, webhooks });
  log(`PayPal contract server: ${server.url}`);
  return {
    env: {
      PAYPAL_API_URL: server.url,
      PAYPAL_CLIENT_ID: credentials.clientId,
      PAYPAL_CLIENT_SECRET: credentials.clientSecret,
    },
    close: () => server.close(),
  };
}

/**
 * The e-invoicing provider for a local run (docs/invoices.md): the real one when INVOICE_API_URL
 * is set, else the local contract server (services/invoice-sandbox), its documents kept in
 * `dataDir` across restarts when given.
 */
export async function localInvoices(
  port: number,
  log: (l: string) => void,
  dataDir?: string,
): Promise<{ env: Record<string, string>; url: string | null; close(): Promise<void> }> {
  if (process.env.INVOICE_API_URL) return { env: {}, url: null, close: async () => undefined };
  const { startInvoiceSandbox } = await import('../../services/invoice-sandbox/src/server.ts');
  const credentials = { tokenEmpresa: 'local-invoices', tokenPassword: 'local-invoices-secret' };
  const server = await startInvoiceSandbox({ port, ...credentials, dataDir });
  log(`invoice provider contract server: ${server.url}`);
  return {
    env: {
      INVOICE_API_URL: server.url,
      INVOICE_TOKEN_EMPRESA: credentials.tokenEmpresa,
      INVOICE_TOKEN_PASSWORD: credentials.tokenPassword,
    },
    url: server.url,
    close: () => server.close(),
  };
}

/**
 * The development mailbox for a local run (docs/mail.md): maildev on the loopback catches every
 * e-mail the site and Directus send, kept in .data/mail across restarts. When SMTP_URL names a
 * server, mail goes there and no mailbox runs. `env` is what the site and Directus are given.
 */
export async function localMailbox(
  brand: BrandKey,
  log: (l: string) => void,
): Promise<{ env: Record<string, string>; url: string | null; close(): Promise<void> }> {
  const opts = {
    brand,
    smtpPort: Number(process.env.MAILBOX_SMTP_PORT || 1025),
    webPort: Number(process.env.MAILBOX_WEB_PORT || 1080),
  };
  if (process.env.SMTP_URL) {
    log('SMTP_URL is set: mail goes to that server, no development mailbox');
    return { env: {}, url: null, close: async () => undefined };
  }
  const mailbox = await startMailbox({
    smtpPort: opts.smtpPort,
    webPort: opts.webPort,
    mailDir: join(REPO_ROOT, '.data', 'mail'),
  }).catch((error: Error) => {
    throw new Error(
      `the development mailbox could not start on ports ${opts.smtpPort} and ${opts.webPort} (${error.message}); set MAILBOX_SMTP_PORT and MAILBOX_WEB_PORT, or SMTP_URL`,
    );
  });
  log(`development mailbox: SMTP ${mailbox.smtpUrl}`);
  return {
    env: {
      SMTP_URL: mailbox.smtpUrl,
      MAIL_FROM:
        process.env.MAIL_FROM ||
        `${BRAND_FALLBACKS[opts.brand].siteName} Car Rental <reservas@${opts.brand}.localhost>`,
    },
    url: mailbox.webUrl.replace('127.0.0.1', 'localhost'),
    close: () => mailbox.close(),
  };
}
