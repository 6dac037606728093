'use server';

import { paypalReturnUrls } from '../gateways/return-urls.ts';
import { actionArguments } from '@rental/domain/action-arguments';
import { localizedPath, toLocale } from '@rental/domain/locale';
import { visitorAllowed } from '../rate-limit/index.ts';
import { bookingDeps, paymentDeps } from './deps.ts';
import {
  capturePaypal,
  confirmPayLater,
  payByCard,
  paymentState,
  startPaypal,
  type PayResult,
  type PaymentState,
} from './paying/index.ts';
import type { CarTrip } from '@rental/domain/reservation/fleet-trip';
import { fleetForSearch, tripStock, type TripStock } from './availability.ts';
import { applyCouponCode } from './reservations.ts';

/* The booking's server actions over lib/booking: arguments are untrusted and checked against their schema first. */

const LIMITED: PayResult = { ok: false, failure: 'limited' };
const UNKNOWN: PayResult = { ok: false, failure: 'notFound' };

export async function redeemCoupon(code: unknown) {
  if (!(await visitorAllowed('coupon'))) return { ok: false as const, problem: 'limited' as const };
  if (typeof code !== 'string' || !code.trim() || code.length > 32)
    return { ok: false as const, problem: 'couponUnknown' as const };
  return applyCouponCode(bookingDeps(), code);
}

/**
 * Whether the chosen car is still free for the trip, asked as the renter picks it:
 * a question the form may go on without (a failure returns free; the booking decides).
 */
export async function checkCarStock(trip: {
  car: string;
  pickupBranch: string;
  pickupAt: string;
  returnAt: string;
}): Promise<TripStock> {
  const args = actionArguments('checkCarStock', [trip]);
  const pickupAt = new Date(args?.[0].pickupAt ?? '');
  const returnAt = new Date(args?.[0].returnAt ?? '');
  if (!args || Number.isNaN(pickupAt.getTime()) || Number.isNaN(returnAt.getTime()))
    return { ok: true };
  if (!(await visitorAllowed('stock'))) return { ok: true };
  const deps = bookingDeps();
  try {
    const data = await deps.loadData('es');
    return await tripStock(deps.cms, data, { ...args[0], pickupAt, returnAt });
  } catch (error) {
    deps.log?.(`[booking] stock check failed: ${error instanceof Error ? error.message : error}`);
    return { ok: true };
  }
}

/** The fleet for a searched trip, priced on the server; null when refused or the CMS cannot say. */
export async function quoteFleetTrip(search: {
  pickup: string;
  dropoff: string;
  from: string;
  to: string;
}): Promise<Record<string, CarTrip> | null> {
  const args = actionArguments('quoteFleetTrip', [search]);
  if (!args || !(await visitorAllowed('stock'))) return null;
  const deps = bookingDeps();
  try {
    return await fleetForSearch(deps.cms, await deps.loadData('es'), args[0], deps.now());
  } catch (error) {
    deps.log?.(`[booking] fleet trip failed: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

export async function confirmReservation(reservationId: string): Promise<PayResult> {
  const args = actionArguments('confirmReservation', [reservationId]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  return confirmPayLater(await paymentDeps(), args[0]);
}

export async function payWithCard(
  reservationId: string,
  card: unknown,
  lang: string,
): Promise<PayResult> {
  const args = actionArguments('payWithCard', [reservationId, card, lang]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const l = toLocale(args[2]);
  return payByCard(await paymentDeps(), args[0], args[1], localizedPath('/reserva/checkout', l), l);
}

export async function checkPayment(
  reservationId: string,
  reference: string,
): Promise<PaymentState> {
  const args = actionArguments('checkPayment', [reservationId, reference]);
  if (!args) return 'unpaid';
  return paymentState(await paymentDeps(), args[0], args[1]);
}

export async function payWithPaypal(reservationId: string, lang: string): Promise<PayResult> {
  const args = actionArguments('payWithPaypal', [reservationId, lang]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  const l = toLocale(args[1]);
  return startPaypal(
    await paymentDeps(),
    args[0],
    await paypalReturnUrls('/reserva/checkout', l),
    l,
  );
}

export async function finishPaypal(reservationId: string, orderId: string): Promise<PayResult> {
  const args = actionArguments('finishPaypal', [reservationId, orderId]);
  if (!args) return UNKNOWN;
  if (!(await visitorAllowed('payment'))) return LIMITED;
  return capturePaypal(await paymentDeps(), args[0], args[1]);
}

/** Which ways to pay the checkout offers (from the brand's gateway and the server's config). */
export async function paymentMethods(): Promise<{
  card: boolean;
  paypal: boolean;
  sandbox: boolean;
}> {
  const deps = await paymentDeps().catch(() => null);
  return {
    card: Boolean(deps?.card),
    paypal: Boolean(deps?.paypal),
    sandbox: deps?.card?.provider === 'sandbox',
  };
}
