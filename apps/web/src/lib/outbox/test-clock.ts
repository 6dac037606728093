import { readFileSync } from 'node:fs';

/**
 * The worker's clock, moved forward by the e2e suite through an offset in `OUTBOX_CLOCK_FILE`
 * (reminders fall due days ahead). No setting, or no readable integer in the file: real time.
 */
export function workerClock(file: string | undefined): () => Date {
  if (!file) return () => new Date();
  return () => new Date(Date.now() + offsetIn(file));
}

function offsetIn(file: string): number {
  try {
    const value = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(value) ? value : 0;
  } catch {
    return 0;
  }
}
