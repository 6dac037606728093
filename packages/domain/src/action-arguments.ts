import { z } from 'zod';

/**
 * The argument list of every server action that takes JSON arguments, checked twice: by the
 * action guard before Next.js decodes a request (a wrong list is a 400, one log line), and by
 * the action itself before it uses a value (`String(x)` on an object whose
 * `toString` was not a function threw, a 500). Values the action validates with its own form
 * schema are `unknown` here. Form actions posted as FormData (the corporate form) are not listed.
 */
const id = z.string().max(64);
const text = z.string().max(256);
const lang = z.string().max(8);
const token = z.string().max(1000);
const value = z.unknown();
const access = z.object({ kind: z.enum(['session', 'link']), value: token });

export const ACTION_ARGUMENTS = {
  redeemCoupon: z.tuple([value]),
  quoteFleetTrip: z.tuple([z.object({ pickup: id, dropoff: id, from: text, to: text }).strict()]),
  checkCarStock: z.tuple([
    z.object({ car: id, pickupBranch: id, pickupAt: text, returnAt: text }).strict(),
  ]),
  confirmReservation: z.tuple([id]),
  payWithCard: z.tuple([id, value, lang]),
  checkPayment: z.tuple([id, text]),
  payWithPaypal: z.tuple([id, lang]),
  finishPaypal: z.tuple([id, text]),
  paymentMethods: z.tuple([]),
  findPrecheckinReservation: z.tuple([value]),
  loadPrecheckin: z.tuple([token]),
  submitDrivers: z.tuple([token, value, lang]),
  settleAtCounter: z.tuple([token]),
  finishBalancePayment: z.tuple([token]),
  payBalanceWithCard: z.tuple([token, value, lang]),
  checkBalancePayment: z.tuple([token, text]),
  payBalanceWithPaypal: z.tuple([token, lang]),
  finishBalancePaypal: z.tuple([token, text]),
  loadPreferences: z.tuple([access, lang]),
  storePreferences: z.tuple([access, value]),
  resendBookingConfirmation: z.tuple([]),
  payChangeWithCard: z.tuple([value, value, lang]),
  checkChangePayment: z.tuple([text]),
  payChangeWithPaypal: z.tuple([value, lang]),
  finishChangePaypal: z.tuple([text]),
  confirmDriversChange: z.tuple([token, value]),
  payDriversChangeWithCard: z.tuple([token, value, value, lang]),
  checkDriversChangePayment: z.tuple([token, text]),
  payDriversChangeWithPaypal: z.tuple([token, value, lang]),
  finishDriversChangePaypal: z.tuple([token, text]),
} as const;

export type ActionName = keyof typeof ACTION_ARGUMENTS;

export const isListedAction = (name: string): name is ActionName =>
  Object.hasOwn(ACTION_ARGUMENTS, name);

/** The action's arguments, typed, or null when the list does not fit its schema. */
export function actionArguments<N extends ActionName>(
  name: N,
  args: readonly unknown[],
): z.infer<(typeof ACTION_ARGUMENTS)[N]> | null {
  const parsed = ACTION_ARGUMENTS[name].safeParse(args);
  return parsed.success ? (parsed.data as z.infer<(typeof ACTION_ARGUMENTS)[N]>) : null;
}
