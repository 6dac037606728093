import { z } from 'zod';

/**
 * The card form (SPEC §3/§5): holder, number (Luhn), expiry MM/YY, CVV. Messages are
 * catalogue keys in `booking.errors` with SPEC §5's texts: 'Add a valid card number',
 * 'Card is expired' / 'Invalid expiration date', 'Value must be a number'. Only the brand
 * and the last four digits ever leave this module for storage.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'other';

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'other';
}

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** 'Card is expired' / 'Invalid expiration date' for MM/YY, judged in the month of `now` (Panama). */
export function expiryProblem(
  value: string,
  now: { year: number; month: number },
): 'cardExpired' | 'invalidExpiry' | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return 'invalidExpiry';
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return 'invalidExpiry';
  if (year < now.year || (year === now.year && month < now.month)) return 'cardExpired';
  if (year > now.year + 20) return 'invalidExpiry';
  return null;
}

export function cardSchema(now: { year: number; month: number }) {
  return z.object({
    holder: z.string().trim().min(1, { message: 'required' }).max(80, { message: 'tooLong' }),
    number: z.string().transform(cardDigits).refine(luhnValid, { message: 'cardNumber' }),
    expiry: z.string().superRefine((v, ctx) => {
      const problem = expiryProblem(v, now);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    cvv: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, { message: 'cvv' }),
  });
}

/** What may be kept of a card: brand and last four digits. */
export const cardSummary = (number: string) => {
  const digits = cardDigits(number);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
};
