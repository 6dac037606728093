/**
 * Integer cents shown and typed as US dollars in Studio (docs/content-model.md
 * "Money"): the data and the API stay in cents; only what staff see and type is dollars.
 */

/** 4550 → "45.50"; null stays empty. */
export function centsToText(cents) {
  if (cents === null || cents === undefined || cents === '') return '';
  const value = Number(cents);
  if (!Number.isFinite(value)) return '';
  const whole = Math.round(Math.abs(value));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && whole > 0 ? '-' : ''}${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

const TYPED = /^-?\d+(\.\d{0,2})?$/;

/**
 * What staff typed, in cents: "45" → 4500, "45.5" → 4550, "1,234.50" → 123450, "" → null;
 * undefined for text that is no amount (more than two decimals, letters), which is not stored.
 */
export function textToCents(text) {
  const typed = String(text ?? '')
    .trim()
    .replace(/^US\$\s*|^\$\s*/i, '')
    .replace(/,/g, '');
  if (typed === '') return null;
  if (!TYPED.test(typed)) return undefined;
  const [whole, fraction = ''] = typed.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return typed.startsWith('-') ? -cents : cents;
}
