import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  assertNoDirectusAt,
  CmsConfigError,
  bootstrapDirectus,
  REPO_ROOT,
  startDirectus,
  stoppable,
  waitForDirectus,
  type CmsConfig,
  type RunningDirectus,
  type RunningProcess,
  resolveCmsConfig,
} from '@rental/cms/runtime';
import { provision } from '@rental/cms/provision';
import { BRAND_FALLBACKS, type BrandKey } from '@rental/domain/brands';
import { startMailbox } from './mailbox.ts';

/**
 * The pieces `npm start`, `npm run dev` and the e2e suite assemble the product from:
 * a provisioned Directus, a built site, a running site.
 */
const WEB_DIR = join(REPO_ROOT, 'apps/web');

/**
 * A throw-away Directus for the e2e suite and the bench: SQLite in `dataDir`, no outside CMS,
 * secrets of its own, no pressure limiter, telling the sites on `sitePorts` when content changes.
 */
export const throwAwayCmsConfig = (dataDir: string, port: number, sitePorts: number[]) =>
  resolveCmsConfig({
    ...process.env,
    NODE_ENV: 'test',
    CMS_DATA_DIR: dataDir,
    CMS_PORT: String(port),
    DIRECTUS_URL: '',
    DIRECTUS_TOKEN: '',
    REVALIDATE_SECRET: '',
    DB_CLIENT: 'sqlite3',
    CMS_PRESSURE_LIMITER: 'false',
    SEED_FLEET_UNITS: '1000',
    SEED_RATES: 'off',
    SITE_REVALIDATE_URLS: sitePorts.map((p) => `http://127.0.0.1:${p}/api/revalidate`).join(','),
  });

export async function startCms(
  config: CmsConfig,
  log: (l: string) => void,
  setupLog: (l: string) => void,
): Promise<RunningDirectus> {
  await assertNoDirectusAt(config.url, 'CMS_PORT, or E2E_PORT_OFFSET for the e2e stack');
  await bootstrapDirectus(config, setupLog);
  const cms = startDirectus(config, log);
  try {
    await waitForDirectus(config.url, 90_000, cms);
    await provision(config, setupLog);
  } catch (error) {
    await cms.stop();
    throw error;
  }
  return cms;
}

function nextBin(): string {
  return createRequire(join(WEB_DIR, 'package.json')).resolve('next/dist/bin/next');
}

function pipe(child: ChildProcess, log: (l: string) => void) {
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream }).on('line', log);
}

export interface WebOptions {
  brand?: string;
  distDir?: string;
  cms: CmsConfig;
  port?: number;
  extraEnv?: Record<string, string>;
}

function webEnv(opts: WebOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DIRECTUS_URL: opts.cms.url,
    DIRECTUS_TOKEN: opts.cms.siteToken,
    REVALIDATE_SECRET: opts.cms.revalidateSecret,
    NEXT_DIST_DIR: opts.distDir ?? '.next',
    // Human lines when this command runs in a terminal, JSON lines for a log collector.
    LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'human' : 'json'),
    ...opts.extraEnv,
  };
  if (opts.brand !== undefined) env.NEXT_PUBLIC_BRAND = opts.brand;
  return env;
}

/**
 * Which content backend a build was prerendered from: the build bakes CMS data (file ids
 * among it) into its pages, so a fresh database — new file ids — needs a new build.
 */
function cmsIdentity(cms: CmsConfig): string {
  if (cms.dbClient === 'pg')
    return `pg:${cms.directusEnv.DB_HOST ?? ''}:${cms.directusEnv.DB_DATABASE ?? cms.directusEnv.DB_CONNECTION_STRING ?? ''}`;
  const file = cms.directusEnv.DB_FILENAME;
  const created =
    file && existsSync(file) ? statSync(file).birthtimeMs || statSync(file).ino : 'none';
  return `sqlite:${file}:${created}`;
}

