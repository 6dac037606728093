import { beforeAll, describe, expect, it } from 'vitest';
import { seedCars } from './booking-support.ts';
import { runChaos } from './ledger-chaos.ts';

/**
 * The ledger's chaos run on the suite's Directus (SQLite): see ledger-chaos.ts. CHAOS_ROUNDS
 * (default 8) makes a longer run; postgres.test.ts runs it on PostgreSQL.
 */
const ROUNDS = Number(process.env.CHAOS_ROUNDS || 8);

let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

describe('chaos on a booking’s money', () => {
  it(`${ROUNDS} rounds of concurrent operations over two processes, some dying midway: every invariant holds after the sweep`, async () => {
    const checks = await runChaos(car, ROUNDS);
    expect(checks.filter((c) => c.problems.length > 0)).toEqual([]);
  }, 240_000);
});
