import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '@rental/domain/brands';
import { parseSender } from '@rental/domain/contact';
import {
  COOKIE_PREFIX_PATTERN,
  DEFAULT_AUTH_COOKIE_SETTINGS,
  MAX_COOKIE_MAX_AGE_SECONDS,
} from '@rental/domain/auth/session';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '../http/client-address.ts';
import { DEFAULT_CMS_TIMEOUT_MS } from './cms-timeout.ts';
import { DEFAULT_HOLD_LIMITS } from '@rental/domain/reservation/holds';

/** An on/off setting: `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`), named in the error. */
function flag(name: string, fallback: boolean) {
  return z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
        message: `${name} must be 'true' or 'false'`,
      }),
    )
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v))
    .default(fallback);
}

/** The setting naming a brand's own sender: MAIL_FROM_FIREFLY, MAIL_FROM_TUCAN… */
export const brandSenderSetting = (brand: BrandKey) =>
  `MAIL_FROM_${brand.toUpperCase()}` as `MAIL_FROM_${Uppercase<BrandKey>}`;

/** A sender: an address, or a name and an address, as mail programs show it. */
const sender = (name: string) =>
  z
    .string()
    .refine((v) => parseSender(v) !== null, {
      message: `${name} must be an e-mail address or "Name <address>", e.g. "Firefly Car Rental <reservas@firefly.example>"`,
    })
    .optional();

/** One optional sender per brand, so one environment can serve every brand's process. */
const brandSenders = Object.fromEntries(
  BRAND_KEYS.map((brand) => [brandSenderSetting(brand), sender(brandSenderSetting(brand))]),
) as Record<ReturnType<typeof brandSenderSetting>, ReturnType<typeof sender>>;

/**
 * Server-only settings, read from the environment once. A missing or malformed value stops
 * the server at start with a message that names the variable (next.config.ts calls this).
 */