/** A fingerprint of everything a production build depends on, to rebuild only when needed. */
function sourceStamp(brand: string | undefined, cms: CmsConfig): string {
  const hash = createHash('sha256').update(`brand=${brand ?? ''}\ncms=${cmsIdentity(cms)}\n`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.next')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}:${statSync(full).size}:`).update(readFileSync(full));
    }
  };
  for (const part of [
    'apps/web/src',
    'apps/web/messages',
    'apps/web/public',
    'packages/domain/src',
    // Types only, but the build type-checks the site against them.
    'packages/content-model/src',
  ])
    walk(join(REPO_ROOT, part));
  for (const file of ['apps/web/next.config.ts', 'apps/web/package.json', 'package-lock.json']) {
    const full = join(REPO_ROOT, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

function run(
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; log: (l: string) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipe(child, opts.log);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with code ${code}`)),
    );
  });
}

/** `next build` unless the existing build was made from the same sources, brand and content backend. */
export async function buildWebIfNeeded(
  opts: WebOptions,
  log: (l: string) => void,
): Promise<boolean> {
  const distDir = join(WEB_DIR, opts.distDir ?? '.next');
  const stampFile = join(distDir, 'source-stamp');
  const stamp = sourceStamp(opts.brand ?? process.env.NEXT_PUBLIC_BRAND, opts.cms);
  if (
    existsSync(join(distDir, 'BUILD_ID')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp
  ) {
    log('site build is up to date');
    return false;
  }
  log('building the site (next build)…');
  await run(process.execPath, [nextBin(), 'build'], { cwd: WEB_DIR, env: webEnv(opts), log });
  writeFileSync(stampFile, stamp);
  return true;
}

export type RunningWeb = RunningProcess;

/**
 * The site's server. Production (`start`) runs apps/web/server.ts (Next.js plus the script CSP
 * by hash); `next-start` is Next's own server on the same build, which the bench compares with.
 */
export function startWeb(
  mode: 'start' | 'next-start' | 'dev',
  opts: WebOptions,
  log: (l: string) => void,
): RunningWeb {
  const port = String(opts.port ?? 3000);
  const env = {
    ...webEnv(opts),
    PORT: port,
    NODE_ENV: mode === 'dev' ? 'development' : 'production',
  };
  if (mode === 'start') return startNode([join(WEB_DIR, 'server.ts')], WEB_DIR, env, log);
  return startNext([mode === 'dev' ? 'dev' : 'start', '-p', port], WEB_DIR, log, env);
}

/** A Node.js program in its own process group, so that stopping it also stops what it forks. */
function startNode(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: (l: string) => void,
): RunningProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  pipe(child, log);
  return stoppable(child, { group: true });
}

const nextEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
});

/** `next <args>` (start, dev) for the app in `cwd`. */
export const startNext = (
  args: string[],
  cwd: string,
  log: (l: string) => void,
  env: NodeJS.ProcessEnv = nextEnv(),
): RunningProcess => startNode([nextBin(), ...args], cwd, env, log);

/** `next <args>` (build) for the app in `cwd`, to its end. */
export const runNext = (args: string[], cwd: string, log: (l: string) => void): Promise<void> =>
  run(process.execPath, [nextBin(), ...args], { cwd, env: nextEnv(), log });

/**
 * A brand's outbox worker (apps/web/worker.ts): it sends the e-mails bookings are owed. Run once
 * per brand beside the site's processes, with the same settings; tsx runs it because the
 * e-mails are React components.
 */
export function startWorker(opts: WebOptions, log: (l: string) => void): RunningProcess {
  // Its own service user: it may read bookings and keep the outbox, nothing else. Its PayPal
  // reconciler records payments as the website does, with the website's token.
  const env = {
    ...webEnv(opts),
    DIRECTUS_TOKEN: opts.cms.workerToken,
    WEBSITE_DIRECTUS_TOKEN: opts.cms.siteToken,
    NODE_ENV: 'production',
  };
  const worker = startNode(['--import', 'tsx', join(WEB_DIR, 'worker.ts')], WEB_DIR, env, log);
  // An e-mail can wait a moment, a page cannot: the worker yields the CPU to the site and
  // Directus (its React rendering would otherwise compete with their answers).
  if (worker.process.pid) setPriority(worker.process.pid, WORKER_NICENESS);
  return worker;
}

const WORKER_NICENESS = 10;

export async function waitForHttp(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

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

/** What a start command does when it cannot start: one line naming the problem, then stop. */
export function failedStart(say: (line: string) => void, stop: (code: number) => unknown) {
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    say(error instanceof CmsConfigError ? `configuration error: ${message}` : message);
    void stop(1);
  };
}
