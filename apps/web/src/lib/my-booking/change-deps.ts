import 'server-only';
import { loadBookingData } from '../booking/catalog.ts';
import { paymentDeps } from '../booking/deps.ts';
import type { ChangePaymentDeps } from './change-payment.ts';
import { cms } from '../cms/index.ts';
import { BRAND } from '../config/brand.ts';
import { RATE_LIMITS, rateLimit } from '../rate-limit/index.ts';
import type { ChangeDeps } from './change.ts';
import { myBookingDeps } from './deps.ts';

/** A change of trip wired to this server: the booking page's services, fresh CMS data to price with, and its limits per booking. */
export function changeDeps(): ChangeDeps {
  return {
    ...myBookingDeps(),
    loadData: (locale) => loadBookingData(cms(), BRAND, locale),
    quotes: rateLimit(RATE_LIMITS.bookingChangeQuote),
    changes: rateLimit(RATE_LIMITS.bookingChange),
    log: console.error,
  };
}

/** A change of trip that pays its difference: the change's services and the booking's payment gateways. */
export async function changePaymentDeps(): Promise<ChangePaymentDeps> {
  return { ...changeDeps(), payments: await paymentDeps() };
}
