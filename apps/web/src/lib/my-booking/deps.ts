import 'server-only';
import { BRAND } from '../config/brand.ts';
import { precheckinDeps } from '../precheckin/deps.ts';
import { RATE_LIMITS, rateLimit } from '../rate-limit/index.ts';
import type { MyBookingDeps } from './service.ts';

/** The booking's page's services wired to this server: the pre-check-in's (same look-up, signing key and switch) and the resend limit. */
export function myBookingDeps(): MyBookingDeps {
  return { ...precheckinDeps(), brand: BRAND, resends: rateLimit(RATE_LIMITS.confirmationResend) };
}
