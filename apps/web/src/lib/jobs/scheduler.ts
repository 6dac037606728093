import { everyInterval, type Ticker } from './interval.ts';

/**
 * How the brand's worker runs its recurring jobs (the outbox tick, the PayPal reconciler): each
 * about every `intervalMs`, never two runs of one job at once. The embedded default runs them
 * in this process (`inProcess`); with JOBS_DATABASE_URL set, pg-boss on PostgreSQL runs them
 * (`pg-boss.ts`), so several worker processes share each job: one run at a time across all of
 * them, and a run offered before a crash is taken by the next process up.
 */
export type Scheduler = (name: string, intervalMs: number, work: () => Promise<void>) => Ticker;

export const inProcess =
  (log: (line: string) => void): Scheduler =>
  (_name, intervalMs, work) =>
    everyInterval(work, intervalMs, log);
