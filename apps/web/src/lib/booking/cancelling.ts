import type { BrandKey } from '@rental/domain/brands';
import {
  cancellationOffer,
  type CancellationPolicy,
  type CancellationQuote,
} from '@rental/domain/reservation/cancellation';
import {
  cancellationRefundKey,
  cancellationRefundPrefix,
} from '@rental/domain/reservation/refunds';
import { findReservation, storeReservationChange } from '../records/booking.ts';
import { findRefundsByPrefix, heldOnlineBy } from '../records/refunds.ts';
import type { StoredRefund, StoredReservation } from '../cms/types.ts';
import { refundRowsFor, settleRefunds, type RefundDeps, type RefundEvent } from './refunding.ts';
import { withBookingLock } from './booking-lock.ts';

/**
 * Cancelling a held booking under the brand's policy: the refund rows (one per payment) are
 * recorded with the cancellation in one transaction, then each asks its gateway; a failed one
 * stays pending and asking again finishes only it (refunding.ts). Fees are kept only from what was paid.
 */
export interface CancelDeps extends RefundDeps {
  brand: BrandKey;
  now: () => Date;
  policy: () => Promise<CancellationPolicy>;
}

export type CancelOutcome =
  | { ok: true; refunds: StoredRefund[] }
  | { ok: false; problem: 'notFound' | 'notCancellable' }
  | { ok: false; problem: 'quoteChanged'; quote: CancellationQuote };

const cancellationEvent = (reservationId: string): RefundEvent => ({
  prefix: cancellationRefundPrefix(reservationId),
  key: (payment) => cancellationRefundKey(reservationId, payment),
});

/** A cancellation's refund rows (none for a booking not cancelled, or one that paid nothing online). */
export const cancellationRefunds = (
  deps: Pick<CancelDeps, 'cms'>,
  reservationId: string,
): Promise<StoredRefund[]> =>
  findRefundsByPrefix(deps.cms, reservationId, cancellationRefundPrefix(reservationId));

/** What cancelling the reservation would cost now (the page's quote). */
export async function cancellationQuote(
  deps: Pick<CancelDeps, 'cms' | 'now' | 'policy'>,
  r: StoredReservation,
): Promise<CancellationQuote> {
  const [policy, paid] = await Promise.all([deps.policy(), heldOnlineBy(deps.cms, r.id)]);
  return cancellationOffer(
    policy,
    {
      status: r.status,
      reservationType: r.reservation_type,
      pickupAt: new Date(r.pickup_date),
      lateCommitted: r.extras?.lateCommitted === true,
      total: r.totals.total,
      paid,
    },
    deps.now(),
  );
}

/**
 * Cancels the reservation if its quote is still the refund the renter confirmed; for one
 * already cancelled, finishes a refund left pending. One at a time per reservation.
 */
export function cancelReservation(
  deps: CancelDeps,
  reservationId: string,
  confirmedRefund: number,
): Promise<CancelOutcome> {
  return withBookingLock(deps.cms, reservationId, async (): Promise<CancelOutcome> => {
    const r = await findReservation(deps.cms, reservationId);
    if (!r || r.brand !== deps.brand) return { ok: false, problem: 'notFound' };
    let refunds = await cancellationRefunds(deps, r.id);
    if (r.status !== 'cancelled') {
      const quote = await cancellationQuote(deps, r);
      if (!quote.allowed) return { ok: false, problem: 'notCancellable' };
      if (quote.refund !== confirmedRefund) return { ok: false, problem: 'quoteChanged', quote };
      const planned =
        r.status === 'paid' && refunds.length === 0
          ? await refundRowsFor(deps, r.id, cancellationEvent(r.id), {
              amount: quote.refund,
              fee: quote.fee,
            })
          : { rows: refunds, recorded: true };
      await storeReservationChange(
        deps.cms,
        r.id,
        { status: 'cancelled', coupon_use: null, coupon_renter_use: null },
        planned.recorded ? [] : planned.rows,
      );
      refunds = planned.rows;
    }
    return { ok: true, refunds: await settleRefunds(deps, refunds) };
  });
}
