'use server';

import { actionArguments } from '@rental/domain/action-arguments';
import { localizedPath, toLocale } from '@rental/domain/locale';
import type { PayResult, PaymentState } from '../booking/paying/index.ts';
import { paypalReturnUrls } from '../gateways/return-urls.ts';
import { precheckinDeps } from '../precheckin/deps.ts';
import { submitPrecheckin, type SubmitResult } from '../precheckin/service.ts';
import { visitorAllowed } from '../rate-limit/index.ts';
import { changeMyBooking, type ChangeResult } from './change.ts';
import { changeDeps, changePaymentDeps } from './change-deps.ts';
import {
  changePaymentState,
  finishChangePaypal,
  payChangeByCard,
  payChangeByPaypal,
} from './change-payment.ts';
import { bookingSessionOf, driversChangeOf } from './precheckin-drivers.ts';

/*
 * The pre-check-in's drivers step: its drivers, and the change of the booking they may need,
 * made and paid as a change of the booking's page (precheckin-drivers.ts).
 */

const UNKNOWN: PayResult = { ok: false, failure: 'invalid' };
const LIMITED: PayResult = { ok: false, failure: 'limited' };
/** Where PayPal and the bank's page send the renter back: the drivers step. */
const VERIFY = '/precheckin/verify';

export async function submitDrivers(
  session: string,
  form: unknown,
  lang: string,
): Promise<SubmitResult> {
  const deps = { ...precheckinDeps(), driversChange: driversChangeOf(changeDeps()) };
  return submitPrecheckin(deps, session, form, toLocale(lang));
}

/** Makes the drivers' change when nothing is paid online for it (a pay-later booking's balance grows). */
export async function confirmDriversChange(
  session: string,
  change: unknown,
): Promise<ChangeResult> {
  const args = actionArguments('confirmDriversChange', [session, change]);
  if (!args) return { ok: false, problem: 'invalid' };
  const deps = changeDeps();
  return changeMyBooking(deps, bookingSessionOf(deps, args[0]), args[1]);
}

export async function payDriversChangeWithCard(
  session: string,
  change: unknown,
  card: unknown,
  lang: string,
): Promise<PayResult> {
  const args = actionArguments('payDriversChangeWithCard', [session, change, card, lang]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const deps = await changePaymentDeps();
  const l = toLocale(args[3]);
  return payChangeByCard(
    deps,
    bookingSessionOf(deps, args[0]),
    { change: args[1], card: args[2] },
    localizedPath(VERIFY, l),
    l,
  );
}

export async function checkDriversChangePayment(
  session: string,
  reference: string,
): Promise<PaymentState> {
  const args = actionArguments('checkDriversChangePayment', [session, reference]);
  if (!args) return 'unpaid';
  const deps = await changePaymentDeps();
  return changePaymentState(deps, bookingSessionOf(deps, args[0]), args[1]);
}

export async function payDriversChangeWithPaypal(
  session: string,
  change: unknown,
  lang: string,
): Promise<PayResult> {
  const args = actionArguments('payDriversChangeWithPaypal', [session, change, lang]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const deps = await changePaymentDeps();
  const l = toLocale(args[2]);
  return payChangeByPaypal(
    deps,
    bookingSessionOf(deps, args[0]),
    args[1],
    await paypalReturnUrls(VERIFY, l),
    l,
  );
}

export async function finishDriversChangePaypal(
  session: string,
  orderId: string,
): Promise<PayResult> {
  const args = actionArguments('finishDriversChangePaypal', [session, orderId]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const deps = await changePaymentDeps();
  return finishChangePaypal(deps, bookingSessionOf(deps, args[0]), args[1]);
}
