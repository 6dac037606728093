import type { BillLine } from '../reservation/price.ts';
import type { CoverageNames } from '../reservation/readable.ts';
import {
  billDocumentLines,
  documentTotals,
  taxIncludedLine,
  type DocumentLine,
} from './document.ts';
import type { DocumentCustomer, StoredDocument } from './record.ts';
import { invoiceCustomerOf } from './customer.ts';

/**
 * Which fiscal document a money row owes, and its lines. Every captured payment is invoiced:
 * a booking's payment (prepaid, or the balance paid at pre-check-in) with the bill's lines, a
 * change's difference and a charge against a deposit as one line each; every refund that gave
 * money back gets a credit note referring to its payment's invoice.
 */
type Json = Record<string, unknown>;

export interface PaymentFacts {
  provider: string;
  amount: number;
  status: string;
  change?: Json | null;
  charged_amount?: number | null;
  charge_reason?: string | null;
}

export interface BookingFacts {
  code: string;
  client: Json | null;
  extras: Json | null;
}

/** The amount a payment row owes an invoice for (0: none, or not yet). */
export function invoicedAmount(payment: PaymentFacts): number {
  if (payment.status === 'captured' || payment.status === 'authorized')
    return Math.max(0, Math.round(payment.amount));
  if (payment.status === 'charged') return Math.max(0, Math.round(payment.charged_amount ?? 0));
  return 0;
}

export function customerOf(client: Json | null): DocumentCustomer {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const email = text(client?.email);
  const company = invoiceCustomerOf(client);
  if (company.kind === 'company') return { ...company, email };
  const name = [text(client?.name), text(client?.last_name)].filter(Boolean).join(' ');
  return { kind: 'consumer', name: name || 'Consumidor final', email };
}

const billOf = (extras: Json | null): BillLine[] =>
  Array.isArray(extras?.lines) ? (extras.lines as BillLine[]) : [];

/** The invoice's lines for a payment of `amount` on a booking. */
export function invoiceLines(
  payment: PaymentFacts,
  booking: BookingFacts,
  names: CoverageNames = {},
): DocumentLine[] {
  const amount = invoicedAmount(payment);
  if (payment.status === 'charged')
    return [
      taxIncludedLine(
        `Cargo contra el depósito de garantía${payment.charge_reason ? `: ${payment.charge_reason}` : ''}`,
        amount,
      ),
    ];
  if (payment.change)
    return [taxIncludedLine(`Cambio de la reserva ${booking.code}: diferencia`, amount)];
  const lines = billDocumentLines(billOf(booking.extras), names);
  // The bill is the booking's as it stands: when a change moved it since, the payment paid the
  // bill before, so it is invoiced as one line of what it took.
  if (lines.length && documentTotals(lines).total === amount) return lines;
  const car = typeof booking.extras?.carModel === 'string' ? ` (${booking.extras.carModel})` : '';
  return [taxIncludedLine(`Alquiler de auto${car}, reserva ${booking.code}`, amount)];
}

export interface NumberedAs {
  branch: string;
  point: string;
  number: string;
  now: Date;
}

export function invoiceDocument(
  payment: PaymentFacts,
  booking: BookingFacts,
  at: NumberedAs,
  names: CoverageNames = {},
): StoredDocument {
  const lines = invoiceLines(payment, booking, names);
  return {
    kind: 'invoice',
    branch: at.branch,
    point: at.point,
    number: at.number,
    customer: customerOf(booking.client),
    lines,
    totals: documentTotals(lines),
    paidWith: payment.provider === 'paypal' ? 'paypal' : 'card',
    booking: booking.code,
    issuedAt: at.now.toISOString(),
    emission: 'normal',
    attempts: 0,
  };
}

/**
 * A refund's credit note: one line of what was given back, ITBMS inside it, referring to the
 * invoice of the payment it came from (its number, CUFE and date).
 */
export function creditNoteDocument(
  refund: { amount: number; reason: string },
  invoice: StoredDocument,
  at: NumberedAs,
): StoredDocument {
  if (!invoice.cufe) throw new Error(`invoice ${invoice.number} is not authorised yet`);
  const lines = [taxIncludedLine(refund.reason, Math.round(refund.amount))];
  return {
    kind: 'credit_note',
    branch: at.branch,
    point: at.point,
    number: at.number,
    customer: invoice.customer,
    lines,
    totals: documentTotals(lines),
    paidWith: invoice.paidWith,
    booking: invoice.booking,
    refersTo: { number: invoice.number, cufe: invoice.cufe, issuedAt: invoice.issuedAt },
    issuedAt: at.now.toISOString(),
    emission: 'normal',
    attempts: 0,
  };
}
