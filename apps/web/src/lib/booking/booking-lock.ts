import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { releaseLease, takeLease } from '../records/booking-lock.ts';
import type { CmsClient } from '../cms/client.ts';
import { CmsError } from '../cms/errors.ts';
import { processWide } from '../runtime/process-wide.ts';
import { serial } from './serial.ts';

/**
 * The one lock per booking (docs/payments.md): serial in this process, and across processes,
 * workers and Studio a lease on the reservation's row (POST /availability/locks), renewed while
 * the work runs. Nested calls for the same booking run at once.
 */
const LEASE_MS = 30_000;
/** How long an operation waits for the booking before it gives up ('processing'). */
const WAIT_MS = 25_000;

class BookingBusyError extends Error {
  constructor(reservationId: string) {
    super(`booking ${reservationId} stayed locked for ${WAIT_MS} ms`);
  }
}

const heldHere = processWide('booking-locks-held', () => new AsyncLocalStorage<Set<string>>());
const processTag = processWide(
  'booking-lock-tag',
  () =>
    `${
      hostname()
        .replace(/[^\w.-]/g, '')
        .slice(0, 40) || 'host'
    }.${process.pid}`,
);

/** Takes the lease, waiting for its holder; 'missing' when there is no such booking to lock. */
async function take(cms: CmsClient, reservationId: string, owner: string) {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 15; ; pause = Math.min(250, Math.round(pause * 1.5))) {
    try {
      const lease = await takeLease(cms, reservationId, owner, LEASE_MS);
      if (lease.held) return 'held' as const;
    } catch (error) {
      if (error instanceof CmsError && (error.statusCode === 404 || error.statusCode === 400))
        return 'missing' as const;
      throw error;
    }
    if (Date.now() + pause > deadline) throw new BookingBusyError(reservationId);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** Runs `work` holding the booking's lock in this process and in the CMS. */
export function withBookingLock<T>(
  cms: CmsClient,
  reservationId: string,
  work: () => Promise<T>,
  log?: (line: string) => void,
): Promise<T> {
  const held = heldHere.getStore();
  if (held?.has(reservationId)) return work();
  return serial(`reservation:${reservationId}`, async () => {
    const owner = `${processTag}.${randomUUID()}`;
    if ((await take(cms, reservationId, owner)) === 'missing') return work();
    const renew = setInterval(() => {
      takeLease(cms, reservationId, owner, LEASE_MS)
        .then((lease) => {
          if (!lease.held) log?.(`[booking-lock] ${reservationId}: the lease was lost`);
        })
        .catch(() => undefined);
    }, LEASE_MS / 3);
    renew.unref();
    try {
      return await heldHere.run(new Set([...(held ?? []), reservationId]), work);
    } finally {
      clearInterval(renew);
      await releaseLease(cms, reservationId, owner).catch((error: unknown) =>
        log?.(
          `[booking-lock] ${reservationId} not released (its lease ends by itself): ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
  });
}
