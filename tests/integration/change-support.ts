import { randomUUID } from 'node:crypto';
import { DEFAULT_CANCELLATION_POLICY } from '@rental/domain/reservation/cancellation';
import { loadBookingData } from '../../apps/web/src/lib/booking/catalog.ts';
import type { PaymentDeps } from '../../apps/web/src/lib/booking/paying/index.ts';
import type { ChangeDeps } from '../../apps/web/src/lib/my-booking/change.ts';
import type { ChangePaymentDeps } from '../../apps/web/src/lib/my-booking/change-payment.ts';
import { createLimiter } from '../../apps/web/src/lib/rate-limit/limiter.ts';
import { RATE_LIMITS } from '../../apps/web/src/lib/rate-limit/rules.ts';
import { BRAND } from './booking-support.ts';
import { bank, cardPaymentDeps, precheckinDeps } from './precheckin-support.ts';

/**
 * A change of trip wired as the site wires it (lib/my-booking/change-deps.ts), against the
 * suite's Directus with the site's token: fresh limits per call, the default cancellation
 * policy, refunds through the simulated bank (and PayPal when the payments have it).
 */
export function changeDeps(payments: PaymentDeps = cardPaymentDeps()): ChangePaymentDeps {
  const base = precheckinDeps();
  const limiter = (rule: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS]) =>
    createLimiter(rule, { prefix: `it:${randomUUID()}` });
  return {
    ...base,
    brand: BRAND,
    resends: limiter(RATE_LIMITS.confirmationResend),
    loadData: (locale) => loadBookingData(base.cms, BRAND, locale),
    quotes: limiter(RATE_LIMITS.bookingChangeQuote),
    changes: limiter(RATE_LIMITS.bookingChange),
    policy: async () => DEFAULT_CANCELLATION_POLICY,
    refunds: { card: bank, paypal: payments.paypal },
    payments,
  } satisfies ChangeDeps & { payments: PaymentDeps };
}

/** Thursday 10 December 2026, 10:00 → Sunday 13 December 10:00 in Panama, at Tocumen. */
export const BOOKED = {
  pickupAt: '2026-12-10T15:00:00.000Z',
  returnAt: '2026-12-13T15:00:00.000Z',
};
