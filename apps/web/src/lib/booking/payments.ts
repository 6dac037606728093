import { randomUUID } from 'node:crypto';
import { cardSchema, cardSummary } from '@rental/domain/forms/card';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import { findPaymentByReference, findReservation, insertPayment, updatePayment, updateReservation } from '../cms/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import type { StoredPayment, StoredReservation } from '../cms/types.ts';
import type { ChallengeTicket } from '../payments/sandbox-bank.ts';
import type { CardGateway, PaypalGateway } from '../payments/types.ts';
import { serial } from './serial.ts';

/**
 * Paying a stored reservation. The amount always comes from the reservation record; a
 * payment result is accepted once (a replayed callback or capture changes nothing); of a
 * card only its brand and last four digits are kept — the number and CVV pass through
 * `payByCard` to the gateway and are never stored or logged.
 */
export interface PaymentDeps {
  cms: CmsClient;
  brand: string;
  now: () => Date;
  card: CardGateway | null;
  paypal: PaypalGateway | null;
  log?: (line: string) => void;
}

export type PaymentState = 'paid' | 'confirmed' | 'pending' | 'declined' | 'unpaid';
export type PaymentFailure = 'invalid' | 'notFound' | 'notPayable' | 'unavailable' | 'declined' | 'notApproved' | 'processing' | 'limited';
export type PayResult =
  | { ok: true; state: 'paid' | 'confirmed' }
  | { ok: true; state: 'challenge'; challengeUrl: string; payment: string }
  | { ok: true; state: 'redirect'; url: string }
  | { ok: false; failure: PaymentFailure; fields?: Record<string, string> };

/**
 * What is being paid: a prepaid booking at its checkout, or the balance of a pay-later
 * (confirmed, postpaid) reservation during pre-check-in. Both charge the stored total.
 */
export type PaymentPurpose = 'booking' | 'balance';

const done = (r: StoredReservation) => r.status === 'paid' || r.status === 'confirmed';
/** Still owes money: a prepaid booking not yet paid, or a pay-later one not yet paid (a late bank answer or capture must not touch it otherwise). */
const open = (r: StoredReservation | null): boolean =>
  r !== null && r.status !== 'paid' && r.status !== 'cancelled' && (r.reservation_type === 'prepaid' || r.status === 'confirmed');
/** Where a reservation waits while its payment is with the bank or PayPal, and falls back to when it fails: a pay-later one stays confirmed. */
const waiting = (r: StoredReservation) => (r.reservation_type === 'prepaid' ? { status: 'pending_payment' as const } : null);
const unpaid = (r: StoredReservation) => ({ status: r.reservation_type === 'prepaid' ? ('unpaid' as const) : ('confirmed' as const) });
const log = (deps: PaymentDeps, what: string, error: unknown) => deps.log?.(`[payments] ${what}: ${error instanceof Error ? error.message : String(error)}`);

async function payable(deps: PaymentDeps, reservationId: string, purpose: PaymentPurpose | 'pay-later'): Promise<StoredReservation | PayResult> {
  const reservation = await findReservation(deps.cms, reservationId);
  if (!reservation || reservation.brand !== deps.brand) return { ok: false, failure: 'notFound' };
  if (reservation.status === 'cancelled') return { ok: false, failure: 'notPayable' };
  if (purpose === 'balance') {
    if (reservation.status === 'paid') return { ok: true, state: 'paid' };
    return reservation.reservation_type === 'postpaid' && reservation.status === 'confirmed' ? reservation : { ok: false, failure: 'notPayable' };
  }
  if (done(reservation)) return { ok: true, state: reservation.status as 'paid' | 'confirmed' };
  if (reservation.reservation_type !== (purpose === 'booking' ? 'prepaid' : 'postpaid')) return { ok: false, failure: 'notPayable' };
  return reservation;
}

