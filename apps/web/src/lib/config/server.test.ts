import { describe, expect, it } from 'vitest';
import { readServerConfig } from './server.ts';

const base = { DIRECTUS_URL: 'http://127.0.0.1:8055', DIRECTUS_TOKEN: 'x'.repeat(32) };

describe('job settings', () => {
  it('JOBS_DATABASE_URL is optional and a postgres:// URL; JOBS_SCHEMA a schema name', () => {
    expect(readServerConfig(base).JOBS_DATABASE_URL).toBeUndefined();
    expect(readServerConfig(base).JOBS_SCHEMA).toBe('rental_jobs');
    const url = 'postgresql://postgres@127.0.0.1:5432/rental';
    expect(readServerConfig({ ...base, JOBS_DATABASE_URL: url }).JOBS_DATABASE_URL).toBe(url);
    expect(() => readServerConfig({ ...base, JOBS_DATABASE_URL: 'redis://127.0.0.1' })).toThrow(
      'JOBS_DATABASE_URL: JOBS_DATABASE_URL must be a postgres:// URL',
    );
    expect(() => readServerConfig({ ...base, JOBS_SCHEMA: 'drop table;' })).toThrow(
      'JOBS_SCHEMA: JOBS_SCHEMA must be a lower-case PostgreSQL schema name',
    );
  });
});

