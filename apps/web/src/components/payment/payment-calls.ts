'use client';

import type { Locale } from '@rental/domain/locale';
import {
  checkPayment,
  confirmReservation,
  finishPaypal,
  payWithCard,
  payWithPaypal,
} from '@/lib/booking/actions';
import type { PayResult, PaymentState } from '@/lib/booking/paying';
import {
  checkBalancePayment,
  finishBalancePaypal,
  payBalanceWithCard,
  payBalanceWithPaypal,
  settleAtCounter,
} from '@/lib/precheckin/actions';

/** What the payment components call: a booking's checkout or a pay-later balance; only the calls differ. */
export interface PaymentCalls {
  card(card: unknown): Promise<PayResult>;
  check(reference: string): Promise<PaymentState>;
  paypal(): Promise<PayResult>;
  capture(orderId: string): Promise<PayResult>;
  /** Pay later / pay at the counter. */
  confirm(): Promise<PayResult>;
  /** Called just before this tab leaves for PayPal or the bank's page, to come back to the same step. */
  leaving?: () => void;
}

/** What every way to pay is given: the calls to make, the total shown, and where its response goes. */
export interface PaymentProps {
  calls: PaymentCalls;
  total: number;
  onDone: (r: PayResult) => void;
  onFailure: (key: string) => void;
}

/** The response when a payment call fails on its way (network, server): a processing failure. */
export const noResponse = (): PayResult => ({ ok: false, failure: 'processing' });

export function bookingPaymentCalls(reservationId: string, locale: Locale): PaymentCalls {
  return {
    card: (card) => payWithCard(reservationId, card, locale),
    check: (reference) => checkPayment(reservationId, reference),
    paypal: () => payWithPaypal(reservationId, locale),
    capture: (orderId) => finishPaypal(reservationId, orderId),
    confirm: () => confirmReservation(reservationId),
  };
}

export function balancePaymentCalls(
  session: string,
  locale: Locale,
  leaving: () => void,
): PaymentCalls {
  return {
    card: (card) => payBalanceWithCard(session, card, locale),
    check: (reference) => checkBalancePayment(session, reference),
    paypal: () => payBalanceWithPaypal(session, locale),
    capture: (orderId) => finishBalancePaypal(session, orderId),
    confirm: () => settleAtCounter(session),
    leaving,
  };
}
