import { randomUUID } from 'node:crypto';
import type { Locale } from '@rental/domain/locale';
import { changeRefusal, changeRequestSchema } from '@rental/domain/reservation/change';
import { findPaymentByReference, findReservation } from '../records/booking.ts';
import type { StoredPayment, StoredReservation } from '../cms/types.ts';
import { readCard } from '../booking/paying/card.ts';
import { payResultOf, chargeCard } from '../booking/paying/card-ledger.ts';
import {
  capturePaypal,
  paymentState,
  type PaymentDeps,
  type PaymentState,
} from '../booking/paying/index.ts';
import { changeOf, log, storePayment, type PayResult } from '../booking/paying/shared.ts';
import { withBookingLock } from '../booking/booking-lock.ts';
import { quotedChange, type ChangeDeps, type QuotedChange } from './change.ts';
import { bookingOf } from './service.ts';

/**
 * A dearer change of trip on a booking paid online: the renter pays the difference, and the
 * payment row carries the change (`payments.change`) so that its capture, however it arrives,
 * makes it while it is still the booking's next change (applyResult).
 */
export type ChangePaymentDeps = ChangeDeps & { payments: PaymentDeps };

/** The change the renter confirmed (the quote's total) and the card, when paying by card. */
const confirmedChange = changeRequestSchema.extend({
  confirm: changeRequestSchema.shape.confirm.refine((c) => c),
  expectedTotal: changeRequestSchema.shape.expectedTotal.unwrap(),
});

const NOT_PAYABLE: PayResult = { ok: false, failure: 'notPayable' };

/**
 * In the booking's turn: the change re-quoted as confirmed, costing more than was paid; else
 * the response ('notPayable' when the quote moved: the page quotes again).
 */
async function dearerChange(
  deps: ChangePaymentDeps,
  session: unknown,
  input: unknown,
  pay: (q: QuotedChange, amount: number) => Promise<PayResult>,
): Promise<PayResult> {
  const request = confirmedChange.safeParse(input);
  if (!request.success) return { ok: false, failure: 'invalid' };
  try {
    const r = await bookingOf(deps, session);
    if ('ok' in r) return { ok: false, failure: 'notFound' };
    if (changeRefusal({ status: r.status, pickupAt: new Date(r.pickup_date) }, deps.now()))
      return NOT_PAYABLE;
    if (!(await deps.quotes.allow(r.id))) return { ok: false, failure: 'limited' };
    return await withBookingLock(deps.cms, r.id, async () => {
      const quoted = await quotedChange(deps, session, request.data);
      // The new trip's car went meanwhile: nothing is charged.
      if ('ok' in quoted)
        return 'problem' in quoted && quoted.problem === 'soldOut'
          ? { ok: false, failure: 'soldOut' }
          : NOT_PAYABLE;
      const { quote } = quoted;
      if (
        quote.settlement.kind !== 'payDifference' ||
        quote.price.totals.total !== request.data.expectedTotal
      )
        return NOT_PAYABLE;
      if (!(await deps.changes.allow(r.id))) return { ok: false, failure: 'limited' };
      return pay(quoted, quote.settlement.amount);
    });
  } catch (error) {
    log(deps.payments, 'change payment failed', error);
    return { ok: false, failure: 'processing' };
  }
}

/** The difference's payment row: its amount, and the change it pays for. */
const changePayment = (
  deps: ChangePaymentDeps,
  q: QuotedChange,
  amount: number,
  payment: Pick<StoredPayment, 'provider' | 'provider_reference' | 'status'>,
): StoredPayment => ({
  id: randomUUID(),
  reservation: q.reservation.id,
  brand: deps.brand,
  amount,
  currency: 'USD',
  card_brand: null,
  card_last4: null,
  ...payment,
  change: { ...q.patch },
});

/** Pays a dearer change's difference by card (through the ledger): made at once when the bank approves, or after its challenge. */
export function payChangeByCard(
  deps: ChangePaymentDeps,
  session: unknown,
  input: { change: unknown; card: unknown },
  returnUrl: string,
  locale: Locale,
): Promise<PayResult> {
  const card = readCard(deps.now(), input?.card);
  if (!card.success) return Promise.resolve(card.failure);
  const bank = deps.payments.card;
  if (!bank) return Promise.resolve({ ok: false, failure: 'unavailable' });
  return dearerChange(deps, session, input?.change, async (q, amount) =>
    payResultOf(
      await chargeCard(
        deps.payments,
        bank,
        { reservation: q.reservation, amount, change: q.patch },
        {
          card: card.data,
          returnUrl,
          locale,
        },
      ),
    ),
  );
}

/** Starts a PayPal order for a dearer change's difference; the change is made when it is captured. */
export function payChangeByPaypal(
  deps: ChangePaymentDeps,
  session: unknown,
  change: unknown,
  urls: { returnUrl: string; cancelUrl: string },
  locale: Locale,
): Promise<PayResult> {
  const paypal = deps.payments.paypal;
  if (!paypal) return Promise.resolve({ ok: false, failure: 'unavailable' });
  return dearerChange(deps, session, change, async (q, amount) => {
    const order = await paypal.createOrder({
      reference: q.reservation.code,
      amount,
      currency: 'USD',
      description: `${q.reservation.code} · ${q.reservation.extras.carModel ?? ''}`.trim(),
      ...urls,
      locale,
      requestId: `order-${q.reservation.id}-change-${q.patch.change_count}-${amount}`,
    });
    if (!(await findPaymentByReference(deps.cms, order.orderId)))
      await storePayment(
        deps.cms,
        changePayment(deps, q, amount, {
          provider: 'paypal',
          provider_reference: order.orderId,
          status: 'pending',
        }),
      );
    return { ok: true, state: 'redirect', url: order.approveUrl };
  });
}

/** The booking behind the session, if the payment is one of its changes'. */
async function changePaymentOf(
  deps: ChangePaymentDeps,
  session: unknown,
  reference: string,
): Promise<{ reservation: StoredReservation; payment: StoredPayment } | null> {
  const r = await bookingOf(deps, session);
  if ('ok' in r || typeof reference !== 'string' || !reference) return null;
  const payment = await findPaymentByReference(deps.cms, reference);
  if (!payment || payment.reservation !== r.id || !changeOf(payment)) return null;
  return { reservation: r, payment };
}

/** What the page polls while the bank's window is open: 'paid' only once the change is made. */
export async function changePaymentState(
  deps: ChangePaymentDeps,
  session: unknown,
  reference: string,
): Promise<PaymentState> {
  try {
    const found = await changePaymentOf(deps, session, reference);
    if (!found) return 'unpaid';
    const state = await paymentState(deps.payments, found.reservation.id, reference);
    if (state !== 'paid') return state;
    const now = await findReservation(deps.cms, found.reservation.id);
    const made = (Number(now?.change_count) || 0) >= changeOf(found.payment)!.change_count;
    return made ? 'paid' : 'pending';
  } catch (error) {
    log(deps.payments, 'change payment state unavailable', error);
    return 'pending';
  }
}

/** The renter came back from PayPal: capture the difference's order once, which makes the change. */
export async function finishChangePaypal(
  deps: ChangePaymentDeps,
  session: unknown,
  orderId: string,
): Promise<PayResult> {
  try {
    const found = await changePaymentOf(deps, session, orderId);
    if (!found) return { ok: false, failure: 'notFound' };
    return await capturePaypal(deps.payments, found.reservation.id, orderId);
  } catch (error) {
    log(deps.payments, 'change PayPal capture failed', error);
    return { ok: false, failure: 'processing' };
  }
}