const schema = z
  .object({
    DIRECTUS_URL: z.url({
      message:
        'DIRECTUS_URL must be the URL the site reaches Directus at, e.g. http://127.0.0.1:8055',
    }),
    DIRECTUS_TOKEN: z
      .string({ message: "DIRECTUS_TOKEN (the site service user's static token) is required" })
      .min(16, 'DIRECTUS_TOKEN must be at least 16 characters'),
    CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_CMS_TIMEOUT_MS),
    /** Public origin of this site, for canonical URLs, Open Graph and the sitemap. */
    SITE_URL: z
      .url({
        message: 'SITE_URL must be the public origin of the site, e.g. https://www.example.com',
      })
      .default('http://localhost:3000'),
    /**
     * `off`: serve every host name the site is reached by, instead of sending visitors to
     * SITE_URL's (src/server/canonical-host.ts), for a process reached under another name on purpose.
     */
    CANONICAL_HOST_REDIRECT: z
      .enum(['on', 'off'], { message: 'CANONICAL_HOST_REDIRECT must be on or off' })
      .default('on'),
    /** Shared with the Directus flow; without it /api/revalidate is off (pages still refresh every minute). */
    REVALIDATE_SECRET: z
      .string()
      .min(16, 'REVALIDATE_SECRET must be at least 16 characters')
      .optional(),
    /** sandbox: cards go to the simulated bank in the site; live: real money (needs a bank adapter). */
    PAYMENTS_MODE: z
      .enum(['sandbox', 'live'], { message: "PAYMENTS_MODE must be 'sandbox' or 'live'" })
      .default('sandbox'),
    /** PayPal's REST API (Orders v2); the sandbox by default, a local contract server in tests. */
    PAYPAL_API_URL: z
      .url({
        message:
          "PAYPAL_API_URL must be the base URL of PayPal's REST API, e.g. https://api-m.sandbox.paypal.com",
      })
      .default('https://api-m.sandbox.paypal.com'),
    /** Without both, checkout does not offer PayPal. */
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    /** The PayPal webhook subscription's id, for its signature check; without it the webhook is off (404) and the reconciler alone finishes orders. */
    PAYPAL_WEBHOOK_ID: z
      .string()
      .regex(
        /^[A-Z0-9]{8,64}$/,
        'PAYPAL_WEBHOOK_ID must be the webhook id PayPal shows for the subscription (upper-case letters and digits, e.g. 8PT597110X687430LKGECATA)',
      )
      .optional(),
    /** The e-invoicing provider's REST API (The Factory HKA Panamá); a local contract server in tests. */
    INVOICE_API_URL: z
      .url({
        message:
          "INVOICE_API_URL must be the base URL of the invoice provider's REST API, e.g. https://demointegracion.thefactoryhka.com.pa",
      })
      .optional(),
    /** The provider's credentials for the company's RUC; without them no document is sent. */
    INVOICE_TOKEN_EMPRESA: z.string().min(1).optional(),
    INVOICE_TOKEN_PASSWORD: z.string().min(1).optional(),
    /** How often the brand's worker issues the documents owed (milliseconds). */
    INVOICE_INTERVAL_MS: z.coerce
      .number({ message: 'INVOICE_INTERVAL_MS must be a number of milliseconds' })
      .int('INVOICE_INTERVAL_MS must be a whole number of milliseconds')
      .min(500, 'INVOICE_INTERVAL_MS must be at least 500')
      .default(10_000),
    /** How long the provider may stay silent before documents are issued in contingency. */
    INVOICE_CONTINGENCY_AFTER_MS: z.coerce
      .number({ message: 'INVOICE_CONTINGENCY_AFTER_MS must be a number of milliseconds' })
      .int('INVOICE_CONTINGENCY_AFTER_MS must be a whole number of milliseconds')
      .min(1000, 'INVOICE_CONTINGENCY_AFTER_MS must be at least 1000 (1 s)')
      .default(15 * 60_000),
    /** How often the brand's worker reconciles PayPal orders left pending (milliseconds). */
    PAYPAL_RECONCILE_INTERVAL_MS: z.coerce
      .number({ message: 'PAYPAL_RECONCILE_INTERVAL_MS must be a number of milliseconds' })
      .int('PAYPAL_RECONCILE_INTERVAL_MS must be a whole number of milliseconds')
      .min(1000, 'PAYPAL_RECONCILE_INTERVAL_MS must be at least 1000 (1 s)')
      .default(60_000),
    /** How long a PayPal payment is left to the renter's own return before the worker reconciles it. */
    PAYPAL_RECONCILE_GRACE_MS: z.coerce
      .number({ message: 'PAYPAL_RECONCILE_GRACE_MS must be a number of milliseconds' })
      .int('PAYPAL_RECONCILE_GRACE_MS must be a whole number of milliseconds')
      .min(1000, 'PAYPAL_RECONCILE_GRACE_MS must be at least 1000 (1 s)')
      .default(600_000),
    /** How often the brand's worker sweeps the money ledger (milliseconds; docs/payments.md "The sweep"). */
    LEDGER_SWEEP_INTERVAL_MS: z.coerce
      .number({ message: 'LEDGER_SWEEP_INTERVAL_MS must be a number of milliseconds' })
      .int('LEDGER_SWEEP_INTERVAL_MS must be a whole number of milliseconds')
      .min(1000, 'LEDGER_SWEEP_INTERVAL_MS must be at least 1000 (1 s)')
      .default(30_000),
    /** How long a ledger row may stay pending before the sweep settles it (its operation may still be running). */
    LEDGER_SWEEP_GRACE_MS: z.coerce
      .number({ message: 'LEDGER_SWEEP_GRACE_MS must be a number of milliseconds' })
      .int('LEDGER_SWEEP_GRACE_MS must be a whole number of milliseconds')
      .min(1000, 'LEDGER_SWEEP_GRACE_MS must be at least 1000 (1 s)')
      .default(60_000),
    /**
     * The worker only (apps/web/worker.ts): the website's own token, with which its PayPal
     * reconciler records payments as the site does (its DIRECTUS_TOKEN is the mail worker's).
     */
    WEBSITE_DIRECTUS_TOKEN: z
      .string()
      .min(16, 'WEBSITE_DIRECTUS_TOKEN must be at least 16 characters')
      .optional(),
    /** The content backend's sign-in cookies (lib/auth, docs/auth.md): `<prefix>_access_token`, `_refresh_token`, `_expires_at`. */
    AUTH_COOKIE_PREFIX: z
      .string()
      .regex(COOKIE_PREFIX_PATTERN, 'AUTH_COOKIE_PREFIX must be 1-40 letters, digits, _ or -')
      .default(DEFAULT_AUTH_COOKIE_SETTINGS.prefix),
    /** Lifetime of those cookies in seconds (default 7 days, Directus' refresh-token lifetime). */
    AUTH_COOKIE_MAX_AGE: z.coerce
      .number({ message: 'AUTH_COOKIE_MAX_AGE must be a whole number of seconds' })
      .int('AUTH_COOKIE_MAX_AGE must be a whole number of seconds')
      .min(60, 'AUTH_COOKIE_MAX_AGE must be at least 60 seconds')
      .max(
        MAX_COOKIE_MAX_AGE_SECONDS,
        `AUTH_COOKIE_MAX_AGE must be at most ${MAX_COOKIE_MAX_AGE_SECONDS} seconds (400 days, the browsers' limit)`,
      )
      .default(DEFAULT_AUTH_COOKIE_SETTINGS.maxAgeSeconds),
    /** Shared rate-limit counters for all the site's processes (redis:// or rediss://); without it each process counts alone. */
    REDIS_URL: z
      .url({
        protocol: /^rediss?$/,
        message: 'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
      })
      .optional(),
    /**
     * The worker's jobs on pg-boss (postgres:// or postgresql://): several worker processes
     * share each job; without it each worker runs its jobs on its own timers (lib/jobs).
     */
    JOBS_DATABASE_URL: z
      .url({
        protocol: /^postgres(ql)?$/,
        message:
          'JOBS_DATABASE_URL must be a postgres:// URL, e.g. postgres://postgres@127.0.0.1:5432/rental',
      })
      .optional(),
    /** The PostgreSQL schema pg-boss keeps its tables in. */
    JOBS_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,50}$/, {
        message: 'JOBS_SCHEMA must be a lower-case PostgreSQL schema name, e.g. rental_jobs',
      })
      .default('rental_jobs'),
    /**
     * Proxies whose X-Real-IP / X-Forwarded-* headers are believed (addresses or CIDRs,
     * comma-separated); from anyone else those headers are dropped and the socket's address counts.
     */
    TRUSTED_PROXIES: z
      .string()
      .default(DEFAULT_TRUSTED_PROXIES)
      .superRefine((v, ctx) => {
        try {
          parseTrustedProxies(v);
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message: (error as Error).message.replace(
              /^TRUSTED_PROXIES: /,
              'TRUSTED_PROXIES must list IP addresses or CIDR ranges: ',
            ),
          });
        }
      }),
    /** How many unpaid bookings one address may hold at once (docs/reservation-flow.md "Holds"). */
    HOLDS_PER_ADDRESS: z.coerce
      .number({ message: 'HOLDS_PER_ADDRESS must be a number of bookings' })
      .int('HOLDS_PER_ADDRESS must be a whole number of bookings')
      .min(1, 'HOLDS_PER_ADDRESS must be at least 1')
      .default(DEFAULT_HOLD_LIMITS.perAddress),
    /** How many unpaid bookings one renter e-mail or phone may hold at once. */
    HOLDS_PER_CONTACT: z.coerce
      .number({ message: 'HOLDS_PER_CONTACT must be a number of bookings' })
      .int('HOLDS_PER_CONTACT must be a whole number of bookings')
      .min(1, 'HOLDS_PER_CONTACT must be at least 1')
      .default(DEFAULT_HOLD_LIMITS.perContact),
    /** Client addresses never rate-limited, comma-separated (a branch office booking for walk-ins, a load test). */
    RATE_LIMIT_EXEMPT: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^[0-9a-fA-F:.]{2,45}$|^unknown$/,
              'RATE_LIMIT_EXEMPT must list IP addresses separated by commas',
            ),
        ),
      )
      .default([]),
    /**
     * Outgoing mail (lib/mail, docs/mail.md): smtp:// (STARTTLS when the server offers it) or
     * smtps:// (TLS from the start), credentials in the URL. Without it no mail is sent.
     */
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        message:
          'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
      })
      .optional(),
    /** The sender of the site's mail, unless the brand has its own (MAIL_FROM_<BRAND>). */
    MAIL_FROM: sender('MAIL_FROM'),
    ...brandSenders,
    /** Refresh an expired access token before page navigation and before each backend call. */
    AUTH_AUTO_REFRESH: flag('AUTH_AUTO_REFRESH', true),
    /** On first load, fetch the signed-in user when a token exists and no user is held. */
    AUTH_AUTO_FETCH_USER: flag('AUTH_AUTO_FETCH_USER', true),
  })
  .superRefine((c, ctx) => {
    if (c.PAYMENTS_MODE === 'live') {
      // The site's card gateways are the simulated bank and 'metrobank', whose merchant API is not
      // public: in live mode there is no bank to send a card to, so refuse to start (docs/payments.md).
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_MODE'],
        message:
          "PAYMENTS_MODE is 'live' but no bank adapter is configured for the card gateway 'metrobank'; set PAYMENTS_MODE=sandbox until one is added (docs/payments.md)",
      });
    }
    if (c.SMTP_URL && !c.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message:
          'MAIL_FROM is required when SMTP_URL is set: the address the mail is sent from, e.g. "Firefly Car Rental <reservas@firefly.example>"',
      });
    }
    if (Boolean(c.PAYPAL_CLIENT_ID) !== Boolean(c.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'],
        message:
          'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together: set both to offer PayPal, or neither',
      });
    }
    const invoicing = [c.INVOICE_API_URL, c.INVOICE_TOKEN_EMPRESA, c.INVOICE_TOKEN_PASSWORD];
    if (invoicing.some(Boolean) && !invoicing.every(Boolean)) {
      const missing = ['INVOICE_API_URL', 'INVOICE_TOKEN_EMPRESA', 'INVOICE_TOKEN_PASSWORD'][
        invoicing.findIndex((v) => !v)
      ];
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `${missing} is not set: INVOICE_API_URL, INVOICE_TOKEN_EMPRESA and INVOICE_TOKEN_PASSWORD go together (docs/invoices.md)`,
      });
    }
    if (c.PAYPAL_WEBHOOK_ID && !c.PAYPAL_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_WEBHOOK_ID'],
        message:
          'PAYPAL_WEBHOOK_ID is set but PayPal is not (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET): set them, or leave PAYPAL_WEBHOOK_ID unset',
      });
    }
  });

export type ServerConfig = z.infer<typeof schema>;

class ServerConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerConfigError';
  }
}

let cached: ServerConfig | undefined;

export function readServerConfig(
  env: Record<string, string | undefined> = process.env,
): ServerConfig {
  if (cached && env === process.env) return cached;
  // Every setting the schema knows, read from the environment; an empty value counts as unset.
  const parsed = schema.safeParse(
    Object.fromEntries(Object.keys(schema.shape).map((key) => [key, env[key] || undefined])),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `${String(i.path[0])}: ${i.message}`)
      .join('; ');
    throw new ServerConfigError(`Invalid server configuration: ${problems}`);
  }
  if (env === process.env) cached = parsed.data;
  return parsed.data;
}

/** The origin search engines, link previews and payment return addresses see (SITE_URL). */
export const siteOrigin = () => readServerConfig().SITE_URL.replace(/\/$/, '');
