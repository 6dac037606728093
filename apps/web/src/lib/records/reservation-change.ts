import { storeReservationChange } from './booking.ts';
import type { CmsClient } from '../cms/client.ts';
import type { StoredRefund, StoredReservation } from '../cms/types.ts';

/** A booking's new trip and bill with the change counter raised by one: the only trip write the website guard allows. */
export type TripPatch = Pick<
  StoredReservation,
  | 'pickup_date'
  | 'return_date'
  | 'pickup_branch'
  | 'return_branch'
  | 'total_reservations_days'
  | 'extras'
  | 'totals'
> & { change_count: number; extra_units?: string | null };

/** Stores the new trip, with the refund rows of its difference when it costs less (one transaction). */
export async function storeTripChange(
  cms: CmsClient,
  id: string,
  patch: TripPatch,
  refunds: readonly StoredRefund[] = [],
): Promise<void> {
  await storeReservationChange(cms, id, patch, refunds);
}
