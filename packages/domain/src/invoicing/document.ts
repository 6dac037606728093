import { ITBMS_PERCENT, type BillLine } from '../reservation/price.ts';
import { billLineLabel, type CoverageNames } from '../reservation/readable.ts';

/**
 * An electronic invoice or credit note as the company issues it, before any provider's format:
 * lines in integer cents, each with its ITBMS, adding up to exactly what the renter paid or got
 * back. The provider's adapter (apps/web/src/lib/invoicing) writes it in the provider's fields.
 */
export type DocumentKind = 'invoice' | 'credit_note';

export interface DocumentLine {
  description: string;
  quantity: number;
  /** Price of one unit before discount, cents. */
  unit: number;
  /** The line's whole discount, cents (a length discount or a coupon, shared out). */
  discount: number;
  /** quantity × unit − discount, cents. */
  net: number;
  /** ITBMS on `net`, cents. */
  tax: number;
}

export interface DocumentTotals {
  net: number;
  tax: number;
  total: number;
}

export const documentTotals = (lines: readonly DocumentLine[]): DocumentTotals => {
  const net = lines.reduce((n, l) => n + l.net, 0);
  const tax = lines.reduce((n, l) => n + l.tax, 0);
  return { net, tax, total: net + tax };
};

/** The ITBMS of a net amount, rounded to the cent half up as every bill does. */
export const itbmsOf = (net: number) => Math.round((net * ITBMS_PERCENT) / 100);

/**
 * Shares `amount` out over `weights` in whole cents, proportionally, the remainders going to the
 * largest fractions first: the parts always add up to `amount`.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0);
  if (!sum) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((n, p) => n + p, 0);
  const order = exact.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Makes the lines' ITBMS add up to `tax`, the amount the bill charged: each line first gets the
 * ITBMS of its own net (the provider checks each line), then the cents the bill's single rounding
 * differs by go one per line to the largest lines, so no line is more than a cent off.
 */
function settleTax(lines: DocumentLine[], tax: number): DocumentLine[] {
  const out = lines.map((l) => ({ ...l, tax: itbmsOf(l.net) }));
  let diff = tax - out.reduce((n, l) => n + l.tax, 0);
  const order = out
    .map((l, i) => ({ i, net: l.net }))
    .filter((l) => l.net > 0)
    .sort((a, b) => b.net - a.net);
  for (let k = 0; diff !== 0 && k < order.length * 4; k++) {
    const line = out[order[k % order.length].i];
    const step = Math.sign(diff);
    if (line.tax + step < 0) continue;
    line.tax += step;
    diff -= step;
  }
  return out;
}

const DISCOUNT_KINDS = new Set(['lengthDiscount', 'coupon']);
const NOT_A_LINE = new Set(['tax']);

/**
 * The invoice's lines from a bill (price.ts): one per charged line, in the bill's order and
 * words; the length discount and coupon, which take off the car, are shared out over the car's
 * lines as their discount; the bill's ITBMS over every line. Sum: the bill's total.
 */
export function billDocumentLines(
  bill: readonly BillLine[],
  names: CoverageNames = {},
): DocumentLine[] {
  const charged = bill.filter((l) => !DISCOUNT_KINDS.has(l.kind) && !NOT_A_LINE.has(l.kind));
  const discount = bill.filter((l) => DISCOUNT_KINDS.has(l.kind)).reduce((n, l) => n - l.amount, 0);
  const carIndexes = charged.flatMap((l, i) => (l.kind === 'car' ? [i] : []));
  const shares = shareOut(
    discount,
    carIndexes.map((i) => charged[i].amount),
  );
  const lines = charged.map((l, i): DocumentLine => {
    const share = carIndexes.includes(i) ? shares[carIndexes.indexOf(i)] : 0;
    const perUnit = l.quantity && l.unit != null && l.unit * l.quantity === l.amount;
    return {
      description: billLineLabel(l, names, false),
      quantity: perUnit ? l.quantity! : 1,
      unit: perUnit ? l.unit! : l.amount,
      discount: share,
      net: l.amount - share,
      tax: 0,
    };
  });
  const tax = bill.filter((l) => l.kind === 'tax').reduce((n, l) => n + l.amount, 0);
  return settleTax(lines, tax);
}

/**
 * One line for an amount whose ITBMS is inside it (a change's difference, a charge against a
 * deposit, a refund): net = amount ÷ 1.07 rounded to the cent, the ITBMS the rest.
 */
export function taxIncludedLine(description: string, amount: number): DocumentLine {
  const net = Math.round((amount * 100) / (100 + ITBMS_PERCENT));
  return { description, quantity: 1, unit: net, discount: 0, net, tax: amount - net };
}
