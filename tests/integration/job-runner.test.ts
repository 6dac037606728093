import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { startPgBoss, type PgBossScheduler } from '../../apps/web/src/lib/jobs/pg-boss.ts';
import { dropSchema, PG_URL } from './pg-schema.ts';

/**
 * The worker's jobs on pg-boss (lib/jobs: "a well-kept job library where configured")
 * against the machine's PostgreSQL (PG_TEST_URL, default postgres@127.0.0.1:5432), in a
 * throw-away schema: two workers (two pg-boss instances, as two processes) share a job and
 * never run it twice at once; a run offered while no worker works the queue is taken by the
 * next one up, as after a crash.
 */
const url = PG_URL;
const schema = `jobs_it_${randomUUID().slice(0, 8)}`;
const started: PgBossScheduler[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function worker(): Promise<PgBossScheduler> {
  const jobs = await startPgBoss({
    connectionString: url,
    schema,
    prefix: 'firefly',
    log: () => {},
  });
  started.push(jobs);
  return jobs;
}

afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop().catch(() => undefined)));
  await dropSchema(schema);
});

describe('the worker’s jobs on pg-boss', () => {
  it('two worker processes share a job: it runs again and again, never twice at once', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const work = async () => {
      active += 1;
      most = Math.max(most, active);
      await sleep(150);
      active -= 1;
      runs += 1;
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    const tickers = [a.schedule('outbox', 300, work), b.schedule('outbox', 300, work)];
    await sleep(4000);
    await Promise.all(tickers.map((t) => t.stop()));
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('a run offered by a process that stopped before working it is taken by the next one up', async () => {
    // The stopped process: it created the queue and offered a run, and never worked it.
    const stopped = new PgBoss({ connectionString: url, schema });
    await stopped.start();
    await stopped.createQueue('firefly-reconcile', { policy: 'exclusive', retryLimit: 0 });
    const offered = await stopped.send('firefly-reconcile', {});
    expect(offered).toEqual(expect.any(String));

    let ran = 0;
    const next = await worker();
    const ticker = next.schedule('reconcile', 60_000, async () => {
      ran += 1;
    });
    await expect.poll(() => ran, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await ticker.stop();
    // The run it made was the one offered before (the queue holds one waiting run at a time).
    const [job] = await stopped.findJobs('firefly-reconcile', { id: offered! });
    expect(job?.state).toBe('completed');
    expect(ran).toBe(1);
    await stopped.stop({ graceful: false });
  });
});
