import type { HoldRow } from '@rental/domain/reservation/holds';
import type { CmsClient } from '../cms/client.ts';

interface HoldRecord {
  id: string;
  status: string;
  hold_keys: string | null;
  date_created: string;
  date_updated: string | null;
}

/** Reservations that may still hold a unit under any of `keys`, created since `since` (every brand: they share the fleet). */
export async function holdsUnder(
  cms: CmsClient,
  keys: readonly string[],
  since: Date,
): Promise<HoldRow[]> {
  const rows = await cms.list<HoldRecord>('reservations', {
    filter: {
      _and: [
        { status: { _in: ['unpaid', 'pending_payment'] } },
        { date_created: { _gte: since.toISOString() } },
        { _or: keys.map((key) => ({ hold_keys: { _contains: key } })) },
      ],
    },
    fields: ['id', 'status', 'hold_keys', 'date_created', 'date_updated'],
    sort: ['date_created'],
    limit: 100,
  });
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    holdKeys: r.hold_keys ?? '',
    createdAt: new Date(r.date_created),
    updatedAt: r.date_updated ? new Date(r.date_updated) : null,
  }));
}

/** Gives an unpaid reservation's unit and coupon use back: the renter left its checkout. */
export async function releaseHold(cms: CmsClient, id: string): Promise<void> {
  await cms.update('reservations', id, {
    status: 'abandoned',
    coupon_use: null,
    coupon_renter_use: null,
  });
}
