import { processWide } from '../runtime/process-wide.ts';

/**
 * Runs work for one key at a time in this process, so a double click or a replayed callback
 * for the same reservation or payment cannot interleave its read-then-write with another.
 * (Directus has no compare-and-set; one site process serves a brand. With several
 * processes, the CMS unique keys still stop duplicate reservations and payment references.)
 * The queues are one per process (process-wide.ts): a cancel (a page's action) and a payment's
 * callback (a route handler) run in different bundles' copies of this module.
 */
const tails = processWide('serial-tails', () => new Map<string, Promise<unknown>>());

export function serial<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
