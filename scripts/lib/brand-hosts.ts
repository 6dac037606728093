/**
 * The four brands by host name on one machine (`npm run start:all` and `npm run start:scale`):
 * their host names, their PayPal webhook ids with the local contract server, the settings each
 * brand's sites get beyond the command's own, and the lines that tell where everything is.
 */
import { BRAND_FALLBACKS, BRAND_KEYS, type BrandKey } from '@rental/domain/brands';

export const hostOf = (brand: BrandKey) => `${brand}.localhost`;
export const webhookIdOf = (brand: BrandKey) => `LOCALWEBHOOK${brand.toUpperCase()}`;
export const siteUrlOf = (brand: BrandKey, port: number) =>
  `http://${hostOf(brand)}${port === 80 ? '' : `:${port}`}`;

/** PayPal's and the mailbox's settings for a brand's sites, with its own sender and webhook id. */
export function brandSiteEnv(
  brand: BrandKey,
  paypal: Record<string, string>,
  mailbox: Record<string, string>,
): Record<string, string> {
  return {
    ...paypal,
    ...(paypal.PAYPAL_CLIENT_ID ? { PAYPAL_WEBHOOK_ID: webhookIdOf(brand) } : {}),
    ...mailbox,
    ...(mailbox.SMTP_URL && !process.env.MAIL_FROM
      ? { MAIL_FROM: `${BRAND_FALLBACKS[brand].siteName} Car Rental <reservas@${hostOf(brand)}>` }
      : {}),
  };
}

/** Where each brand, Studio, the mailbox and nginx's log are, once everything is up. */
export function announce(
  say: (line: string) => void,
  o: { port: number; studio: string; mailbox: string | null; nginxLog: string; extra?: string[] },
) {
  say('');
  for (const brand of BRAND_KEYS)
    say(`${BRAND_FALLBACKS[brand].siteName.padEnd(8)} ${siteUrlOf(brand, o.port)}`);
  say(`Directus Studio: ${o.studio}`);
  for (const line of o.extra ?? []) say(line);
  if (o.mailbox) say(`Mailbox:         ${o.mailbox}`);
  say(`nginx log:       ${o.nginxLog} (JSON, one line per request)`);
  say('Press Ctrl-C to stop them all.');
}
