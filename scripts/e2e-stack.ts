/**
 * The system the e2e suite drives: a throw-away Directus, seeded by the real setup, and
 * production builds of the site for two brands, plus one server whose CMS is unreachable.
 * Playwright starts this as its web server and stops it after the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveCmsConfig } from '@rental/cms/runtime';
import { logger } from './lib/log.ts';
import { buildWebIfNeeded, localPaypal, startCms, startWeb, waitForHttp, type RunningWeb } from './lib/stack.ts';
import { E2E_PORTS } from '../e2e/ports.ts';

const say = logger('stack');
const quiet = (name: 'cms' | 'web' | 'setup' | 'build') => {
  const log = logger(name);
  return (line: string) => {
    if (process.env.E2E_VERBOSE || /error|warn|fail|✓|ready/i.test(line)) log(line);
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
const config = resolveCmsConfig({
  ...process.env, NODE_ENV: 'test', CMS_DATA_DIR: dataDir, CMS_PORT: String(E2E_PORTS.cms), DIRECTUS_URL: '', DIRECTUS_TOKEN: '', REVALIDATE_SECRET: '', DB_CLIENT: 'sqlite3', CMS_PRESSURE_LIMITER: 'false',
  SITE_REVALIDATE_URLS: [E2E_PORTS.firefly, E2E_PORTS.tucan].map((p) => `http://127.0.0.1:${p}/api/revalidate`).join(','),
});
const webs: RunningWeb[] = [];
let cms: Awaited<ReturnType<typeof startCms>> | undefined;
let paypal: Awaited<ReturnType<typeof localPaypal>> | undefined;

async function shutdown(code: number) {
  await Promise.all(webs.map((w) => w.stop()));
  await cms?.stop();
  await paypal?.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  cms = await startCms(config, quiet('cms'), quiet('setup'));
  // Two builds, one after the other: 2 cores do not build faster in parallel.
  await buildWebIfNeeded({ brand: 'firefly', distDir: '.next-e2e-firefly', cms: config }, quiet('build'));
  await buildWebIfNeeded({ brand: 'tucan', distDir: '.next-e2e-tucan', cms: config }, quiet('build'));
  // PayPal is always the local contract server here, whatever the environment says.
  delete process.env.PAYPAL_CLIENT_ID;
  paypal = await localPaypal(E2E_PORTS.paypal, quiet('web'));
  const payments = { ...paypal.env, PAYMENTS_MODE: 'sandbox' };
  webs.push(startWeb('start', { brand: 'firefly', distDir: '.next-e2e-firefly', cms: config, port: E2E_PORTS.firefly, extraEnv: payments }, quiet('web')));
  webs.push(startWeb('start', { brand: 'tucan', distDir: '.next-e2e-tucan', cms: config, port: E2E_PORTS.tucan, extraEnv: payments }, quiet('web')));
  // The same firefly build against a CMS that does not answer: the fatal error paths.
  const deadCms = { ...config, url: 'http://127.0.0.1:59999' };
  webs.push(startWeb('start', { brand: 'firefly', distDir: '.next-e2e-firefly', cms: deadCms, port: E2E_PORTS.cmsDown, extraEnv: { CMS_TIMEOUT_MS: '1000' } }, quiet('web')));
  for (const [i, port] of [E2E_PORTS.firefly, E2E_PORTS.tucan, E2E_PORTS.cmsDown].entries()) {
    await waitForHttp(`http://127.0.0.1:${port}/api/language?to=es`, 120_000, webs[i].process);
  }
  // Playwright waits for this address; it answers only when everything above is up.
  const { createServer } = await import('node:http');
  createServer((_req, res) => res.end(JSON.stringify({ cms: config.url, admin: config.adminEmail, password: config.adminPassword, token: config.siteToken, revalidateSecret: config.revalidateSecret })))
    .listen(E2E_PORTS.ready, '127.0.0.1');
  say(`e2e stack ready: cms ${config.url}, firefly :${E2E_PORTS.firefly}, tucan :${E2E_PORTS.tucan}, cms-down :${E2E_PORTS.cmsDown}`);
} catch (error) {
  say(`e2e stack failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
