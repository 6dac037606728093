import type { CmsClient } from './client.ts';
import type { StoredRefund } from './types.ts';

/**
 * A cancelled booking's refund (docs/payments.md, "Refunds"): one row per reservation under
 * its unique key, written before the gateway is asked, settled once.
 */
const REFUND_FIELDS: (keyof StoredRefund)[] = [
  'id',
  'idempotency_key',
  'reservation',
  'payment',
  'brand',
  'provider',
  'provider_reference',
  'amount',
  'fee',
  'currency',
  'status',
];

const numbers = (r: StoredRefund): StoredRefund => ({
  ...r,
  amount: Number(r.amount),
  fee: Number(r.fee),
});

export async function findRefundByKey(cms: CmsClient, key: string): Promise<StoredRefund | null> {
  const [row] = await cms.list<StoredRefund>('refunds', {
    filter: { idempotency_key: { _eq: key } },
    fields: REFUND_FIELDS,
    limit: 1,
  });
  return row ? numbers(row) : null;
}

/** Written without a gateway reference: the guard lets only the settling update set one. */
export async function insertRefund(cms: CmsClient, refund: StoredRefund): Promise<StoredRefund> {
  const record: Partial<StoredRefund> = { ...refund };
  delete record.provider_reference;
  await cms.create('refunds', [record]);
  return refund;
}

export async function updateRefund(
  cms: CmsClient,
  id: string,
  patch: Pick<StoredRefund, 'status' | 'provider_reference'>,
): Promise<void> {
  await cms.update('refunds', id, patch);
}

/** A reservation's captured payments (what a refund gives back), newest first. */
export async function capturedPayments(
  cms: CmsClient,
  reservationId: string,
): Promise<{ id: string; provider: string; provider_reference: string; amount: number }[]> {
  const rows = await cms.list<Record<string, unknown>>('payments', {
    filter: { reservation: { _eq: reservationId }, status: { _eq: 'captured' } },
    fields: ['id', 'provider', 'provider_reference', 'amount'],
    sort: ['-date_created'],
    limit: -1,
  });
  return rows.map((r) => ({
    id: String(r.id),
    provider: String(r.provider ?? ''),
    provider_reference: String(r.provider_reference ?? ''),
    amount: Number(r.amount) || 0,
  }));
}
