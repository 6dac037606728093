/** Our references for card payments: the bank's idempotency key, and how a site-made row is known. */
export const CARD_REFERENCE_PREFIX = 'card_';
