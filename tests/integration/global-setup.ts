import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootstrapDirectus, resolveCmsConfig, startDirectus, waitForDirectus, type RunningDirectus } from '@rental/cms/runtime';
import { provision, type ProvisionReport } from '@rental/cms/provision';

/**
 * Starts a real Directus on a throw-away SQLite database for the integration suite, runs the
 * setup once, and hands the tests its address and credentials.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    cms: { url: string; adminEmail: string; adminPassword: string; siteToken: string; dataDir: string; port: number };
    firstProvision: ProvisionReport;
  }
}

let running: RunningDirectus | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-it-'));
  const port = Number(process.env.IT_CMS_PORT || 8071);
  const config = resolveCmsConfig({ ...process.env, NODE_ENV: 'test', CMS_DATA_DIR: dataDir, CMS_PORT: String(port), DIRECTUS_URL: '', DIRECTUS_TOKEN: '', DB_CLIENT: 'sqlite3' });
  await bootstrapDirectus(config);
  running = startDirectus(config, (line) => {
    if (/error|fatal/i.test(line)) console.error(`[it-cms] ${line}`);
  });
  await waitForDirectus(config.url, 90_000, running);
  const firstProvision = await provision(config);
  project.provide('cms', { url: config.url, adminEmail: config.adminEmail, adminPassword: config.adminPassword, siteToken: config.siteToken, dataDir, port });
  project.provide('firstProvision', firstProvision);
}

export async function teardown() {
  await running?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
