import type { BrandKey } from '@rental/domain/brands';
import type { CancelDeps } from '../booking/cancelling.ts';
import type { PrecheckinDeps } from '../precheckin/service.ts';
import type { Limiter } from '../rate-limit/limiter.ts';

/** What the booking's page (/mi-reserva) is wired to: the pre-check-in's look-up, the brand's cancellation policy and refunds, and the resend limit. */
export type MyBookingDeps = PrecheckinDeps &
  Pick<CancelDeps, 'policy' | 'refunds'> & {
    brand: BrandKey;
    /** A booking's resent confirmations (RATE_LIMITS.confirmationResend), counted per booking. */
    resends: Limiter;
  };
