import 'server-only';
import { liveSiteConfig } from '../booking/deps.ts';
import { BRAND } from '../config/brand.ts';
import { readServerConfig } from '../config/server.ts';
import { refundGateways } from '../gateways/options.ts';
import { precheckinDeps } from '../precheckin/deps.ts';
import { RATE_LIMITS, rateLimit } from '../rate-limit/index.ts';
import type { MyBookingDeps } from './service.ts';
import type { RightsDeps } from './privacy-rights.ts';
import { sendMail } from '../mail/index.ts';
import { siteOrigin } from '../config/server.ts';

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

/** The renter's data rights (privacy-rights.ts): the page's services, the site's mail and origin. */
export function rightsDeps(): RightsDeps {
  return { ...myBookingDeps(), send: sendMail, origin: siteOrigin() };
}
