import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveCmsConfig } from './config.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'cms-config-'));

describe('resolveCmsConfig', () => {
  it('defaults to SQLite in the data folder, telemetry on the loopback', () => {
    const dataDir = dir();
    const config = resolveCmsConfig({ CMS_DATA_DIR: dataDir });
    expect(config.directusEnv).toMatchObject({
      DB_CLIENT: 'sqlite3',
      DB_FILENAME: join(dataDir, 'directus.db'),
      PORT: '8055',
      TELEMETRY_URL: 'http://127.0.0.1:9',
      PRESSURE_LIMITER_ENABLED: 'true',
      PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY: '1500',
      PRESSURE_LIMITER_RETRY_AFTER: '1',
      AI_ENABLED: 'false',
      MCP_ENABLED: 'false',
      // No live log stream: Studio's viewer needs websockets, which are off.
      WEBSOCKETS_ENABLED: 'false',
      WEBSOCKETS_LOGS_ENABLED: 'false',
    });
    expect(config.url).toBe('http://127.0.0.1:8055');
  });

  it('keeps the pressure limiter on unless CMS_PRESSURE_LIMITER=false (test stacks)', () => {
    expect(
      resolveCmsConfig({ CMS_DATA_DIR: dir(), CMS_PRESSURE_LIMITER: 'false' }).directusEnv
        .PRESSURE_LIMITER_ENABLED,
    ).toBe('false');
    expect(
      resolveCmsConfig({ CMS_DATA_DIR: dir(), CMS_PRESSURE_LIMITER: 'no' }).directusEnv
        .PRESSURE_LIMITER_ENABLED,
    ).toBe('true');
  });

  it('seeds the example rates unless SEED_RATES is off, and names a bad value', () => {
    expect(resolveCmsConfig({ CMS_DATA_DIR: dir() }).seedRates).toBe(true);
    expect(resolveCmsConfig({ CMS_DATA_DIR: dir(), SEED_RATES: 'off' }).seedRates).toBe(false);
    expect(resolveCmsConfig({ CMS_DATA_DIR: dir(), SEED_RATES: '1' }).seedRates).toBe(true);
    expect(() => resolveCmsConfig({ CMS_DATA_DIR: dir(), SEED_RATES: 'maybe' })).toThrow(
      /SEED_RATES must be on or off/,
    );
  });

  it('shares Redis between Directus processes with CMS_REDIS_URL, and names a bad one', () => {
    expect(resolveCmsConfig({ CMS_DATA_DIR: dir() }).directusEnv.REDIS).toBeUndefined();
    expect(
      resolveCmsConfig({ CMS_DATA_DIR: dir(), CMS_REDIS_URL: 'redis://127.0.0.1:6379/1' })
        .directusEnv,
    ).toMatchObject({
      REDIS: 'redis://127.0.0.1:6379/1',
      SYNCHRONIZATION_STORE: 'redis',
      CACHE_STORE: 'redis',
      RATE_LIMITER_STORE: 'redis',
    });
    expect(() => resolveCmsConfig({ CMS_DATA_DIR: dir(), CMS_REDIS_URL: '127.0.0.1' })).toThrow(
      /CMS_REDIS_URL must be a redis:\/\//,
    );
  });

  it('generates local secrets once and reuses them', () => {
    const dataDir = dir();
    const first = resolveCmsConfig({ CMS_DATA_DIR: dataDir });
    const second = resolveCmsConfig({ CMS_DATA_DIR: dataDir });
    expect(second.siteToken).toBe(first.siteToken);
    expect(second.directusEnv.KEY).toBe(first.directusEnv.KEY);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).siteToken).toBe(
      first.siteToken,
    );
  });

  it('takes secrets from the environment', () => {
    const config = resolveCmsConfig({
      CMS_DATA_DIR: dir(),
      DIRECTUS_TOKEN: 'from-env-token-123456',
      CMS_ADMIN_PASSWORD: 'pw',
    });
    expect(config.siteToken).toBe('from-env-token-123456');
    expect(config.directusEnv.ADMIN_PASSWORD).toBe('pw');
  });

  it('requires every secret in production, naming it', () => {
    expect(() => resolveCmsConfig({ NODE_ENV: 'production', CMS_DATA_DIR: dir() })).toThrow(
      'CMS_ADMIN_PASSWORD is required when NODE_ENV=production',
    );
    expect(() =>
      resolveCmsConfig({
        NODE_ENV: 'production',
        CMS_DATA_DIR: dir(),
        CMS_ADMIN_PASSWORD: 'a',
        DIRECTUS_TOKEN: 'b',
      }),
    ).toThrow('OUTBOX_DIRECTUS_TOKEN is required when NODE_ENV=production');
    expect(() =>
      resolveCmsConfig({
        NODE_ENV: 'production',
        CMS_DATA_DIR: dir(),
        CMS_ADMIN_PASSWORD: 'a',
        DIRECTUS_TOKEN: 'b',
        OUTBOX_DIRECTUS_TOKEN: 'w',
      }),
    ).toThrow('REVALIDATE_SECRET is required');
    expect(() =>
      resolveCmsConfig({
        NODE_ENV: 'production',
        CMS_DATA_DIR: dir(),
        CMS_ADMIN_PASSWORD: 'a',
        DIRECTUS_TOKEN: 'b',
        OUTBOX_DIRECTUS_TOKEN: 'w',
        REVALIDATE_SECRET: 'r',
        CMS_KEY: 'c',
      }),
    ).toThrow('CMS_SECRET is required');
  });

  it('passes PostgreSQL settings through when DB_CLIENT=pg', () => {
    const config = resolveCmsConfig({
      CMS_DATA_DIR: dir(),
      DB_CLIENT: 'pg',
      DB_HOST: '127.0.0.1',
      DB_PORT: '5432',
      DB_DATABASE: 'rental',
      DB_USER: 'u',
      DB_PASSWORD: 'p',
    });
    expect(config.directusEnv).toMatchObject({
      DB_CLIENT: 'pg',
      DB_HOST: '127.0.0.1',
      DB_DATABASE: 'rental',
    });
    expect(config.directusEnv.DB_FILENAME).toBeUndefined();
  });

  it('calls the local site for revalidation unless told otherwise', () => {
    expect(resolveCmsConfig({ CMS_DATA_DIR: dir() }).revalidateUrls).toEqual([
      'http://127.0.0.1:3000/api/revalidate',
    ]);
    expect(
      resolveCmsConfig({
        CMS_DATA_DIR: dir(),
        SITE_REVALIDATE_URLS: 'http://a:1/api/revalidate, http://b:2/api/revalidate',
      }).revalidateUrls,
    ).toHaveLength(2);
    expect(() =>
      resolveCmsConfig({ CMS_DATA_DIR: dir(), SITE_REVALIDATE_URLS: 'not a url' }),
    ).toThrow(/SITE_REVALIDATE_URLS/);
  });

  it('rejects an unknown database client, a pg setup without a host and a bad port', () => {
    expect(() => resolveCmsConfig({ CMS_DATA_DIR: dir(), DB_CLIENT: 'mysql' })).toThrow(
      /DB_CLIENT must be/,
    );
    expect(() => resolveCmsConfig({ CMS_DATA_DIR: dir(), DB_CLIENT: 'pg' })).toThrow(/DB_HOST/);
    expect(() => resolveCmsConfig({ CMS_DATA_DIR: dir(), CMS_PORT: 'eighty' })).toThrow(
      /CMS_PORT must be a port number/,
    );
  });

  it("gives Directus the site's SMTP server and sender (Studio's password reset and invitations)", () => {
    const env = resolveCmsConfig({
      CMS_DATA_DIR: dir(),
      SMTP_URL: 'smtps://mailer%40firefly.example:p%40ss@smtp.example.com',
      MAIL_FROM: 'Firefly Car Rental <reservas@firefly.example>',
    }).directusEnv;
    expect(env).toMatchObject({
      EMAIL_TRANSPORT: 'smtp',
      EMAIL_SMTP_HOST: 'smtp.example.com',
      EMAIL_SMTP_PORT: '465',
      EMAIL_SMTP_SECURE: 'true',
      EMAIL_SMTP_USER: 'mailer@firefly.example',
      EMAIL_SMTP_PASSWORD: 'p@ss',
      EMAIL_FROM: 'reservas@firefly.example',
    });
    const local = resolveCmsConfig({
      CMS_DATA_DIR: dir(),
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'reservas@firefly.localhost',
    }).directusEnv;
    expect(local).toMatchObject({
      EMAIL_SMTP_HOST: '127.0.0.1',
      EMAIL_SMTP_PORT: '1025',
      EMAIL_SMTP_SECURE: 'false',
    });
    expect(local.EMAIL_SMTP_USER).toBeUndefined();
  });

  it('leaves Directus mail alone without SMTP_URL, and names a bad mail setting', () => {
    expect(resolveCmsConfig({ CMS_DATA_DIR: dir() }).directusEnv.EMAIL_TRANSPORT).toBeUndefined();
    expect(() =>
      resolveCmsConfig({
        CMS_DATA_DIR: dir(),
        SMTP_URL: 'http://mail.example.com',
        MAIL_FROM: 'a@b.example',
      }),
    ).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(() =>
      resolveCmsConfig({ CMS_DATA_DIR: dir(), SMTP_URL: 'smtp://127.0.0.1:1025' }),
    ).toThrow('MAIL_FROM is required when SMTP_URL is set');
  });
});
