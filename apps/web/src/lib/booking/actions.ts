'use server';

import { requestClient } from '../site/request-client.ts';
import { localizedPath, toLocale } from '@rental/domain/locale';
import { visitorAllowed } from '../rate-limit/index.ts';
import { bookingDeps, paymentDeps } from './deps.ts';
import { capturePaypal, confirmPayLater, payByCard, paymentState, startPaypal, type PayResult, type PaymentState } from './payments.ts';
import { applyCouponCode, createReservation, type CreateReservationResult } from './reservations.ts';

/*
 * The booking's server actions: thin doors to lib/booking, which decides. Inputs are
 * untrusted (re-validated there); card data passes through to the gateway only.
 */

const LIMITED: PayResult = { ok: false, failure: 'limited' };

export async function submitReservation(input: unknown): Promise<CreateReservationResult> {
  if (!(await visitorAllowed('reservation'))) return { ok: false, kind: 'limited' };
  return createReservation(bookingDeps(), input);
}

export async function redeemCoupon(code: unknown) {
  if (!(await visitorAllowed('coupon'))) return { ok: false as const, problem: 'limited' as const };
  if (typeof code !== 'string' || !code.trim() || code.length > 32) return { ok: false as const, problem: 'couponUnknown' as const };
  return applyCouponCode(bookingDeps(), code);
}

export async function confirmReservation(reservationId: string): Promise<PayResult> {
  if (!(await visitorAllowed('payment'))) return LIMITED;
  return confirmPayLater(await paymentDeps(), String(reservationId));
}

export async function payWithCard(reservationId: string, card: unknown, lang: string): Promise<PayResult> {
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const l = toLocale(lang);
  return payByCard(await paymentDeps(), String(reservationId), card, localizedPath('/reserva/checkout', l), l);
}

export async function checkPayment(reservationId: string, reference: string): Promise<PaymentState> {
  return paymentState(await paymentDeps(), String(reservationId), String(reference));
}

export async function payWithPaypal(reservationId: string, lang: string): Promise<PayResult> {
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const l = toLocale(lang);
  const { origin } = await requestClient();
  const back = `${origin}${localizedPath('/reserva/checkout', l)}`;
  return startPaypal(await paymentDeps(), String(reservationId), { returnUrl: `${back}?paypal=return`, cancelUrl: `${back}?paypal=cancel` }, l);
}

export async function finishPaypal(reservationId: string, orderId: string): Promise<PayResult> {
  if (!(await visitorAllowed('payment'))) return LIMITED;
  return capturePaypal(await paymentDeps(), String(reservationId), String(orderId));
}

/** Which ways to pay the checkout offers (from the brand's gateway and the server's config). */
export async function paymentMethods(): Promise<{ card: boolean; paypal: boolean; sandbox: boolean }> {
  const deps = await paymentDeps().catch(() => null);
  return { card: Boolean(deps?.card), paypal: Boolean(deps?.paypal), sandbox: deps?.card?.provider === 'sandbox' };
}
