import type { Locale } from '@rental/domain/locale';
import { cardSchema, cardSummary } from '@rental/domain/forms/card';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import { findPaymentByReference, findReservation, updateReservation } from '../../cms/booking.ts';
import type { ChallengeTicket } from '../../payments/sandbox-bank.ts';
import type { CardAuthorization, CardDetails } from '../../payments/types.ts';
import { serial } from '../serial.ts';
import {
  applyResult,
  insertPaymentOf,
  log,
  payThrough,
  recordResult,
  stateOf,
  takesPayment,
  waiting,
  type PaymentDeps,
  type PaymentPurpose,
  type PaymentState,
  type PayResult,
} from './shared.ts';

/** The card as the form sent it, checked against today's month in Panama; or the form's answer. */
export function readCard(
  now: Date,
  input: unknown,
): { success: true; data: CardDetails } | { success: false; failure: PayResult } {
  const today = utcToPanamaLocal(now);
  const card = cardSchema({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  }).safeParse(input);
  if (card.success) return { success: true, data: card.data };
  const fields: Record<string, string> = {};
  for (const issue of card.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { success: false, failure: { ok: false, failure: 'invalid', fields } };
}

/** How a payment is recorded after the bank's answer: captured, declined, or pending its challenge. */
export const paymentStatusOf = (result: CardAuthorization): 'captured' | 'declined' | 'pending' =>
  result.outcome === 'approved'
    ? 'captured'
    : result.outcome === 'declined'
      ? 'declined'
      : 'pending';

/**
 * Paying by card: the bank approves or declines at once, or opens a challenge window whose
 * answer comes back through `completeChallenge` while the checkout polls `paymentState`.
 */
export function payByCard(
  deps: PaymentDeps,
  reservationId: string,
  cardInput: unknown,
  returnUrl: string,
  locale: Locale,
  purpose: PaymentPurpose = 'booking',
): Promise<PayResult> {
  const card = readCard(deps.now(), cardInput);
  if (!card.success) return Promise.resolve(card.failure);
  return payThrough(
    deps,
    deps.card,
    reservationId,
    purpose,
    'card payment failed',
    async (bank, r) => {
      const result = await bank.authorize({
        reference: r.code,
        amount: r.totals.total,
        currency: 'USD',
        card: card.data,
        returnUrl,
        locale,
      });
      await insertPaymentOf(deps, r, {
        provider: bank.provider,
        provider_reference: result.providerReference,
        status: paymentStatusOf(result),
        card: cardSummary(card.data.number),
      });
      if (result.outcome === 'approved') {
        await updateReservation(deps.cms, r.id, { status: 'paid', payment_type: 'card' });
        return { ok: true, state: 'paid' };
      }
      if (result.outcome === 'declined') return { ok: false, failure: 'declined' };
      const wait = waiting(r);
      if (wait) await updateReservation(deps.cms, r.id, wait);
      return {
        ok: true,
        state: 'challenge',
        challengeUrl: result.challengeUrl,
        payment: result.providerReference,
      };
    },
  );
}

/** The bank's answer to a challenge (the payment window). Accepted once; replays change nothing. */
export function completeChallenge(
  deps: PaymentDeps,
  ticket: ChallengeTicket,
  approved: boolean,
): Promise<{ accepted: boolean; state: PaymentState }> {
  return serial(`payment:${ticket.providerReference}`, async () => {
    const payment = await findPaymentByReference(deps.cms, ticket.providerReference);
    if (!payment || payment.brand !== deps.brand)
      return { accepted: false, state: 'unpaid' as const };
    if (payment.status !== 'pending') return { accepted: false, state: stateOf(payment) };
    return serial(`reservation:${payment.reservation}`, async () => {
      // Paid another way (or cancelled) while the window was open: this payment is not taken, and the reservation is left as it is.
      const reservation = await findReservation(deps.cms, payment.reservation);
      const takes = takesPayment(reservation, payment);
      const ok = approved && payment.amount === ticket.amount && takes;
      const earlier = await recordResult(deps, payment, ok ? 'captured' : 'declined');
      if (earlier) return { accepted: false, state: stateOf(earlier) };
      if (takes) await applyResult(deps, reservation!, payment, ok, 'card');
      return { accepted: true, state: ok ? ('paid' as const) : ('declined' as const) };
    });
  });
}

/** What the checkout polls while the payment window is open. */
export async function paymentState(
  deps: PaymentDeps,
  reservationId: string,
  providerReference: string,
): Promise<PaymentState> {
  if (!reservationId || !providerReference) return 'unpaid';
  try {
    const payment = await findPaymentByReference(deps.cms, providerReference);
    if (!payment || payment.reservation !== reservationId || payment.brand !== deps.brand)
      return 'unpaid';
    return stateOf(payment);
  } catch (error) {
    // The checkout polls this while the bank answers: an unreachable CMS means "ask again".
    log(deps, 'payment state unavailable', error);
    return 'pending';
  }
}
