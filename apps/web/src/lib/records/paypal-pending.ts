import { PAYMENT_FIELDS } from './booking.ts';
import type { CmsClient } from '../cms/client.ts';
import type { StoredPayment } from '../cms/types.ts';

/**
 * The PayPal payments still pending that the reconciler looks at (lib/booking/paying/reconcile.ts):
 * the questions it asks the CMS, with the website's token.
 */
export type PendingPaypalPayment = StoredPayment & { createdAt: Date };

const FIELDS = [...PAYMENT_FIELDS, 'date_created'];

/** The brand's pending PayPal payments created before `createdBefore`, oldest first. */
export async function pendingPaypalPayments(
  cms: CmsClient,
  brand: string,
  createdBefore: Date,
  limit: number,
): Promise<PendingPaypalPayment[]> {
  const rows = await cms.list<StoredPayment & { date_created: string | null }>('payments', {
    filter: {
      brand: { _eq: brand },
      provider: { _eq: 'paypal' },
      status: { _eq: 'pending' },
      date_created: { _lte: createdBefore.toISOString() },
    },
    fields: FIELDS,
    sort: ['date_created'],
    limit,
  });
  return rows.map(({ date_created, ...row }) => ({
    ...row,
    amount: Number(row.amount),
    createdAt: new Date(date_created ?? createdBefore),
  }));
}

/** Whether the reservation has another payment still pending (a newer order or a card's challenge). */
export async function otherPaymentPending(
  cms: CmsClient,
  reservationId: string,
  paymentId: string,
): Promise<boolean> {
  const rows = await cms.list('payments', {
    filter: {
      reservation: { _eq: reservationId },
      status: { _eq: 'pending' },
      id: { _neq: paymentId },
    },
    fields: ['id'],
    limit: 1,
  });
  return rows.length > 0;
}