describe('rate-limit settings', () => {
  it('REDIS_URL is optional and must be a redis:// or rediss:// URL', () => {
    expect(readServerConfig(base).REDIS_URL).toBeUndefined();
    expect(
      readServerConfig({ ...base, REDIS_URL: 'rediss://user:pw@cache:6380/0' }).REDIS_URL,
    ).toBe('rediss://user:pw@cache:6380/0');
    expect(() => readServerConfig({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('TRUSTED_PROXIES defaults to loopback and refuses anything but addresses and CIDRs, naming the setting', () => {
    expect(readServerConfig(base).TRUSTED_PROXIES).toBe('127.0.0.0/8,::1');
    expect(readServerConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toBe(
      '10.0.0.0/8, ::1',
    );
    expect(readServerConfig({ ...base, TRUSTED_PROXIES: 'none' }).TRUSTED_PROXIES).toBe('none');
    expect(() =>
      readServerConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' }),
    ).toThrow("TRUSTED_PROXIES must list IP addresses or CIDR ranges: 'proxy.internal'");
  });

  it('RATE_LIMIT_EXEMPT is a comma-separated list of addresses', () => {
    expect(readServerConfig(base).RATE_LIMIT_EXEMPT).toEqual([]);
    expect(
      readServerConfig({ ...base, RATE_LIMIT_EXEMPT: '203.0.113.4, ::1,unknown' })
        .RATE_LIMIT_EXEMPT,
    ).toEqual(['203.0.113.4', '::1', 'unknown']);
    expect(() => readServerConfig({ ...base, RATE_LIMIT_EXEMPT: '203.0.113.4;drop' })).toThrow(
      'RATE_LIMIT_EXEMPT must list IP addresses',
    );
  });
});

describe('host name settings', () => {
  it('CANONICAL_HOST_REDIRECT is on unless off; anything else stops the start, naming it', () => {
    expect(readServerConfig(base).CANONICAL_HOST_REDIRECT).toBe('on');
    expect(
      readServerConfig({ ...base, CANONICAL_HOST_REDIRECT: 'off' }).CANONICAL_HOST_REDIRECT,
    ).toBe('off');
    expect(() => readServerConfig({ ...base, CANONICAL_HOST_REDIRECT: 'no' })).toThrow(
      'CANONICAL_HOST_REDIRECT: CANONICAL_HOST_REDIRECT must be on or off',
    );
  });
});

describe('mail settings', () => {
  it('SMTP_URL is optional and must be smtp:// or smtps://', () => {
    expect(readServerConfig(base).SMTP_URL).toBeUndefined();
    expect(() =>
      readServerConfig({ ...base, SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.example' }),
    ).toThrow('SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL');
  });

  it('MAIL_FROM is required with SMTP_URL, and every sender must be an address', () => {
    expect(() => readServerConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:1025' })).toThrow(
      'MAIL_FROM: MAIL_FROM is required when SMTP_URL is set',
    );
    expect(() => readServerConfig({ ...base, MAIL_FROM: 'Reservas' })).toThrow(
      'MAIL_FROM: MAIL_FROM must be an e-mail address or "Name <address>"',
    );
    expect(() => readServerConfig({ ...base, MAIL_FROM_VOLCAN: 'volcan' })).toThrow(
      'MAIL_FROM_VOLCAN: MAIL_FROM_VOLCAN must be an e-mail address',
    );
    expect(
      readServerConfig({
        ...base,
        SMTP_URL: 'smtp://127.0.0.1:1025',
        MAIL_FROM: 'Firefly Car Rental <reservas@firefly.example>',
      }).MAIL_FROM,
    ).toBe('Firefly Car Rental <reservas@firefly.example>');
  });
});

describe('PayPal webhook and reconciler settings', () => {
  const paypal = { ...base, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };

  it('PAYPAL_WEBHOOK_ID is optional and must look like the id PayPal gives a webhook', () => {
    expect(readServerConfig(paypal).PAYPAL_WEBHOOK_ID).toBeUndefined();
    expect(
      readServerConfig({ ...paypal, PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA' })
        .PAYPAL_WEBHOOK_ID,
    ).toBe('8PT597110X687430LKGECATA');
    for (const bad of ['8pt597110x687430', 'WH-123', 'ABC', 'https://example.com/hook'])
      expect(() => readServerConfig({ ...paypal, PAYPAL_WEBHOOK_ID: bad })).toThrow(
        'PAYPAL_WEBHOOK_ID: PAYPAL_WEBHOOK_ID must be the webhook id PayPal shows',
      );
  });

  it('PAYPAL_WEBHOOK_ID without PayPal is refused, naming it', () => {
    expect(() => readServerConfig({ ...base, PAYPAL_WEBHOOK_ID: '8PT597110X687430L' })).toThrow(
      'PAYPAL_WEBHOOK_ID is set but PayPal is not',
    );
  });

  it('the reconciler runs every minute for orders pending over 10 minutes, unless told otherwise', () => {
    const config = readServerConfig(paypal);
    expect([config.PAYPAL_RECONCILE_INTERVAL_MS, config.PAYPAL_RECONCILE_GRACE_MS]).toEqual([
      60_000, 600_000,
    ]);
    expect(() => readServerConfig({ ...paypal, PAYPAL_RECONCILE_GRACE_MS: '10s' })).toThrow(
      'PAYPAL_RECONCILE_GRACE_MS',
    );
    expect(() => readServerConfig({ ...paypal, PAYPAL_RECONCILE_INTERVAL_MS: '10' })).toThrow(
      'PAYPAL_RECONCILE_INTERVAL_MS must be at least 1000',
    );
  });

  it('the invoice provider’s URL and two tokens go together, and an unset one is named', () => {
    const invoices = {
      ...base,
      INVOICE_API_URL: 'https://demointegracion.thefactoryhka.com.pa',
      INVOICE_TOKEN_EMPRESA: 'empresa',
      INVOICE_TOKEN_PASSWORD: 'secreto',
    };
    expect(readServerConfig(invoices)).toMatchObject({
      INVOICE_INTERVAL_MS: 10_000,
      INVOICE_CONTINGENCY_AFTER_MS: 900_000,
    });
    expect(readServerConfig(base).INVOICE_API_URL).toBeUndefined();
    expect(() => readServerConfig({ ...invoices, INVOICE_TOKEN_PASSWORD: undefined })).toThrow(
      'INVOICE_TOKEN_PASSWORD is not set',
    );
    expect(() => readServerConfig({ ...invoices, INVOICE_API_URL: 'not a url' })).toThrow(
      'INVOICE_API_URL must be the base URL',
    );
  });
});
