import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire, stripTypeScriptTypes } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { guardTables } from '@rental/domain/reservation/states';
import { REPO_ROOT, type CmsConfig } from './config.ts';

export { resolveCmsConfig, CmsConfigError, REPO_ROOT, type CmsConfig } from './config.ts';

/** The Directus command line of the pinned `directus` package. */
function directusCli(): string {
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve('directus/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.directus;
  return join(dirname(pkgFile), bin);
}

export type LogSink = (line: string) => void;

function pipeLines(child: ChildProcess, log: LogSink) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => log(line));
  }
}

/**
 * Our own extensions (services/cms/extensions: one folder each), copied into `target`, Directus'
 * extensions folder. The website guard is plain JavaScript that Directus loads as it is, so it
 * gets the domain's reservation and payment state machine as JSON beside its rules, and the
 * domain modules it runs (DOMAIN_MODULES) with their types stripped.
 */
export function installExtensions(target: string): void {
  mkdirSync(target, { recursive: true });
  cpSync(join(REPO_ROOT, 'services/cms/extensions'), target, { recursive: true });
  writeFileSync(
    join(target, 'website-guard/states.json'),
    `${JSON.stringify(guardTables(), null, 2)}\n`,
  );
  for (const [file, from] of Object.entries(DOMAIN_MODULES))
    writeFileSync(join(target, 'website-guard', file), domainModule(from));
}

/**
 * The domain's modules the guard runs, as JavaScript beside it: the inventory judgement, and
 * Studio's readable copies of a booking with the money format they use.
 */
const DOMAIN_MODULES: Record<string, string> = {
  'inventory.js': 'reservation/inventory.ts',
  'readable.js': 'reservation/readable.ts',
  'money.js': 'money.ts',
  'ledger.js': 'reservation/ledger.ts',
  'refunds.js': 'reservation/refunds.ts',
};

/** A packages/domain module as JavaScript (Node's own type stripping: same lines, no build). */
export function domainModule(path: string): string {
  const source = readFileSync(join(REPO_ROOT, 'packages/domain/src', path), 'utf8');
  return stripTypeScriptTypes(source, { mode: 'strip' })
    .replace("from '../money.ts'", "from './money.js'")
    .replace(/from '\.\/([\w-]+)\.ts'/g, "from './$1.js'");
}

function spawnDirectus(config: CmsConfig, args: string[], log: LogSink): ChildProcess {
  mkdirSync(config.directusEnv.STORAGE_LOCAL_ROOT, { recursive: true });
  // Copied fresh at every start, so Directus runs the extensions (and state machine) of this checkout.
  installExtensions(config.directusEnv.EXTENSIONS_PATH);
  // Directus looks for package extensions in its working directory's package.json.
  const manifest = join(config.dataDir, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "name": "cms-data", "private": true }\n');
  // cwd is the data folder so that Directus never picks up a stray .env from the repo.
  const child = spawn(process.execPath, [directusCli(), ...args], {
    cwd: config.dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      ...config.directusEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(child, log);
  return child;
}

/** Creates the system tables and the first admin user, or migrates an existing database. */
export function bootstrapDirectus(config: CmsConfig, log: LogSink = () => {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const lines: string[] = [];
    const child = spawnDirectus(config, ['bootstrap'], (line) => {
      lines.push(line);
      log(line);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolvePromise();
      else
        reject(
          new Error(`directus bootstrap failed (exit ${code}):\n${lines.slice(-20).join('\n')}`),
        );
    });
  });
}

export interface RunningProcess {
  process: ChildProcess;
  stop(): Promise<void>;
  /** SIGKILL now, to the whole group if it has one: a crash, for the tests that take pieces away. */
  crash(): void;
}
export type RunningDirectus = RunningProcess;

const killOnExit = new Set<() => void>();

/**
 * A child that can be stopped: SIGTERM, then SIGKILL after 5 s. With `group`, the child
 * was spawned detached and the whole process group is signalled (Next forks a server).
 */
export function stoppable(child: ChildProcess, opts: { group?: boolean } = {}): RunningProcess {
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (opts.group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      /* already gone */
    }
  };
  // Never leave a server behind when this process ends, however it ends (one exit listener
  // for them all: the scale-out profile runs sixteen such children).
  if (opts.group) {
    killOnExit.add(() => signal('SIGKILL'));
    if (killOnExit.size === 1) process.once('exit', () => killOnExit.forEach((kill) => kill()));
  }
  return {
    process: child,
    async stop() {
      const running = child.exitCode === null && child.signalCode === null;
      signal('SIGTERM');
      if (!running) return;
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
    crash: () => signal('SIGKILL'),
  };
}

export function startDirectus(config: CmsConfig, log: LogSink = () => {}): RunningDirectus {
  return stoppable(spawnDirectus(config, ['start'], log));
}

export async function isDirectusUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/server/ping`, { signal: AbortSignal.timeout(2000) });
    return res.ok && (await res.text()).trim() === 'pong';
  } catch {
    return false;
  }
}

/**
 * Before starting a Directus of our own: another one already listening at `url` would respond
 * our readiness check, and we would talk to it (with other credentials: a 401 far from the
 * cause). `setting` names what moves the port.
 */
export async function assertNoDirectusAt(url: string, setting: string): Promise<void> {
  if (await isDirectusUp(url))
    throw new Error(
      `Another Directus already answers at ${url}: stop it, or choose another port (${setting}).`,
    );
}

/** Waits until `/server/ping` returns `pong`, or fails after `timeoutMs`. */
export async function waitForDirectus(
  url: string,
  timeoutMs = 90_000,
  running?: RunningDirectus,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running && running.process.exitCode !== null)
      throw new Error(
        `Directus exited with code ${running.process.exitCode} before answering at ${url}`,
      );
    if (await isDirectusUp(url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Directus did not answer at ${url}/server/ping within ${timeoutMs / 1000}s`);
}
