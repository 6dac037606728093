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
import {
  bookAtOnce,
  bookExtrasAtOnce,
  extraRow,
  storedWithExtras,
  bookTripsAtOnce,
  branchTurnaround,
  inventoryCar,
  moveTwoAtOnce,
  setUnits,
  siteInstance,
  storedForDates,
  storedTrips,
  tripsShareUnit,
  bookingRequest,
  type Trip,
} from './inventory-support.ts';
import { createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import { seedCars } from './booking-support.ts';
import { withCms } from './helpers.ts';
import { runChaos } from './ledger-chaos.ts';

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

/** The throw-away database's own address (the admin URL's server, this database). */
function databaseUrl(): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
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

  it("indexes bookings by car and return, as the inventory's count reads them", async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select indexdef from pg_indexes where tablename = 'reservations' and indexname = $1",
        ['reservations_car_return_date_index'],
      );
      expect(rows.map((r) => r.indexdef)).toEqual([
        expect.stringMatching(/ON public\.reservations USING btree \(car, return_date\)$/),
      ]);
    } finally {
      await client.end();
    }
  });

  it('serves the seeded fleet to the site token', async () => {
    const res = await fetch(
      `${config.url}/items/flota?limit=-1&fields=id&filter[price_firefly][_nnull]=true`,
      { headers: { authorization: `Bearer ${config.siteToken}` } },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(10);
  });

  it('sells exactly the units a class has when 50 renters book it at once', async () => {
    const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
    const inv = await inventoryCar(admin);
    await setUnits(admin, inv.row.id, 3);
    const target = { url: config.url, siteToken: config.siteToken };
    const results = await bookAtOnce(target, inv.car.id, 50);
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.kind === 'soldOut')).toHaveLength(47);
    expect(await storedForDates(admin, inv.car.id, inv.branch.id)).toHaveLength(3);
  }, 180_000);

  it('sells the last 2 child seats exactly twice when 30 renters want one at once', async () => {
    const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
    const inv = await inventoryCar(admin);
    const seats = await extraRow(admin, 'child-seat');
    await setUnits(admin, seats.id, 2);
    await setUnits(admin, inv.row.id, 40);
    try {
      const target = { url: config.url, siteToken: config.siteToken };
      const results = await bookExtrasAtOnce(target, inv.car.id, 30, { 'child-seat': 1 });
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect(results.filter((r) => !r.ok && r.kind === 'extraSoldOut')).toHaveLength(28);
      expect(await storedWithExtras(admin)).toHaveLength(2);
    } finally {
      await setUnits(admin, inv.row.id, 3);
    }
  }, 180_000);

  it('locks a class only on the days a booking could share a unit', async () => {
    const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
    const inv = await inventoryCar(admin);
    await setUnits(admin, inv.row.id, 5);
    const site = siteInstance({ url: config.url, siteToken: config.siteToken });
    const weekA = { pickupAt: '2027-07-07T15:00:00.000Z', returnAt: '2027-07-09T15:00:00.000Z' };
    const weekB = { pickupAt: '2027-08-04T15:00:00.000Z', returnAt: '2027-08-06T15:00:00.000Z' };
    // Another transaction holds the class at the branch on week A's pickup day.
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(hashtext($1), $2)', [
        `${inv.branch.id}|${inv.car.class}`,
        Math.floor(Date.parse(weekA.pickupAt) / 86_400_000),
      ]);
      const bookingA = createReservation(site, bookingRequest(inv.car.id, weekA));
      const bookingB = await createReservation(site, bookingRequest(inv.car.id, weekB));
      expect(bookingB.ok).toBe(true);
      const early = await Promise.race([
        bookingA.then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 1500)),
      ]);
      expect(early).toBe('waiting');
      await holder.query('commit');
      expect((await bookingA).ok).toBe(true);
    } finally {
      await holder.end();
    }
  }, 60_000);

  it('two held bookings moved onto the last unit at once: one is stored, the other refused', async () => {
    const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
    const result = await moveTwoAtOnce({ url: config.url, siteToken: config.siteToken }, admin);
    expect(result).toEqual({ stored: 1, refused: [409], heldInWeekB: 2 });
  }, 60_000);

  it('keeps every booking’s money straight under the ledger’s chaos run', async () => {
    const target = {
      url: config.url,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      siteToken: config.siteToken,
      workerToken: config.workerToken,
      dataDir,
      port: 8073,
    };
    const checks = await withCms(target, async () =>
      runChaos((await seedCars()).allowed.id, Number(process.env.CHAOS_ROUNDS || 8)),
    );
    expect(checks.filter((c) => c.problems.length > 0)).toEqual([]);
  }, 240_000);

  it('never sells one unit twice to trips that overlap in part, booked at once', async () => {
    const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
    const inv = await inventoryCar(admin);
    await setUnits(admin, inv.row.id, 1);
    const turnaround = await branchTurnaround(admin);
    // Two-day trips picked up on six consecutive days, four renters each: neighbours overlap.
    const trips: Trip[] = Array.from({ length: 24 }, (_, i) => {
      const pickup = Date.parse('2027-09-01T15:00:00.000Z') + (i % 6) * 86_400_000;
      return {
        pickupAt: new Date(pickup).toISOString(),
        returnAt: new Date(pickup + 2 * 86_400_000).toISOString(),
      };
    });
    const results = await bookTripsAtOnce(
      { url: config.url, siteToken: config.siteToken },
      inv.car.id,
      trips,
    );
    expect(results.every((r) => r.ok || r.kind === 'soldOut')).toBe(true);
    const stored = await storedTrips(
      admin,
      inv.car.id,
      inv.branch.id,
      '2027-09-01T00:00:00.000Z',
      '2027-09-08T00:00:00.000Z',
    );
    expect(stored).toHaveLength(results.filter((r) => r.ok).length);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const [i, a] of stored.entries())
      for (const b of stored.slice(i + 1)) expect(tripsShareUnit(a, b, turnaround)).toBe(false);
    // Each refused trip was refused for a stored one it would have shared the unit with.
    for (const trip of trips)
      expect(stored.some((s) => tripsShareUnit(s, trip, turnaround))).toBe(true);
  }, 180_000);
});
