import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import {
  assertNoDirectusAt,
  CmsConfigError,
  bootstrapDirectus,
  startDirectus,
  stoppable,
  waitForDirectus,
  type CmsConfig,
  type RunningDirectus,
  type RunningProcess,
  resolveCmsConfig,
} from '@rental/cms/runtime';
import { provision } from '@rental/cms/provision';
import { pipe, run } from './processes.ts';
import { nextBin, WEB_DIR, webEnv, type WebOptions } from './site-build.ts';

/**
 * The pieces `npm start`, `npm run dev` and the e2e suite assemble the product from:
 * a provisioned Directus, a built site (site-build.ts), a running site.
 */

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
  // reconciler and ledger sweep record payments as the website does, with the website's token.
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

/** What a start command does when it cannot start: one line naming the problem, then stop. */
export function failedStart(say: (line: string) => void, stop: (code: number) => unknown) {
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    say(error instanceof CmsConfigError ? `configuration error: ${message}` : message);
    void stop(1);
  };
}
