import { fallbackStatus } from '@rental/domain/reservation/states';
import { updateReservation } from '../../records/booking.ts';
import { CmsError } from '../../cms/errors.ts';
import { bookingLedger } from '../../records/ledger.ts';
import { otherPaymentPending } from '../../records/paypal-pending.ts';
import { storeTripChange } from '../../records/reservation-change.ts';
import type { StoredPayment, StoredReservation } from '../../cms/types.ts';
import type { RefundDeps } from '../refunding.ts';
import { returnSurplus } from '../returns.ts';
import { changeOf, log, takesPayment, unpaid, type PaymentDeps } from './shared.ts';

/**
 * What the reservation becomes with the payment's result: paid, or back to where it waits
 * (a booking's or balance's); the change made, or nothing (a change's: the booking keeps its
 * trip). Money taken that the booking can no longer take — paid another way or cancelled
 * meanwhile, a change the CMS refuses (its car went) — is given back (returns.ts).
 */
export async function applyResult(
  deps: PaymentDeps,
  reservation: StoredReservation,
  payment: Pick<StoredPayment, 'change' | 'id'>,
  captured: boolean,
  paymentType: 'card' | 'paypal',
): Promise<void> {
  const takes = takesPayment(reservation, payment);
  if (captured && takes) {
    const made = await madeWith(deps, reservation, payment, paymentType);
    if (made) return;
  }
  if (captured) {
    await returnSurplus(refundDepsOf(deps), reservation.id);
    return;
  }
  if (
    takes &&
    !changeOf(payment) &&
    reservation.status !== fallbackStatus(reservation) &&
    !(await otherPaymentPending(deps.cms, reservation.id, payment.id))
  )
    await updateReservation(deps.cms, reservation.id, unpaid(reservation));
}

/** Makes what a captured payment paid for; false when the CMS refuses the change (its car went). */
async function madeWith(
  deps: PaymentDeps,
  reservation: StoredReservation,
  payment: Pick<StoredPayment, 'change'>,
  paymentType: 'card' | 'paypal',
): Promise<boolean> {
  const change = changeOf(payment);
  if (!change) {
    await updateReservation(deps.cms, reservation.id, {
      status: 'paid',
      payment_type: paymentType,
    });
    return true;
  }
  try {
    await storeTripChange(deps.cms, reservation.id, change);
    return true;
  } catch (error) {
    if (!(error instanceof CmsError) || (error.statusCode !== 409 && error.statusCode !== 403))
      throw error;
    log(
      deps,
      `change ${change.change_count} of ${reservation.id} not made, its payment goes back`,
      error,
    );
    return false;
  }
}

/** The gateways a payment's money goes back through. */
export const refundDepsOf = (deps: PaymentDeps): RefundDeps => ({
  cms: deps.cms,
  brand: deps.brand,
  refunds: { card: deps.card, paypal: deps.paypal },
  log: deps.log,
});

/**
 * A change whose payment was captured but not made (a crash between the two): made now, or, if
 * the CMS refuses it, left as money the booking holds beyond its total (returned by the sweep).
 */
export async function makeCapturedChanges(
  deps: PaymentDeps,
  reservation: StoredReservation,
): Promise<void> {
  const { payments } = await bookingLedger(deps.cms, reservation.id);
  const next = payments.find(
    (p) => p.status === 'captured' && changeOf(p) && takesPayment(reservation, p),
  );
  if (next) await madeWith(deps, reservation, next, next.provider === 'paypal' ? 'paypal' : 'card');
}
