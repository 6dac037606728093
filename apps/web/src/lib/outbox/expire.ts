import { expiryDue } from '@rental/domain/reservation/expiry';
import { CHECKOUT_HOLD_MINUTES } from '@rental/domain/reservation/inventory';
import type { CmsClient } from '../cms/client.ts';
import { withBookingLock } from '../booking/booking-lock.ts';
import {
  abandonReservation,
  unpaidPrepaidBefore,
  unpaidPrepaidById,
  type UnpaidReservation,
} from '../records/expiry.ts';

const MINUTE = 60_000;

/**
 * The worker's expiry job: a prepaid reservation unpaid past its hold is abandoned and its
 * coupon use given back; one in pending_payment is left alone, and each is read again in its
 * lock so a payment under way wins. Returns how many were abandoned.
 */
export async function expireUnpaid(
  cms: CmsClient,
  brand: string,
  now: Date,
  windowMinutes: number,
  log: (line: string) => void,
): Promise<number> {
  const candidates = await unpaidPrepaidBefore(
    cms,
    brand,
    // Created before the shorter of the two holds: the rest are not due yet whatever happened since.
    new Date(now.getTime() - Math.min(windowMinutes, CHECKOUT_HOLD_MINUTES) * MINUTE),
  );
  let abandoned = 0;
  const due = (r: UnpaidReservation) =>
    expiryDue(
      {
        status: r.status,
        reservationType: r.reservation_type,
        createdAt: new Date(r.date_created),
        updatedAt: r.date_updated ? new Date(r.date_updated) : null,
      },
      windowMinutes,
      now,
    );
  for (const candidate of candidates) {
    if (!due(candidate)) continue;
    try {
      // Under the booking's lock, read again: a payment that failed meanwhile gave a new window.
      const expired = await withBookingLock(cms, candidate.id, async () => {
        const r = await unpaidPrepaidById(cms, candidate.id);
        if (!r || !due(r)) return false;
        await abandonReservation(cms, r.id);
        return true;
      });
      if (expired) abandoned++;
    } catch (error) {
      log(
        `[expiry] ${candidate.id} not abandoned: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return abandoned;
}
