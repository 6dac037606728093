import { describe, expect, it } from 'vitest';
import { priceReservation } from '../reservation/price.ts';
import { creditNoteDocument, customerOf, invoiceDocument, invoicedAmount } from './owed.ts';
import { afterAuthorised, afterUnanswered, isDue, type RetryPolicy } from './record.ts';

const price = priceReservation({
  car: { price: 5_000, discount: 0, prepaid_price: null },
  reservationType: 'prepaid',
  days: 2,
  coverages: [],
  roadside: null,
  delivery: 0,
  dropoff: 0,
  coupon: null,
  airportFeePercent: null,
});
const booking = {
  code: 'F-ABC123',
  client: { name: 'Ana', last_name: 'Pérez', email: 'ana@example.com' },
  extras: { lines: price.lines, carModel: 'Kia Picanto' },
};
const at = {
  branch: '0000',
  point: '001',
  number: '001-0000000007',
  now: new Date('2026-12-01T15:00:00Z'),
};

describe('the document a money row owes', () => {
  it('invoices a booking’s captured payment with the bill’s lines, to the renter', () => {
    const doc = invoiceDocument(
      { provider: 'sandbox', amount: price.totals.total, status: 'captured' },
      booking,
      at,
    );
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: '001-0000000007',
      paidWith: 'card',
      emission: 'normal',
    });
    expect(doc.customer).toEqual({ kind: 'consumer', name: 'Ana Pérez', email: 'ana@example.com' });
    expect(doc.lines.map((l) => l.description)).toEqual(['Alquiler']);
    expect(doc.totals.total).toBe(price.totals.total);
  });

  it('names the company when the renter asked for a company invoice', () => {
    const client = {
      ...booking.client,
      invoice: { ruc: '155596713-2-2015', dv: '59', name: 'Viajes SA' },
    };
    expect(customerOf(client)).toEqual({
      kind: 'company',
      ruc: '155596713-2-2015',
      dv: '59',
      name: 'Viajes SA',
      email: 'ana@example.com',
    });
  });

  it('invoices a change’s difference, a deposit charge and a bill changed since as one line each', () => {
    const change = invoiceDocument(
      { provider: 'paypal', amount: 2_140, status: 'captured', change: { totals: {} } },
      booking,
      at,
    );
    expect(change.lines).toEqual([
      expect.objectContaining({
        description: 'Cambio de la reserva F-ABC123: diferencia',
        net: 2_000,
        tax: 140,
      }),
    ]);
    expect(change.paidWith).toBe('paypal');
    const charge = invoiceDocument(
      {
        provider: 'sandbox',
        amount: 50_000,
        status: 'charged',
        charged_amount: 10_700,
        charge_reason: 'Rayón',
      },
      booking,
      at,
    );
    expect(charge.totals).toEqual({ net: 10_000, tax: 700, total: 10_700 });
    expect(charge.lines[0].description).toBe('Cargo contra el depósito de garantía: Rayón');
    const older = invoiceDocument(
      { provider: 'sandbox', amount: 9_999, status: 'captured' },
      booking,
      at,
    );
    expect(older.lines).toHaveLength(1);
    expect(older.totals.total).toBe(9_999);
  });

  it('owes nothing for a payment that took nothing', () => {
    expect(invoicedAmount({ provider: 'sandbox', amount: 100, status: 'declined' })).toBe(0);
    expect(invoicedAmount({ provider: 'sandbox', amount: 100, status: 'held' })).toBe(0);
    expect(invoicedAmount({ provider: 'sandbox', amount: 100, status: 'captured' })).toBe(100);
  });

  it('writes a refund’s credit note against its authorised invoice', () => {
    const invoice = invoiceDocument(
      { provider: 'sandbox', amount: price.totals.total, status: 'captured' },
      booking,
      at,
    );
    expect(() => creditNoteDocument({ amount: 500, reason: 'x' }, invoice, at)).toThrow();
    const authorised = afterAuthorised(invoice, {
      cufe: 'FE01X',
      qr: 'q',
      authorizedAt: at.now.toISOString(),
    });
    const note = creditNoteDocument(
      { amount: 5_350, reason: 'Devolución por cancelación de la reserva F-ABC123' },
      authorised,
      { ...at, number: '001-0000000001' },
    );
    expect(note).toMatchObject({
      kind: 'credit_note',
      refersTo: { number: '001-0000000007', cufe: 'FE01X' },
      totals: { net: 5_000, tax: 350, total: 5_350 },
      customer: invoice.customer,
    });
  });
});

describe('a document the provider does not answer', () => {
  const policy: RetryPolicy = { contingencyAfterMs: 60_000, delaysMs: [10_000, 30_000] };
  const doc = invoiceDocument(
    { provider: 'sandbox', amount: price.totals.total, status: 'captured' },
    booking,
    at,
  );

  it('is tried again later with the same number, then issued in contingency from when it began', () => {
    const t0 = new Date('2026-12-01T15:00:00Z');
    const first = afterUnanswered(doc, 'HTTP 503', t0, policy);
    expect(first.status).toBe('pending');
    expect(first.doc).toMatchObject({
      number: doc.number,
      attempts: 1,
      nextAttemptAt: '2026-12-01T15:00:10.000Z',
    });
    expect(isDue(first.doc, new Date('2026-12-01T15:00:05Z'))).toBe(false);
    expect(isDue(first.doc, new Date('2026-12-01T15:00:10Z'))).toBe(true);
    const later = afterUnanswered(first.doc, 'timeout', new Date('2026-12-01T15:01:00Z'), policy);
    expect(later.status).toBe('contingency');
    expect(later.doc.contingency?.since).toBe(t0.toISOString());
    expect(later.doc.contingency?.reason.length).toBeGreaterThanOrEqual(15);
    expect(later.doc.issuedAt).toBe(doc.issuedAt);
    expect(later.doc.nextAttemptAt).toBe('2026-12-01T15:01:30.000Z');
  });

  it('never waits past the moment contingency is due', () => {
    const quick = { contingencyAfterMs: 6_000, delaysMs: [30_000] };
    const first = afterUnanswered(doc, 'HTTP 503', new Date('2026-12-01T15:00:00Z'), quick);
    expect(first.doc.nextAttemptAt).toBe('2026-12-01T15:00:06.000Z');
  });
});
