import { heldOnline, type RefundablePayment } from '@rental/domain/reservation/refunds';
import type { CmsClient } from '../cms/client.ts';
import type { StoredRefund } from '../cms/types.ts';

/** Refunds (docs/payments.md): one row per source payment under its unique key, written before the gateway is asked. */
export const REFUND_FIELDS: (keyof StoredRefund)[] = [
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

/** A reservation's refund rows whose key begins with `prefix` (one cancellation's, one change's), oldest first. */
export async function findRefundsByPrefix(
  cms: CmsClient,
  reservationId: string,
  prefix: string,
): Promise<StoredRefund[]> {
  const rows = await cms.list<StoredRefund>('refunds', {
    filter: { reservation: { _eq: reservationId }, idempotency_key: { _starts_with: prefix } },
    fields: REFUND_FIELDS,
    sort: ['date_created'],
    limit: -1,
  });
  return rows.map(numbers);
}

/** Every refund row of a reservation (cancellation, changes, returns), oldest first. */
export const refundsOf = (cms: CmsClient, reservationId: string): Promise<StoredRefund[]> =>
  cms
    .list<StoredRefund>('refunds', {
      filter: { reservation: { _eq: reservationId } },
      fields: REFUND_FIELDS,
      sort: ['date_created'],
      limit: -1,
    })
    .then((rows) => rows.map(numbers));

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

export interface CapturedPayment extends RefundablePayment {
  provider: string;
  provider_reference: string;
}

/**
 * A reservation's captured payments (what a refund gives back), newest first, each with what
 * its refunds (not failed ones) already gave back or kept.
 */
export async function capturedPayments(
  cms: CmsClient,
  reservationId: string,
): Promise<CapturedPayment[]> {
  const [rows, refunds] = await Promise.all([
    cms.list<Record<string, unknown>>('payments', {
      filter: { reservation: { _eq: reservationId }, status: { _eq: 'captured' } },
      fields: ['id', 'provider', 'provider_reference', 'amount'],
      sort: ['-date_created'],
      limit: -1,
    }),
    cms.list<Record<string, unknown>>('refunds', {
      filter: { reservation: { _eq: reservationId }, status: { _neq: 'failed' } },
      fields: ['payment', 'amount', 'fee'],
      limit: -1,
    }),
  ]);
  const refunded = (payment: string) =>
    refunds
      .filter((r) => String(r.payment) === payment)
      .reduce((sum, r) => sum + (Number(r.amount) || 0) + (Number(r.fee) || 0), 0);
  return rows.map((r) => ({
    id: String(r.id),
    provider: String(r.provider ?? ''),
    provider_reference: String(r.provider_reference ?? ''),
    amount: Number(r.amount) || 0,
    refunded: refunded(String(r.id)),
  }));
}

/** What the reservation paid online and still holds (captured less given back). */
export const heldOnlineBy = async (cms: CmsClient, reservationId: string): Promise<number> =>
  heldOnline(await capturedPayments(cms, reservationId));
