import { everyInterval, type Ticker } from './interval.ts';

/**
 * How the worker runs its recurring jobs, never two runs of one job at once: in this process,
 * or with JOBS_DATABASE_URL on pg-boss, shared by several worker processes.
 */
export type Scheduler = (name: string, intervalMs: number, work: () => Promise<void>) => Ticker;

export const inProcess =
  (log: (line: string) => void): Scheduler =>
  (_name, intervalMs, work) =>
    everyInterval(work, intervalMs, log);
