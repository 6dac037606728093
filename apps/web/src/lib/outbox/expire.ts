import { expiryDue } from '@rental/domain/reservation/expiry';
import type { CmsClient } from '../cms/client.ts';
import { abandonReservation, unpaidPrepaidBefore } from '../cms/expiry.ts';

const MINUTE = 60_000;

/**
 * The expiry job, run by the outbox worker's schedule (never by a visitor's request): a prepaid
 * reservation still unpaid after the brand's payment window is abandoned and its coupon use
 * given back. One in pending_payment is left alone (the bank or PayPal has it), and if a
 * payment starts between the read and the write the guard refuses the move (only unpaid →
 * abandoned), so the renter's payment wins. Returns how many were abandoned.
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
    new Date(now.getTime() - windowMinutes * MINUTE),
  );
  let abandoned = 0;
  for (const r of candidates) {
    const due = expiryDue(
      {
        status: r.status,
        reservationType: r.reservation_type,
        createdAt: new Date(r.date_created),
        updatedAt: r.date_updated ? new Date(r.date_updated) : null,
      },
      windowMinutes,
      now,
    );
    if (!due) continue;
    try {
      await abandonReservation(cms, r.id);
      abandoned++;
    } catch (error) {
      log(
        `[expiry] ${r.id} not abandoned: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return abandoned;
}
