import { cardSchema } from '@rental/domain/forms/card';
import { utcToPanamaLocal } from '@rental/domain/panama-time';

/** A card form's fields as typed. */
export type CardFields = { holder: string; number: string; expiry: string; cvv: string };
export const EMPTY_CARD: CardFields = { holder: '', number: '', expiry: '', cvv: '' };

/**
 * The card checked in the browser against this month in Panama (the server checks it again):
 * each field's first message, translated; empty when the card may be sent.
 */
export function cardErrors(
  card: CardFields,
  translate: (message: string) => string,
): Partial<Record<keyof CardFields, string>> {
  const today = utcToPanamaLocal(new Date());
  const parsed = cardSchema({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  }).safeParse(card);
  const found: Partial<Record<keyof CardFields, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      found[issue.path[0] as keyof CardFields] ??= translate(issue.message);
  return found;
}
