import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { contentModel } from '@rental/content-model/model';
import { loginAdmin } from '@rental/cms/admin-client';
import { provision } from '@rental/cms/provision';
import {
  bootstrapDirectus,
  resolveCmsConfig,
  startDirectus,
  waitForDirectus,
  type CmsConfig,
  type RunningDirectus,
} from '@rental/cms/runtime';
import { bookAtOnce, inventoryCar, setUnits, storedForDates } from './inventory-support.ts';

/**
 * Production runs on PostgreSQL: the same setup must work there and be idempotent. Uses the
 * PostgreSQL of the machine (PG_TEST_URL, default postgres@127.0.0.1:5432) on a throw-away
 * database; skipped, and said so, when no server answers.
 */
const admin = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `rental_it_${process.pid}_${Date.now().toString(36)}`;

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function sql(statement: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const available = await reachable();
if (!available)
  console.warn(
    `[postgres] no PostgreSQL at ${admin.replace(/:[^:@/]+@/, ':***@')}: the PostgreSQL setup test is skipped`,
  );

describe.runIf(available)('setup on PostgreSQL', () => {
  let config: CmsConfig;
  let running: RunningDirectus;
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-pg-'));

  beforeAll(async () => {
    await sql(`CREATE DATABASE ${database}`);
    const url = new URL(admin);
    config = resolveCmsConfig({
      ...process.env,
      NODE_ENV: 'test',
      CMS_DATA_DIR: dataDir,
      CMS_PORT: '8073',
      DIRECTUS_URL: '',
      DIRECTUS_TOKEN: '',
      DB_CLIENT: 'pg',
      DB_HOST: url.hostname,
      DB_PORT: url.port || '5432',
      DB_DATABASE: database,
      DB_USER: decodeURIComponent(url.username),
      DB_PASSWORD: decodeURIComponent(url.password),
    });
    await bootstrapDirectus(config);
    running = startDirectus(config);
    await waitForDirectus(config.url, 90_000, running);
  }, 180_000);

  afterAll(async () => {
    await running?.stop();
    await sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the model and seed, then changes nothing on a second run', async () => {
    const first = await provision(config);
    // Every collection of the model, made on the first run (22 today; the model's own snapshot
    // in tests/unit/content-model.test.ts pins what they are).
    expect(first.schema.collections).toBe(contentModel.collections.length);
    expect(first.seeded.flota).toBeGreaterThanOrEqual(14);
    const second = await provision(config);
    expect(second.schema).toEqual({ collections: 0, fields: 0, relations: 0, updated: 0 });
    expect(Object.values(second.seeded).every((n) => n === 0)).toBe(true);
  }, 180_000);

  it('serves the seeded fleet to the site token', async () => {
    const res = await fetch(
      `${config.url}/items/flota?limit=-1&fields=id&filter[price_firefly][_nnull]=true`,
      { headers: { authorization: `Bearer ${config.siteToken}` } },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(10);
  });

  it('sells exactly the units a class has when 50 renters book it at once (issue 18)', async () => {
    const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
    const inv = await inventoryCar(admin);
    await setUnits(admin, inv.row.id, 3);
    const target = { url: config.url, siteToken: config.siteToken };
    const results = await bookAtOnce(target, inv.car.id, 50);
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.kind === 'soldOut')).toHaveLength(47);
    expect(await storedForDates(admin, inv.car.id, inv.branch.id)).toHaveLength(3);
  }, 180_000);
});
