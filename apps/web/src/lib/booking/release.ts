import { findReservation } from '../records/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { withBookingLock } from './booking-lock.ts';
import { releaseHold } from '../records/holds.ts';

const RESERVATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The renter left the checkout without paying (docs/reservation-flow.md "Holds"): the
 * reservation is abandoned, its unit and coupon use given back at once. Under the booking's
 * lock, and only while it is unpaid: a payment under way (pending_payment) or done keeps it.
 * The reservation's id is the browser's proof: only the checkout that stored it knows it.
 */
export async function releaseCheckout(
  deps: { cms: CmsClient; brand: string },
  id: unknown,
): Promise<boolean> {
  if (typeof id !== 'string' || !RESERVATION_ID.test(id)) return false;
  return withBookingLock(deps.cms, id, async () => {
    const reservation = await findReservation(deps.cms, id);
    if (!reservation || reservation.brand !== deps.brand || reservation.status !== 'unpaid')
      return false;
    await releaseHold(deps.cms, id);
    return true;
  });
}
