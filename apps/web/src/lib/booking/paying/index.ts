/** Paying a stored reservation: by card, with PayPal, or later at the counter (shared.ts says how). */
export { completeChallenge, payByCard, paymentState } from './card.ts';
export { confirmPayLater } from './pay-later.ts';
export { capturePaypal, startPaypal } from './paypal.ts';
export type { PaymentDeps, PaymentState, PayResult } from './shared.ts';
