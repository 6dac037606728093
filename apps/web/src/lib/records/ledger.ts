import type { LedgerPayment, LedgerRefund } from '@rental/domain/reservation/ledger';
import { PAYMENT_FIELDS } from './booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { REFUND_FIELDS } from './refunds.ts';
import type { StoredPayment, StoredRefund } from '../cms/types.ts';

/**
 * The ledger's rows as the CMS keeps them (docs/payments.md "The ledger"): a booking's payments
 * and refunds, and the rows a crash may have left pending, for the sweep.
 */
export type LedgerPaymentRow = StoredPayment & { createdAt: string };
export type LedgerRefundRow = StoredRefund & { createdAt: string };

const changeNumber = (change: unknown): number | null => {
  const n = (change as { change_count?: unknown } | null)?.change_count;
  return typeof n === 'number' ? n : null;
};

export const asLedgerPayment = (p: LedgerPaymentRow): LedgerPayment => ({
  id: p.id,
  amount: p.amount,
  status: p.status ?? 'pending',
  change: changeNumber(p.change),
  createdAt: p.createdAt,
});

export const asLedgerRefund = (r: StoredRefund): LedgerRefund => ({
  key: r.idempotency_key,
  payment: r.payment ?? '',
  amount: r.amount,
  fee: r.fee,
  status: r.status ?? 'pending',
});

const PAYMENTS = [...PAYMENT_FIELDS, 'date_created'];
const REFUNDS = [...REFUND_FIELDS, 'date_created'];

type Dated<T> = T & { date_created: string | null };
const paymentRow = ({ date_created, ...p }: Dated<StoredPayment>): LedgerPaymentRow => ({
  ...p,
  amount: Number(p.amount),
  createdAt: date_created ?? '',
});
const refundRow = ({ date_created, ...r }: Dated<StoredRefund>): LedgerRefundRow => ({
  ...r,
  amount: Number(r.amount),
  fee: Number(r.fee),
  createdAt: date_created ?? '',
});

/** Every payment and refund of one booking. */
export async function bookingLedger(cms: CmsClient, reservationId: string) {
  const [payments, refunds] = await Promise.all([
    cms.list<Dated<StoredPayment>>('payments', {
      filter: { reservation: { _eq: reservationId } },
      fields: PAYMENTS,
      sort: ['date_created'],
      limit: -1,
    }),
    cms.list<Dated<StoredRefund>>('refunds', {
      filter: { reservation: { _eq: reservationId } },
      fields: REFUNDS,
      sort: ['date_created'],
      limit: -1,
    }),
  ]);
  return { payments: payments.map(paymentRow), refunds: refunds.map(refundRow) };
}

/** The brand's card payments and refunds still pending, recorded before `before`, oldest first. */
export async function pendingBefore(cms: CmsClient, brand: string, before: Date, limit: number) {
  const pending = { brand: { _eq: brand }, status: { _eq: 'pending' } };
  const older = { date_created: { _lte: before.toISOString() } };
  const [payments, refunds] = await Promise.all([
    cms.list<Dated<StoredPayment>>('payments', {
      filter: { ...pending, ...older, provider: { _neq: 'paypal' } },
      fields: PAYMENTS,
      sort: ['date_created'],
      limit,
    }),
    cms.list<Dated<StoredRefund>>('refunds', {
      filter: { ...pending, ...older },
      fields: REFUNDS,
      sort: ['date_created'],
      limit,
    }),
  ]);
  return { payments: payments.map(paymentRow), refunds: refunds.map(refundRow) };
}

/** The brand's bookings whose money moved since `since` (the sweep checks them for surplus). */
export async function bookingsWithMoneySince(cms: CmsClient, brand: string, since: Date) {
  const rows = await cms.list<{ reservation: string }>('payments', {
    filter: {
      brand: { _eq: brand },
      status: { _eq: 'captured' },
      date_created: { _gte: since.toISOString() },
    },
    fields: ['reservation'],
    limit: 500,
  });
  return [...new Set(rows.map((r) => r.reservation))];
}

/** Writes why the sweep could not settle a row (staff read it in Studio and in the ledger report). */
export async function noteLedgerRow(
  cms: CmsClient,
  collection: 'payments' | 'refunds',
  id: string,
  note: string,
): Promise<void> {
  await cms.update(collection, id, { ledger_note: note.slice(0, 2000) });
}

type PendingRow = { amount: unknown; date_created: string | null; ledger_note: string | null };

/** A booking's payments and refunds still pending, each with the sweep's note. */
export async function pendingRowsWithNotes(cms: CmsClient, reservationId: string) {
  const pending = { reservation: { _eq: reservationId }, status: { _eq: 'pending' } };
  const [payments, refunds] = await Promise.all([
    cms.list<PendingRow & { provider_reference: string }>('payments', {
      filter: pending,
      fields: ['provider_reference', 'amount', 'date_created', 'ledger_note'],
      limit: -1,
    }),
    cms.list<PendingRow & { idempotency_key: string }>('refunds', {
      filter: pending,
      fields: ['idempotency_key', 'amount', 'date_created', 'ledger_note'],
      limit: -1,
    }),
  ]);
  const row = (kind: 'payment' | 'refund', key: string, r: PendingRow) => ({
    kind,
    key,
    amount: Number(r.amount) || 0,
    since: r.date_created ?? new Date().toISOString(),
    note: r.ledger_note,
  });
  return [
    ...payments.map((p) => row('payment', p.provider_reference, p)),
    ...refunds.map((r) => row('refund', r.idempotency_key, r)),
  ];
}