/** Pay later: the reservation is confirmed without a charge; the renter pays at the counter. */
export function confirmPayLater(deps: PaymentDeps, reservationId: string): Promise<PayResult> {
  return serial(`reservation:${reservationId}`, async () => {
    try {
      const r = await payable(deps, reservationId, 'pay-later');
      if ('ok' in r) return r;
      await updateReservation(deps.cms, r.id, { status: 'confirmed', payment_type: 'counter' });
      return { ok: true, state: 'confirmed' };
    } catch (error) {
      log(deps, 'pay-later confirmation failed', error);
      return { ok: false, failure: 'processing' };
    }
  });
}

export function payByCard(deps: PaymentDeps, reservationId: string, cardInput: unknown, returnUrl: string, locale: 'es' | 'en', purpose: PaymentPurpose = 'booking'): Promise<PayResult> {
  const today = utcToPanamaLocal(deps.now());
  const card = cardSchema({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }).safeParse(cardInput);
  if (!card.success) {
    const fields: Record<string, string> = {};
    for (const issue of card.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return Promise.resolve({ ok: false, failure: 'invalid', fields });
  }
  return serial(`reservation:${reservationId}`, async (): Promise<PayResult> => {
    try {
      if (!deps.card) return { ok: false, failure: 'unavailable' };
      const r = await payable(deps, reservationId, purpose);
      if ('ok' in r) return r;
      const amount = r.totals.total;
      const result = await deps.card.authorize({ reference: r.code, amount, currency: 'USD', card: card.data, returnUrl, locale });
      const { brand, last4 } = cardSummary(card.data.number);
      const status = result.outcome === 'approved' ? 'captured' : result.outcome === 'declined' ? 'declined' : 'pending';
      await insertPayment(deps.cms, { id: randomUUID(), reservation: r.id, brand: deps.brand, provider: deps.card.provider, provider_reference: result.providerReference, amount, currency: 'USD', status, card_brand: brand, card_last4: last4 });
      if (result.outcome === 'approved') {
        await updateReservation(deps.cms, r.id, { status: 'paid', payment_type: 'card' });
        return { ok: true, state: 'paid' };
      }
      if (result.outcome === 'declined') return { ok: false, failure: 'declined' };
      const wait = waiting(r);
      if (wait) await updateReservation(deps.cms, r.id, wait);
      return { ok: true, state: 'challenge', challengeUrl: result.challengeUrl, payment: result.providerReference };
    } catch (error) {
      log(deps, 'card payment failed', error);
      return { ok: false, failure: 'processing' };
    }
  });
}

/** The bank's answer to a challenge (the payment window). Accepted once; replays change nothing. */
export function completeChallenge(deps: PaymentDeps, ticket: ChallengeTicket, approved: boolean): Promise<{ accepted: boolean; state: PaymentState }> {
  return serial(`payment:${ticket.providerReference}`, async () => {
    const payment = await findPaymentByReference(deps.cms, ticket.providerReference);
    if (!payment || payment.brand !== deps.brand) return { accepted: false, state: 'unpaid' as const };
    if (payment.status !== 'pending') return { accepted: false, state: stateOf(payment) };
    return serial(`reservation:${payment.reservation}`, async () => {
      // Paid another way (or cancelled) while the window was open: this payment is not taken, and the reservation is left as it is.
      const reservation = await findReservation(deps.cms, payment.reservation);
      const ok = approved && payment.amount === ticket.amount && open(reservation);
      await updatePayment(deps.cms, payment.id, { status: ok ? 'captured' : 'declined' });
      if (open(reservation)) await updateReservation(deps.cms, payment.reservation, ok ? { status: 'paid', payment_type: 'card' } : unpaid(reservation!));
      return { accepted: true, state: ok ? ('paid' as const) : ('declined' as const) };
    });
  });
}

const stateOf = (p: StoredPayment): PaymentState => (p.status === 'captured' || p.status === 'authorized' ? 'paid' : p.status === 'pending' ? 'pending' : 'declined');

/** What the checkout polls while the payment window is open. */
export async function paymentState(deps: PaymentDeps, reservationId: string, providerReference: string): Promise<PaymentState> {
  if (!reservationId || !providerReference) return 'unpaid';
  try {
    const payment = await findPaymentByReference(deps.cms, providerReference);
    if (!payment || payment.reservation !== reservationId || payment.brand !== deps.brand) return 'unpaid';
    return stateOf(payment);
  } catch (error) {
    // The checkout polls this while the bank answers: an unreachable CMS means "ask again".
    log(deps, 'payment state unavailable', error);
    return 'pending';
  }
}

export function startPaypal(deps: PaymentDeps, reservationId: string, urls: { returnUrl: string; cancelUrl: string }, locale: 'es' | 'en', purpose: PaymentPurpose = 'booking'): Promise<PayResult> {
  return serial(`reservation:${reservationId}`, async (): Promise<PayResult> => {
    try {
      if (!deps.paypal) return { ok: false, failure: 'unavailable' };
      const r = await payable(deps, reservationId, purpose);
      if ('ok' in r) return r;
      const order = await deps.paypal.createOrder({ reference: r.code, amount: r.totals.total, currency: 'USD', description: `${r.code} · ${r.extras.carModel ?? ''}`.trim(), ...urls, locale, requestId: `order-${r.id}-${r.totals.total}` });
      if (!(await findPaymentByReference(deps.cms, order.orderId))) {
        await insertPayment(deps.cms, { id: randomUUID(), reservation: r.id, brand: deps.brand, provider: 'paypal', provider_reference: order.orderId, amount: r.totals.total, currency: 'USD', status: 'pending', card_brand: null, card_last4: null });
      }
      const wait = waiting(r);
      if (wait) await updateReservation(deps.cms, r.id, wait);
      return { ok: true, state: 'redirect', url: order.approveUrl };
    } catch (error) {
      log(deps, 'PayPal order failed', error);
      return { ok: false, failure: 'processing' };
    }
  });
}

/** The buyer came back from PayPal: capture the order once, for the amount stored. */
export function capturePaypal(deps: PaymentDeps, reservationId: string, orderId: string): Promise<PayResult> {
  return serial(`payment:${orderId}`, async (): Promise<PayResult> => {
    try {
      if (!deps.paypal) return { ok: false, failure: 'unavailable' };
      const payment = await findPaymentByReference(deps.cms, orderId);
      if (!payment || payment.reservation !== reservationId || payment.brand !== deps.brand || payment.provider !== 'paypal') return { ok: false, failure: 'notFound' };
      if (payment.status !== 'pending') return stateOf(payment) === 'paid' ? { ok: true, state: 'paid' } : { ok: false, failure: 'declined' };
      const paypal = deps.paypal;
      return await serial(`reservation:${reservationId}`, async (): Promise<PayResult> => {
        const reservation = await findReservation(deps.cms, reservationId);
        if (!open(reservation)) {
          // Paid another way (or cancelled) since the order was made: the order is not captured, so PayPal takes nothing.
          await updatePayment(deps.cms, payment.id, { status: 'declined' });
          return reservation && done(reservation) ? { ok: true, state: reservation.status as 'paid' | 'confirmed' } : { ok: false, failure: 'notPayable' };
        }
        const result = await paypal.captureOrder(orderId, `capture-${orderId}`);
        if (result.outcome === 'not-approved') return { ok: false, failure: 'notApproved' };
        const captured = (result.outcome === 'captured' && result.amount === payment.amount) || result.outcome === 'already-captured';
        await updatePayment(deps.cms, payment.id, { status: captured ? 'captured' : 'declined' });
        await updateReservation(deps.cms, reservationId, captured ? { status: 'paid', payment_type: 'paypal' } : unpaid(reservation!));
        return captured ? { ok: true, state: 'paid' } : { ok: false, failure: 'declined' };
      });
    } catch (error) {
      log(deps, 'PayPal capture failed', error);
      return { ok: false, failure: 'processing' };
    }
  });
}
