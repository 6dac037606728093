import 'server-only';
import { liveSiteConfig } from '../booking/deps.ts';
import { BRAND } from '../config/brand.ts';
import { readServerConfig } from '../config/server.ts';
import { refundGateways } from '../gateways/options.ts';
import { precheckinDeps } from '../precheckin/deps.ts';
import { RATE_LIMITS, rateLimit } from '../rate-limit/index.ts';
import type { MyBookingDeps } from './service.ts';

/** The booking's page's services wired to this server: the pre-check-in's look-up, the resend limit, the policy and refund gateways. */
export function myBookingDeps(): MyBookingDeps {
  return {
    ...precheckinDeps(),
    brand: BRAND,
    resends: rateLimit(RATE_LIMITS.confirmationResend),
    policy: async () => (await liveSiteConfig()).cancellation,
    refunds: refundGateways(readServerConfig()),
  };
}
