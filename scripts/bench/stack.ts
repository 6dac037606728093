/**
 * The system the bench measures: a throw-away Directus seeded by the real setup and a
 * production build of the site (its own dist folder), as the e2e stack builds them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CmsConfig } from '@rental/cms/runtime';
import { logger } from '../lib/log.ts';
import { buildWebIfNeeded } from '../lib/site-build.ts';
import {
  startCms,
  startWeb,
  throwAwayCmsConfig,
  waitForHttp,
  type RunningWeb,
} from '../lib/stack.ts';
import { BENCH_PORTS } from './ports.ts';

export const BENCH_BRAND = 'firefly';
const BENCH_DIST_DIR = '.next-bench';
/**
 * The addresses the bench's clients reach the site from, never rate-limited: through nginx
 * (X-Real-IP 127.0.0.1) and directly (Next fills X-Forwarded-For from the socket).
 */
export const BENCH_CLIENT_ADDRESSES = 'unknown,127.0.0.1,::1,::ffff:127.0.0.1';

export interface BenchStack {
  cms: CmsConfig;
  /** The site's production server (apps/web/server.ts), directly. */
  webUrl: string;
  /** Next's own server (`next start`) on the same build. */
  nextStartUrl: string;
  distDir: string;
  stop(): Promise<void>;
}

/** A part's log, its routine lines left out unless BENCH_VERBOSE is set. */
export const quiet = (name: 'cms' | 'web' | 'setup' | 'build' | 'mail') => {
  const log = logger(name);
  return (line: string) => {
    if (process.env.BENCH_VERBOSE || /error|warn|fail|✓|ready/i.test(line)) log(line);
  };
};

export async function startBenchStack(): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-'));
  const cms = throwAwayCmsConfig(dataDir, BENCH_PORTS.cms, [BENCH_PORTS.web]);

  let directus: Awaited<ReturnType<typeof startCms>> | undefined;
  let web: RunningWeb | undefined;
  let nextStart: RunningWeb | undefined;
  const stop = async () => {
    await nextStart?.stop();
    await web?.stop();
    await directus?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    directus = await startCms(cms, quiet('cms'), quiet('setup'));
    const site = { brand: BENCH_BRAND, distDir: BENCH_DIST_DIR, cms };
    await buildWebIfNeeded(site, quiet('build'));
    const extraEnv = { PAYMENTS_MODE: 'sandbox', RATE_LIMIT_EXEMPT: BENCH_CLIENT_ADDRESSES };
    web = startWeb('start', { ...site, port: BENCH_PORTS.web, extraEnv }, quiet('web'));
    nextStart = startWeb(
      'next-start',
      { ...site, port: BENCH_PORTS.nextStart, extraEnv },
      quiet('web'),
    );
    const webUrl = `http://127.0.0.1:${BENCH_PORTS.web}`;
    const nextStartUrl = `http://127.0.0.1:${BENCH_PORTS.nextStart}`;
    await waitForHttp(`${webUrl}/api/language?to=es`, 120_000, web.process);
    await waitForHttp(`${nextStartUrl}/api/language?to=es`, 120_000, nextStart.process);
    return { cms, webUrl, nextStartUrl, distDir: join('apps/web', BENCH_DIST_DIR), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
