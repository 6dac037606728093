import { randomUUID } from 'node:crypto';
import { surplusReturns } from '@rental/domain/reservation/ledger';
import { findReservation } from '../records/booking.ts';
import { asLedgerPayment, asLedgerRefund, bookingLedger } from '../records/ledger.ts';
import { insertRefund } from '../records/refunds.ts';
import type { StoredRefund } from '../cms/types.ts';
import { settleRefunds, type RefundDeps } from './refunding.ts';
import { CARD_REFERENCE_PREFIX } from './paying/references.ts';

/** A payment the site took (a card through the ledger, a PayPal order), not one staff wrote by hand. */
const madeBySite = (p: { provider: string | null; provider_reference: string }) =>
  p.provider === 'paypal' || p.provider_reference.startsWith(CARD_REFERENCE_PREFIX);

/**
 * Gives back what a booking holds beyond what it should (@rental/domain/reservation/ledger):
 * a payment captured for a change the CMS refused, or a late bank response for a booking already
 * paid or cancelled. Recorded first (`return:<reservation>:<payment>:<n>`, pending), then asked
 * of the gateway like every refund. Runs inside the booking's lock. Returns the rows.
 */
export async function returnSurplus(
  deps: RefundDeps,
  reservationId: string,
): Promise<StoredRefund[]> {
  const [reservation, ledger] = await Promise.all([
    findReservation(deps.cms, reservationId),
    bookingLedger(deps.cms, reservationId),
  ]);
  if (!reservation) return [];
  const siteMade = new Set(ledger.payments.filter(madeBySite).map((p) => p.id));
  const parts = surplusReturns(
    { id: reservation.id, status: reservation.status, total: reservation.totals.total },
    ledger.payments.map(asLedgerPayment),
    ledger.refunds.map(asLedgerRefund),
    (p) => siteMade.has(p.id),
  );
  const rows: StoredRefund[] = [];
  for (const part of parts) {
    const payment = ledger.payments.find((p) => p.id === part.payment)!;
    const row: StoredRefund = {
      id: randomUUID(),
      idempotency_key: part.key,
      reservation: reservationId,
      payment: part.payment,
      brand: reservation.brand,
      provider: payment.provider as StoredRefund['provider'],
      provider_reference: null,
      amount: part.amount,
      fee: 0,
      currency: 'USD',
      status: 'pending',
    };
    await insertRefund(deps.cms, row);
    rows.push(row);
    deps.log?.(`[ledger] ${reservationId}: ${part.amount} cents of ${part.payment} go back`);
  }
  return settleRefunds(deps, rows);
}
