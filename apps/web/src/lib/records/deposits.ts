import { DEPOSIT_STATUSES, type DepositRow } from '@rental/domain/reservation/deposit';
import type { CmsClient } from '../cms/client.ts';

/**
 * A booking's security deposit holds: `payments` rows with the deposit's own statuses
 * (packages/domain/src/reservation/deposit.ts), so no sum of what a booking paid meets them.
 */
export interface DepositRecord extends DepositRow {
  id: string;
  reservation: string;
  brand: string;
  provider: string;
  /** `hold_<uuid>`: written before the bank is asked, the bank's idempotency key. */
  provider_reference: string;
  currency: 'USD';
  card_brand: string | null;
  card_last4: string | null;
  date_created?: string | null;
}

const FIELDS = [
  'id',
  'reservation',
  'brand',
  'provider',
  'provider_reference',
  'amount',
  'currency',
  'status',
  'card_brand',
  'card_last4',
  'hold_expires_at',
  'charged_amount',
  'charge_reason',
  'date_created',
];

const toRecord = (row: Record<string, unknown>): DepositRecord =>
  ({
    ...row,
    amount: Number(row.amount) || 0,
    charged_amount: row.charged_amount == null ? null : Number(row.charged_amount),
  }) as DepositRecord;

export async function insertDeposit(cms: CmsClient, row: DepositRecord): Promise<void> {
  const { id, reservation, brand, provider, provider_reference, amount, status } = row;
  await cms.create('payments', [
    {
      id,
      reservation,
      brand,
      provider,
      provider_reference,
      amount,
      currency: 'USD',
      status,
      card_brand: row.card_brand,
      card_last4: row.card_last4,
    },
  ]);
}

export type DepositPatch = Partial<
  Pick<DepositRecord, 'status' | 'hold_expires_at' | 'charged_amount' | 'charge_reason'>
> & { ledger_note?: string | null };

export async function updateDeposit(cms: CmsClient, id: string, patch: DepositPatch) {
  await cms.update('payments', id, patch);
}

/** Every hold of a booking, oldest first. */
export async function depositsOf(cms: CmsClient, reservationId: string): Promise<DepositRecord[]> {
  const rows = await cms.list<Record<string, unknown>>('payments', {
    filter: { reservation: { _eq: reservationId }, status: { _in: [...DEPOSIT_STATUSES] } },
    fields: FIELDS,
    sort: ['date_created'],
    limit: -1,
  });
  return rows.map(toRecord);
}

/**
 * The brand's holds the sweep looks at: left in the middle (a hold the bank was asked for before
 * `before`, a release or charge begun) or held past their bank's days at `now`.
 */
export async function depositsToSweep(
  cms: CmsClient,
  brand: string,
  before: Date,
  now: Date,
  limit: number,
): Promise<DepositRecord[]> {
  const rows = await cms.list<Record<string, unknown>>('payments', {
    filter: {
      brand: { _eq: brand },
      _or: [
        { status: { _eq: 'holding' }, date_created: { _lte: before.toISOString() } },
        { status: { _in: ['releasing', 'charging'] } },
        { status: { _eq: 'held' }, hold_expires_at: { _lte: now.toISOString() } },
      ],
    },
    fields: FIELDS,
    sort: ['date_created'],
    limit,
  });
  return rows.map(toRecord);
}
