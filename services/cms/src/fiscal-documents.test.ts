import { describe, expect, it } from 'vitest';
import {
  fiscalDocumentProblem,
  splitDocument,
} from '../extensions/website-guard/fiscal-documents.js';
import { invoicesPage } from '../extensions/availability/invoices-page.js';

/** What the site's worker may write of a money row's fiscal document (docs/invoices.md). */
describe('the website guard’s fiscal documents', () => {
  const doc = { invoice_status: 'pending', invoice_number: '001-0000000042', invoice: {} };

  it('splits a payload into the document’s fields and the rest', () => {
    expect(splitDocument({ status: 'captured', invoice_cufe: 'X' })).toEqual({
      document: { invoice_cufe: 'X' },
      rest: { status: 'captured' },
    });
    expect(splitDocument({ status: 'captured' }).document).toBeNull();
  });

  it('lets a document be written once with its number on money taken, then completed', () => {
    const none = { invoice_status: null, invoice_number: null };
    expect(fiscalDocumentProblem(doc, none, true)).toBeNull();
    expect(fiscalDocumentProblem(doc, none, false)).toMatch(/only money taken/);
    expect(fiscalDocumentProblem({ ...doc, invoice_number: undefined }, none, true)).toMatch(
      /with its number/,
    );
    expect(fiscalDocumentProblem({ ...doc, invoice_number: '1-42' }, none, true)).toMatch(
      /ten digits/,
    );
    const pending = { invoice_status: 'pending', invoice_number: '001-0000000042' };
    expect(
      fiscalDocumentProblem({ invoice_status: 'contingency', invoice: {} }, pending, true),
    ).toBeNull();
    expect(fiscalDocumentProblem({ invoice_status: 'issued' }, pending, true)).toMatch(/CUFE/);
    expect(
      fiscalDocumentProblem({ invoice_status: 'issued', invoice_cufe: 'FE01' }, pending, true),
    ).toBeNull();
  });

  it('never renumbers a row, nor changes a document authorised or refused', () => {
    const pending = { invoice_status: 'pending', invoice_number: '001-0000000042' };
    expect(
      fiscalDocumentProblem({ ...doc, invoice_number: '001-0000000043' }, pending, true),
    ).toMatch(/keeps its number/);
    for (const from of ['issued', 'rejected'])
      expect(
        fiscalDocumentProblem(
          { invoice_status: 'pending' },
          { ...pending, invoice_status: from },
          true,
        ),
      ).toMatch(/may not move/);
  });
});

describe('the day’s documents page', () => {
  it('lists each brand’s documents with their states and totals, escaped', () => {
    const html = invoicesPage({
      day: '2026-12-01',
      brand: null,
      brands: [
        {
          brand: 'firefly',
          totals: { invoiced: 10_700, invoicedTax: 700, credited: 0, creditedTax: 0, notIssued: 1 },
          documents: [
            {
              id: 'p1',
              collection: 'payments',
              kind: 'invoice',
              status: 'contingency',
              number: '001-0000000001',
              cufe: null,
              issuedAt: '2026-12-01T15:00:00.000Z',
              booking: 'F-ABC123',
              customer: '<b>Ana</b>',
              ruc: null,
              total: 10_700,
              tax: 700,
              contingency: true,
            },
          ],
        },
      ],
    });
    expect(html).toContain('001-0000000001');
    expect(html).toContain('En contingencia');
    expect(html).toContain('1 sin emitir');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(html).toContain('/admin/content/payments/p1');
    expect(invoicesPage({ day: '2026-12-01', brand: null, brands: [] })).toContain(
      'No hay documentos fiscales',
    );
  });
});
