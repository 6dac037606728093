import type { Locale } from '@rental/domain/locale';
import { cardSchema } from '@rental/domain/forms/card';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import { findPaymentByReference, updateReservation } from '../../records/booking.ts';
import type { ChallengeTicket } from '../../gateways/sandbox-bank.ts';
import type { CardDetails } from '../../gateways/types.ts';
import { withBookingLock } from '../booking-lock.ts';
import { serial } from '../serial.ts';
import { payResultOf, chargeCard, finishChallenge } from './card-ledger.ts';
import {
  log,
  payThrough,
  stateOf,
  waiting,
  type PaymentDeps,
  type PaymentPurpose,
  type PaymentState,
  type PayResult,
} from './shared.ts';

/** The card as the form sent it, checked against today's month in Panama; or the form's response. */
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

/**
 * Paying by card through the ledger: approved or declined at once, or a challenge window whose
 * response comes through `completeChallenge` while the checkout polls `paymentState`.
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
      const wait = waiting(r);
      const charged = await chargeCard(
        deps,
        bank,
        { reservation: r, amount: r.totals.total },
        {
          card: card.data,
          returnUrl,
          locale,
          before: wait ? () => updateReservation(deps.cms, r.id, wait) : undefined,
        },
      );
      return payResultOf(charged);
    },
  );
}

/** The bank's response to a challenge (the payment window). Accepted once; replays change nothing. */
export function completeChallenge(
  deps: PaymentDeps,
  ticket: ChallengeTicket,
  approved: boolean,
): Promise<{ accepted: boolean; state: PaymentState }> {
  return serial(`payment:${ticket.providerReference}`, async () => {
    const payment = await findPaymentByReference(deps.cms, ticket.providerReference);
    if (!payment || payment.brand !== deps.brand || !deps.card)
      return { accepted: false, state: 'unpaid' as const };
    if (payment.status !== 'pending') return { accepted: false, state: stateOf(payment) };
    const bank = deps.card;
    await bank.answerChallenge(
      payment.provider_reference,
      approved && payment.amount === ticket.amount,
    );
    return withBookingLock(deps.cms, payment.reservation, async () => {
      const current = await findPaymentByReference(deps.cms, ticket.providerReference);
      if (current?.status !== 'pending')
        return { accepted: false, state: current ? stateOf(current) : ('unpaid' as const) };
      const taken = await finishChallenge(deps, bank, current);
      return taken === null
        ? { accepted: false, state: 'pending' as const }
        : { accepted: true, state: taken ? ('paid' as const) : ('declined' as const) };
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
    // The checkout polls this while the bank decides: an unreachable CMS means "ask again".
    log(deps, 'payment state unavailable', error);
    return 'pending';
  }
}
