import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  assertNoDirectusAt,
  bootstrapDirectus,
  resolveCmsConfig,
  startDirectus,
  waitForDirectus,
  type CmsConfig,
  type RunningDirectus,
} from '@rental/cms/runtime';
import { provision, type ProvisionReport } from '@rental/cms/provision';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

/**
 * Starts a real Directus on a throw-away SQLite database for the integration suite, runs the
 * setup once, and hands the tests its address and credentials.
 *
 * For the auth suite (auth.test.ts) Directus also sends e-mail to a local SMTP sink started
 * here (messages land as JSON files in `auth.mailDir`), accepts the test site's links in its
 * invite, registration and password-reset e-mails, and issues short-lived access tokens
 * (AUTH_ACCESS_TOKEN_TTL_S). The short lifetime is switched on by a restart after the setup:
 * the setup holds one admin token for its whole run (about 40 s), longer than that lifetime,
 * while the other suites log in per call and survive it.
 */
export const AUTH_ACCESS_TOKEN_TTL_S = 20;
export const AUTH_TEST_SITE = 'http://site.test';
export const AUTH_TEST_URLS = {
  invite: `${AUTH_TEST_SITE}/es/cuenta/invitacion`,
  register: `${AUTH_TEST_SITE}/es/cuenta/verificar`,
  reset: `${AUTH_TEST_SITE}/es/cuenta/restablecer`,
};

declare module 'vitest' {
  export interface ProvidedContext {
    cms: {
      url: string;
      adminEmail: string;
      adminPassword: string;
      siteToken: string;
      workerToken: string;
      dataDir: string;
      port: number;
    };
    firstProvision: ProvisionReport;
    auth: { mailDir: string; accessTokenTtlMs: number; urls: typeof AUTH_TEST_URLS };
  }
}

let running: RunningDirectus | undefined;
let dataDir: string | undefined;
let sink: SmtpSink | undefined;

const withEnv = (config: CmsConfig, env: Record<string, string>): CmsConfig => ({
  ...config,
  directusEnv: { ...config.directusEnv, ...env },
});

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-it-'));
  const port = Number(process.env.IT_CMS_PORT || 8071);
  sink = await startSmtpSink(join(dataDir, 'mail'));
  const base = resolveCmsConfig({
    ...process.env,
    NODE_ENV: 'test',
    CMS_DATA_DIR: dataDir,
    CMS_PORT: String(port),
    DIRECTUS_URL: '',
    DIRECTUS_TOKEN: '',
    DB_CLIENT: 'sqlite3',
    CMS_PRESSURE_LIMITER: 'false',
    SEED_FLEET_UNITS: '1000',
    SEED_RATES: 'off',
  });
  const config = withEnv(base, {
    EMAIL_TRANSPORT: 'smtp',
    EMAIL_SMTP_HOST: '127.0.0.1',
    EMAIL_SMTP_PORT: String(sink.port),
    EMAIL_SMTP_SECURE: 'false',
    EMAIL_SMTP_IGNORE_TLS: 'true',
    EMAIL_FROM: 'no-reply@cms.test',
    USER_INVITE_URL_ALLOW_LIST: AUTH_TEST_URLS.invite,
    USER_REGISTER_URL_ALLOW_LIST: AUTH_TEST_URLS.register,
    PASSWORD_RESET_URL_ALLOW_LIST: AUTH_TEST_URLS.reset,
  });
  const log = (line: string) => {
    if (/error|fatal/i.test(line)) console.error(`[it-cms] ${line}`);
  };
  await assertNoDirectusAt(config.url, 'IT_CMS_PORT');
  await bootstrapDirectus(config);
  running = startDirectus(config, log);
  await waitForDirectus(config.url, 90_000, running);
  const firstProvision = await provision(config);

  await running.stop();
  running = startDirectus(
    withEnv(config, { ACCESS_TOKEN_TTL: `${AUTH_ACCESS_TOKEN_TTL_S}s` }),
    log,
  );
  await waitForDirectus(config.url, 90_000, running);

  project.provide('cms', {
    url: config.url,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    siteToken: config.siteToken,
    workerToken: config.workerToken,
    dataDir,
    port,
  });
  project.provide('firstProvision', firstProvision);
  project.provide('auth', {
    mailDir: sink.dir,
    accessTokenTtlMs: AUTH_ACCESS_TOKEN_TTL_S * 1000,
    urls: AUTH_TEST_URLS,
  });
}

export async function teardown() {
  await running?.stop();
  await sink?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
