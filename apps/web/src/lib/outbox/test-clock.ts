import { readFileSync } from 'node:fs';

/**
 * The worker's clock. Reminders fall due days before a pickup, so the e2e suite moves the
 * worker's clock forward instead of waiting: `OUTBOX_CLOCK_FILE` names a file holding an offset
 * in milliseconds, read on every tick. Without the setting (production) the clock is the
 * system's. A missing or unreadable file, or anything but an integer, means no offset: a test
 * that has not written it yet, or has removed it, leaves the worker on real time.
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
