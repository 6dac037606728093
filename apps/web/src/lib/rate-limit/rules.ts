import type { RateLimitRule } from './limiter.ts';

const MINUTE = 60_000;

/**
 * Per-address limits (docs/security.md): far above a person's needs, a wall for a script. The
 * confirmation's resend counts per booking; the pre-check-in counts failed look-ups only.
 */
export const RATE_LIMITS = {
  reservation: { name: 'reservation', limit: 20, windowMs: 10 * MINUTE },
  /** A checkout left unpaid gives its car back (one per booking a renter leaves). */
  reservationRelease: { name: 'reservation-release', limit: 30, windowMs: 10 * MINUTE },
  /** The form asks whether the chosen car is still free as the renter picks dates (CMS reads). */
  stock: { name: 'stock', limit: 120, windowMs: 10 * MINUTE },
  /** Coupon codes are guessable. */
  coupon: { name: 'coupon', limit: 20, windowMs: 10 * MINUTE },
  /** Starting or confirming a payment (card, PayPal, pay later, PayPal's return). */
  payment: { name: 'payment', limit: 30, windowMs: 10 * MINUTE },
  lookupByAddress: { name: 'lookup-address', limit: 10, windowMs: 15 * MINUTE },
  /** The same code from many addresses is guessing too. */
  lookupByCode: { name: 'lookup-code', limit: 10, windowMs: 15 * MINUTE },
  /** Once a code's own limit is spent, each address still gets one try at it (the renter's). */
  lookupLockedCode: { name: 'lookup-locked-code', limit: 1, windowMs: 15 * MINUTE },
  corporateLead: { name: 'corporate-lead', limit: 5, windowMs: 10 * MINUTE },
  /** Refused PayPal webhook deliveries (unverified, malformed): each may cost a call to PayPal's verification. */
  paypalWebhookRefused: { name: 'paypal-webhook-refused', limit: 20, windowMs: 10 * MINUTE },
  /** The booking's page sends the confirmation again: per booking, not per address. */
  confirmationResend: { name: 'confirmation-resend', limit: 3, windowMs: 60 * MINUTE },
  /** One-time codes of the renter's data rights e-mailed, and codes typed, per address. */
  privacyCode: { name: 'privacy-code', limit: 5, windowMs: 60 * MINUTE },
  privacyCodeCheck: { name: 'privacy-code-check', limit: 10, windowMs: 15 * MINUTE },
  /** Cancelling a booking (and retrying its refund) from the booking's page, per address. */
  bookingCancel: { name: 'booking-cancel', limit: 10, windowMs: 10 * MINUTE },
  /** The booking's page quotes a change of trip (CMS reads): per booking. */
  bookingChangeQuote: { name: 'booking-change-quote', limit: 60, windowMs: 60 * MINUTE },
  /** Changes of trip made: per booking, each one mails the renter and the branch. */
  bookingChange: { name: 'booking-change', limit: 5, windowMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
