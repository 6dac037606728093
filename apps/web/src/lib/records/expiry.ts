import type { CmsClient } from '../cms/client.ts';

/** A prepaid reservation still unpaid, as the expiry job reads it. */
export interface UnpaidReservation {
  id: string;
  status: 'unpaid';
  reservation_type: 'prepaid';
  date_created: string;
  date_updated: string | null;
}

/** The brand's unpaid prepaid reservations last changed before `before` (oldest first, a batch). */
export async function unpaidPrepaidBefore(
  cms: CmsClient,
  brand: string,
  before: Date,
): Promise<UnpaidReservation[]> {
  return cms.list<UnpaidReservation>('reservations', {
    filter: {
      brand: { _eq: brand },
      status: { _eq: 'unpaid' },
      reservation_type: { _eq: 'prepaid' },
      date_created: { _lte: before.toISOString() },
    },
    fields: ['id', 'status', 'reservation_type', 'date_created', 'date_updated'],
    sort: ['date_created'],
    limit: 100,
  });
}

/** One reservation as the expiry job reads it, read again under its lock; null once it is not unpaid any more. */
export async function unpaidPrepaidById(
  cms: CmsClient,
  id: string,
): Promise<UnpaidReservation | null> {
  const [row] = await cms.list<UnpaidReservation>('reservations', {
    filter: { id: { _eq: id }, status: { _eq: 'unpaid' }, reservation_type: { _eq: 'prepaid' } },
    fields: ['id', 'status', 'reservation_type', 'date_created', 'date_updated'],
    limit: 1,
  });
  return row ?? null;
}

/** Abandons one (the worker's token may make this move only) and gives its coupon use back. */
export async function abandonReservation(cms: CmsClient, id: string): Promise<void> {
  await cms.update('reservations', id, {
    status: 'abandoned',
    coupon_use: null,
    coupon_renter_use: null,
  });
}
