/**
 * The simulated bank's test cards (docs/payments.md) and the one CVV the suite types: the
 * card-data scan (e2e/card-data.spec.ts) looks for exactly these, so every spec uses them.
 */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
  /** A debit card: paid with, never held on for a deposit. */
  debit: '4000 0566 5566 5556',
} as const;
export const TEST_CVV = '739';

/** The digits alone, as a stored or logged number would show them. */
export const digitsOf = (card: string) => card.replace(/\D/g, '');
/** What the site keeps of a card: its last four digits. */
export const lastFour = (card: string) => digitsOf(card).slice(-4);
