import { PgBoss } from 'pg-boss';
import { everyInterval, type Ticker } from './interval.ts';
import type { Scheduler } from './scheduler.ts';

/**
 * The worker's jobs on pg-boss when JOBS_DATABASE_URL is set (docs/operations.md): one queue
 * per job with the `exclusive` policy, so at most one run is queued or running across processes,
 * and a run offered before a crash is taken by the next process up.
 */
export interface PgBossScheduler {
  schedule: Scheduler;
  stop(): Promise<void>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startPgBoss(options: {
  connectionString: string;
  schema: string;
  /** Queue names begin with it: the brand, so four brands can share one database. */
  prefix: string;
  log: (line: string) => void;
}): Promise<PgBossScheduler> {
  const { log, prefix } = options;
  const boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema });
  boss.on('error', (error: unknown) => log(`[jobs] pg-boss: ${reasonOf(error)}`));
  try {
    await boss.start();
  } catch (error) {
    throw new Error(
      `JOBS_DATABASE_URL: pg-boss could not start on that PostgreSQL (${reasonOf(error)})`,
      { cause: error },
    );
  }
  const tickers: Ticker[] = [];

  const schedule: Scheduler = (name, intervalMs, work) => {
    const queue = `${prefix}-${name}`;
    const ready = (async () => {
      await boss.createQueue(queue, { policy: 'exclusive', retryLimit: 0 });
      await boss.work(
        queue,
        { pollingIntervalSeconds: Math.max(0.5, intervalMs / 1000) },
        async () => {
          try {
            await work();
          } catch (error) {
            log(`[jobs] ${queue} failed: ${reasonOf(error)}`);
          }
        },
      );
    })();
    ready.catch((error: unknown) => log(`[jobs] ${queue} not started: ${reasonOf(error)}`));
    const offer = async () => {
      await ready;
      await boss.send(queue, {});
    };
    const offering = everyInterval(offer, intervalMs, log);
    const ticker: Ticker = {
      // A run offered now (the queue's worker takes it, here or in another process).
      tick: offer,
      async stop() {
        await offering.stop();
        await boss.offWork(queue, { wait: true }).catch(() => undefined);
      },
    };
    tickers.push(ticker);
    // The first run is offered at once, not an interval from now.
    void offer().catch((error: unknown) => log(`[jobs] ${queue}: ${reasonOf(error)}`));
    return ticker;
  };

  return {
    schedule,
    async stop() {
      await Promise.all(tickers.map((t) => t.stop()));
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
