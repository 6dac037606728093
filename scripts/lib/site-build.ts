import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT, type CmsConfig } from '@rental/cms/runtime';
import { run } from './processes.ts';

// A production build of the site for one brand and one content backend: its settings, and
// `next build` only when the sources, the brand or the backend changed since the last one.

/** The site's workspace: where `next build` runs and its build folders live. */
export const WEB_DIR = join(REPO_ROOT, 'apps/web');

/** Next.js' command-line program, as the site's workspace resolves it. */
export function nextBin(): string {
  return createRequire(join(WEB_DIR, 'package.json')).resolve('next/dist/bin/next');
}

/** One site of the stack: its brand, build folder, content backend, port and any extra settings. */
export interface WebOptions {
  brand?: string;
  distDir?: string;
  cms: CmsConfig;
  port?: number;
  extraEnv?: Record<string, string>;
}

/** The settings a site's build, server and worker run with. */
export function webEnv(opts: WebOptions): NodeJS.ProcessEnv {
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
