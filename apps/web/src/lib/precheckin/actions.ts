'use server';

import { paypalReturnUrls } from '../gateways/return-urls.ts';
import { actionArguments } from '@rental/domain/action-arguments';
import { localizedPath, toLocale } from '@rental/domain/locale';
import { limitedReservationLookup, visitorAllowed } from '../rate-limit/index.ts';
import { paymentDeps } from '../booking/deps.ts';
import {
  capturePaypal,
  payByCard,
  paymentState,
  startPaypal,
  type PayResult,
  type PaymentState,
} from '../booking/paying/index.ts';
import { precheckinDeps } from './deps.ts';
import { readCard } from '../booking/paying/card.ts';
import { depositDeps } from '../booking/deposit/deps.ts';
import { holdDeposit, type HoldOutcome } from '../booking/deposit/holds.ts';

/** What the deposit's card form is told: held, refused, or its fields' messages. */
export type DepositHoldResult =
  | HoldOutcome
  | { ok: false; failure: 'invalid'; fields?: Record<string, string> }
  | { ok: false; failure: 'limited' | 'notFound' };
import {
  readPreferences,
  savePreferences,
  type PreferencesAccess,
  type PreferencesResult,
} from './preferences.ts';
import {
  completePrecheckin,
  lookupReservation,
  precheckinSummary,
  sessionReservation,
  type LookupResult,
  type SummaryResult,
} from './service.ts';

/*
 * The pre-check-in's server actions: thin handlers over lib/precheckin and the booking's payment
 * services. The browser holds a signed session; every call re-reads the reservation.
 */

const LIMITED: PayResult = { ok: false, failure: 'limited' };

const CHECKOUT = '/precheckin/checkout';

export async function findPrecheckinReservation(input: unknown): Promise<LookupResult> {
  return limitedReservationLookup(input, () => lookupReservation(precheckinDeps(), input), {
    wrong: (result) => !result.ok && result.problem === 'notFound',
    limited: { ok: false, problem: 'limited' },
  });
}

export async function loadPrecheckin(session: string): Promise<SummaryResult> {
  return precheckinSummary(precheckinDeps(), session);
}

/** The renter leaves the balance for the counter. */
export async function settleAtCounter(session: string): Promise<PayResult> {
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const r = await completePrecheckin(precheckinDeps(), session, 'counter');
  return r.ok
    ? { ok: true, state: 'confirmed' }
    : { ok: false, failure: r.problem === 'processing' ? 'processing' : 'notPayable' };
}

/** After the balance was paid (the bank's window or PayPal replied): the pre-check-in is complete. */
export async function finishBalancePayment(session: string): Promise<SummaryResult> {
  return completePrecheckin(precheckinDeps(), session, 'paid');
}

/** Paid at once: complete the pre-check-in here too, so it does not depend on the browser's next call. */
async function completedWhenPaid(session: string, result: PayResult): Promise<PayResult> {
  if (result.ok && result.state === 'paid')
    await completePrecheckin(precheckinDeps(), session, 'paid');
  return result;
}

async function balanceReservation(session: string): Promise<string | null> {
  return sessionReservation(precheckinDeps(), session);
}

export async function payBalanceWithCard(
  session: string,
  card: unknown,
  lang: string,
): Promise<PayResult> {
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const id = await balanceReservation(session);
  if (!id) return { ok: false, failure: 'notFound' };
  const l = toLocale(lang);
  return completedWhenPaid(
    session,
    await payByCard(await paymentDeps(), id, card, localizedPath(CHECKOUT, l), l, 'balance'),
  );
}

export async function checkBalancePayment(
  session: string,
  reference: string,
): Promise<PaymentState> {
  const args = actionArguments('checkBalancePayment', [session, reference]);
  const id = args && (await balanceReservation(args[0]));
  return args && id ? paymentState(await paymentDeps(), id, args[1]) : 'unpaid';
}

export async function payBalanceWithPaypal(session: string, lang: string): Promise<PayResult> {
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const id = await balanceReservation(session);
  if (!id) return { ok: false, failure: 'notFound' };
  const l = toLocale(lang);
  return startPaypal(await paymentDeps(), id, await paypalReturnUrls(CHECKOUT, l), l, 'balance');
}

export async function finishBalancePaypal(session: string, orderId: string): Promise<PayResult> {
  const args = actionArguments('finishBalancePaypal', [session, orderId]);
  if (!args) return { ok: false, failure: 'notFound' };
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const id = await balanceReservation(args[0]);
  if (!id) return { ok: false, failure: 'notFound' };
  return completedWhenPaid(args[0], await capturePaypal(await paymentDeps(), id, args[1]));
}

/** The renter holds the deposit on a credit card now (docs/payments.md "The security deposit"). */
export async function holdPrecheckinDeposit(
  session: string,
  card: unknown,
): Promise<DepositHoldResult> {
  if (!(await visitorAllowed('payment'))) return { ok: false, failure: 'limited' };
  const id = await balanceReservation(session);
  if (!id) return { ok: false, failure: 'notFound' };
  const deps = depositDeps();
  const read = readCard(deps.now(), card);
  if (!read.success) return read.failure as DepositHoldResult;
  return holdDeposit(deps, id, read.data);
}

export async function loadPreferences(
  access: PreferencesAccess,
  lang: string,
): Promise<PreferencesResult> {
  return readPreferences(precheckinDeps(), access, toLocale(lang));
}

export async function storePreferences(access: PreferencesAccess, input: unknown) {
  return savePreferences(precheckinDeps(), access, input);
}
