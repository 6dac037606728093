'use server';

import { requestClient } from '../site/request-client.ts';
import { localizedPath, toLocale } from '@rental/domain/locale';
import { rateLimiter } from '@rental/domain/rate-limit';
import { bookingDeps, paymentDeps } from './deps.ts';
import { capturePaypal, confirmPayLater, payByCard, paymentState, startPaypal, type PayResult, type PaymentState } from './payments.ts';
import { applyCouponCode, createReservation, type CreateReservationResult } from './reservations.ts';

/*
 * The booking's server actions: thin doors to lib/booking, which decides. Inputs are
 * untrusted (re-validated there); card data passes through to the gateway only.
 */

// Coupon codes are guessable: twenty tries per address per ten minutes is plenty for a person.
const couponLimiter = rateLimiter({ limit: 20, windowMs: 10 * 60_000 });

export async function submitReservation(input: unknown): Promise<CreateReservationResult> {
  return createReservation(bookingDeps(), input);
}

export async function redeemCoupon(code: unknown) {
  if (!couponLimiter.allow((await requestClient()).address)) return { ok: false as const, problem: 'limited' as const };
  if (typeof code !== 'string' || !code.trim() || code.length > 32) return { ok: false as const, problem: 'couponUnknown' as const };
  return applyCouponCode(bookingDeps(), code);
}

export async function confirmReservation(reservationId: string): Promise<PayResult> {
  return confirmPayLater(await paymentDeps(), String(reservationId));
}

export async function payWithCard(reservationId: string, card: unknown, lang: string): Promise<PayResult> {
  const l = toLocale(lang);
  return payByCard(await paymentDeps(), String(reservationId), card, localizedPath('/reserva/checkout', l), l);
}

export async function checkPayment(reservationId: string, reference: string): Promise<PaymentState> {
  return paymentState(await paymentDeps(), String(reservationId), String(reference));
}

export async function payWithPaypal(reservationId: string, lang: string): Promise<PayResult> {
  const l = toLocale(lang);
  const { origin } = await requestClient();
  const back = `${origin}${localizedPath('/reserva/checkout', l)}`;
  return startPaypal(await paymentDeps(), String(reservationId), { returnUrl: `${back}?paypal=return`, cancelUrl: `${back}?paypal=cancel` }, l);
}

export async function finishPaypal(reservationId: string, orderId: string): Promise<PayResult> {
  return capturePaypal(await paymentDeps(), String(reservationId), String(orderId));
}

/** Which ways to pay the checkout offers (from the brand's gateway and the server's config). */
export async function paymentMethods(): Promise<{ card: boolean; paypal: boolean; sandbox: boolean }> {
  const deps = await paymentDeps().catch(() => null);
  return { card: Boolean(deps?.card), paypal: Boolean(deps?.paypal), sandbox: deps?.card?.provider === 'sandbox' };
}
