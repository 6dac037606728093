import { randomUUID } from 'node:crypto';
import type { Locale } from '@rental/domain/locale';
import { cardSummary } from '@rental/domain/forms/card';
import { findReservation, insertPayment } from '../../records/booking.ts';
import type { TripPatch } from '../../records/reservation-change.ts';
import type { StoredPayment, StoredReservation } from '../../cms/types.ts';
import type { CardAuthorization, CardDetails, CardGateway } from '../../gateways/types.ts';
import { applyResult } from './apply-result.ts';
import { CARD_REFERENCE_PREFIX } from './references.ts';
import { recordResult, takesPayment, type PaymentDeps, type PayResult } from './shared.ts';

/**
 * A card payment through the ledger (docs/payments.md), in the booking's lock: the row is
 * written pending under our reference, the bank is asked with it as idempotency key, then the row
 * is completed. A crash in between leaves a pending row for the sweep: no money without a row.
 */
export interface CardCharge {
  card: CardDetails;
  returnUrl: string;
  locale: Locale;
  /** What the reservation becomes before the bank is asked (a prepaid booking: pending_payment). */
  before?: () => Promise<void>;
}

export interface Charged {
  payment: StoredPayment;
  result: CardAuthorization;
}

/** What a payment pays: an amount of the reservation, and a change of trip or nothing. */
export interface PaymentDraft {
  reservation: StoredReservation;
  amount: number;
  change?: TripPatch | null;
}

export async function chargeCard(
  deps: PaymentDeps,
  bank: CardGateway,
  draft: PaymentDraft,
  charge: CardCharge,
): Promise<Charged> {
  const r = draft.reservation;
  const summary = cardSummary(charge.card.number);
  const payment: StoredPayment = {
    id: randomUUID(),
    reservation: r.id,
    brand: deps.brand,
    provider: bank.provider,
    provider_reference: `${CARD_REFERENCE_PREFIX}${randomUUID()}`,
    amount: draft.amount,
    currency: 'USD',
    status: 'pending',
    card_brand: summary.brand,
    card_last4: summary.last4,
    change: draft.change ? { ...draft.change } : null,
  };
  await insertPayment(deps.cms, payment);
  await charge.before?.();
  const result = await bank.authorize({
    requestId: payment.provider_reference,
    reference: r.code,
    amount: payment.amount,
    currency: 'USD',
    card: charge.card,
    returnUrl: charge.returnUrl,
    locale: charge.locale,
  });
  if (result.outcome !== 'challenge')
    await settlePayment(deps, payment, result.outcome === 'approved');
  return { payment, result };
}

/**
 * Completes a pending payment the bank has decided and lets the booking take the result; a
 * result already recorded changes nothing, and money it can no longer take is given back.
 */
export async function settlePayment(
  deps: PaymentDeps,
  payment: StoredPayment,
  captured: boolean,
): Promise<boolean | null> {
  const earlier = await recordResult(deps, payment, captured ? 'captured' : 'declined');
  if (earlier) return null;
  const reservation = await findReservation(deps.cms, payment.reservation);
  if (reservation)
    await applyResult(
      deps,
      reservation,
      payment,
      captured,
      payment.provider === 'paypal' ? 'paypal' : 'card',
    );
  return captured;
}

/**
 * After the renter's answer to a challenge, in the booking's lock: takes the money only while
 * the booking still wants it; null when its result was already recorded.
 */
export async function finishChallenge(
  deps: PaymentDeps,
  bank: CardGateway,
  payment: StoredPayment,
): Promise<boolean | null> {
  const reservation = await findReservation(deps.cms, payment.reservation);
  const wanted = takesPayment(reservation, payment);
  const taken = (await bank.finishChallenge(payment.provider_reference, wanted)) === 'approved';
  return settlePayment(deps, payment, taken);
}

/** The checkout's response for a charge. */
export function payResultOf({ payment, result }: Charged): PayResult {
  if (result.outcome === 'approved') return { ok: true, state: 'paid' };
  if (result.outcome === 'declined') return { ok: false, failure: 'declined' };
  return {
    ok: true,
    state: 'challenge',
    challengeUrl: result.challengeUrl,
    payment: payment.provider_reference,
  };
}
