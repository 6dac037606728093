import { processWide } from '../runtime/process-wide.ts';

/**
 * Runs work for one key at a time in this process, so a double click or a replayed callback
 * cannot interleave its read-then-write with another (Directus has no compare-and-set). The
 * queues are process-wide: actions and route handlers run in different bundles.
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
