import { inject, vi } from 'vitest';
import { loginAdmin, type AdminClient } from '@rental/cms/admin-client';
import { resolveCmsConfig, type CmsConfig } from '@rental/cms/runtime';

type SuiteCms = ReturnType<typeof inject<'cms'>>;
let pointedAt: SuiteCms | null = null;

/**
 * The Directus the support functions talk to: the suite's (SQLite), or another a test points
 * them at for a while (postgres.test.ts runs the ledger's chaos on PostgreSQL).
 */
export const suiteCms = (): SuiteCms => pointedAt ?? inject('cms');

export async function withCms<T>(other: SuiteCms, work: () => Promise<T>): Promise<T> {
  pointedAt = other;
  try {
    return await work();
  } finally {
    pointedAt = null;
  }
}

/** The config of the suite's Directus, as the setup command would resolve it. */
export function itConfig(): CmsConfig {
  const cms = inject('cms');
  return resolveCmsConfig({
    ...process.env,
    NODE_ENV: 'test',
    CMS_DATA_DIR: cms.dataDir,
    CMS_PORT: String(cms.port),
    DIRECTUS_URL: '',
    DIRECTUS_TOKEN: '',
    DB_CLIENT: 'sqlite3',
    // As global-setup.ts set the suite's Directus up: a re-run of the setup seeds the same.
    SEED_FLEET_UNITS: '1000',
    SEED_RATES: 'off',
  });
}

export const admin = (): Promise<AdminClient> => {
  const cms = suiteCms();
  return loginAdmin(cms.url, cms.adminEmail, cms.adminPassword);
};

/** A raw call with the site's static token, to see exactly what the policy allows. */
export async function asSite(method: string, path: string, body?: unknown): Promise<Response> {
  const cms = suiteCms();
  return fetch(`${cms.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${cms.siteToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const isProcessWide = (key: symbol) => key.description?.startsWith('rental.') === true;

/**
 * Loads modules as a second site process holds them: the module cache is reset and the
 * process-wide values (apps/web/src/lib/runtime/process-wide.ts: locks, counters, kept booking
 * data) are hidden while they load, so the new copies make their own and share none with the
 * copies this test file imported. Ours are put back afterwards.
 */
export async function asAnotherProcess<T>(load: () => Promise<T>): Promise<T> {
  const shared = globalThis as unknown as Record<symbol, unknown>;
  const ours = Object.getOwnPropertySymbols(shared)
    .filter(isProcessWide)
    .map((key) => [key, shared[key]] as const);
  for (const [key] of ours) delete shared[key];
  vi.resetModules();
  try {
    return await load();
  } finally {
    for (const key of Object.getOwnPropertySymbols(shared).filter(isProcessWide))
      delete shared[key];
    for (const [key, value] of ours) shared[key] = value;
  }
}
