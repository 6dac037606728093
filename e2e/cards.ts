/**
 * The simulated bank's test cards (docs/payments.md) and the one CVV the suite types: the
 * card-data scan (e2e/card-data.spec.ts) looks for exactly these, so every spec uses them.
 */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
} as const;
export const TEST_CVV = '739';
