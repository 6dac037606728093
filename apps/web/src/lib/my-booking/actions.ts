'use server';

import { visitorAllowed } from '../rate-limit/index.ts';
import { myBookingDeps } from './deps.ts';
import {
  cancelMyBooking,
  resendConfirmation,
  type CancelResult,
  type MyBookingResult,
  type ResendResult,
} from './service.ts';
import { changeOptIns } from './opt-ins.ts';
import { currentSession } from './session-cookie.ts';
import { changeMyBooking, type ChangeResult } from './change.ts';
import { changeDeps, changePaymentDeps } from './change-deps.ts';
import {
  changePaymentState,
  finishChangePaypal as finishPaypalOfChange,
  payChangeByCard,
  payChangeByPaypal,
} from './change-payment.ts';
import { actionArguments } from '@rental/domain/action-arguments';
import { localizedPath, toLocale } from '@rental/domain/locale';
import type { PayResult, PaymentState } from '../booking/paying/index.ts';
import { paypalReturnUrls } from '../gateways/return-urls.ts';

/* The booking's page's server actions over service.ts: the browser gets the booking, never the session token. */

export async function resendBookingConfirmation(): Promise<ResendResult> {
  return resendConfirmation(myBookingDeps(), await currentSession());
}

/** Cancels this browser's booking for the refund the renter was shown (and retries a refund left pending). */
export async function cancelBooking(input: unknown): Promise<CancelResult> {
  if (!(await visitorAllowed('bookingCancel'))) return { ok: false, problem: 'limited' };
  return cancelMyBooking(myBookingDeps(), await currentSession(), input);
}

/** The renter's yes or no to offers by e-mail and reminders by WhatsApp (opt-ins.ts). */
export async function changeBookingOptIns(input: unknown): Promise<MyBookingResult> {
  return changeOptIns(myBookingDeps(), await currentSession(), input);
}

/** Quotes a change of dates, times or branches, or makes the one quoted (change.ts). */
export async function changeBooking(input: unknown): Promise<ChangeResult> {
  return changeMyBooking(changeDeps(), await currentSession(), input);
}

const UNKNOWN: PayResult = { ok: false, failure: 'invalid' };
const LIMITED: PayResult = { ok: false, failure: 'limited' };
/** Where the bank's page and PayPal send the renter back: the booking's page. */
const MY_BOOKING = '/mi-reserva';

/** Pays a dearer change's difference by card (change-payment.ts); the change is made when it is captured. */
export async function payChangeWithCard(
  change: unknown,
  card: unknown,
  lang: string,
): Promise<PayResult> {
  const args = actionArguments('payChangeWithCard', [change, card, lang]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const l = toLocale(args[2]);
  return payChangeByCard(
    await changePaymentDeps(),
    await currentSession(),
    { change: args[0], card: args[1] },
    localizedPath(MY_BOOKING, l),
    l,
  );
}

/** What the page polls while the bank's window is open: 'paid' once the change is made. */
export async function checkChangePayment(reference: string): Promise<PaymentState> {
  const args = actionArguments('checkChangePayment', [reference]);
  if (!args) return 'unpaid';
  return changePaymentState(await changePaymentDeps(), await currentSession(), args[0]);
}

/** Starts the PayPal order of a dearer change's difference. */
export async function payChangeWithPaypal(change: unknown, lang: string): Promise<PayResult> {
  const args = actionArguments('payChangeWithPaypal', [change, lang]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const l = toLocale(args[1]);
  return payChangeByPaypal(
    await changePaymentDeps(),
    await currentSession(),
    args[0],
    await paypalReturnUrls(MY_BOOKING, l),
    l,
  );
}

/** The renter came back from PayPal: capture the difference, which makes the change. */
export async function finishChangePaypal(orderId: string): Promise<PayResult> {
  const args = actionArguments('finishChangePaypal', [orderId]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  return finishPaypalOfChange(await changePaymentDeps(), await currentSession(), args[0]);
}
