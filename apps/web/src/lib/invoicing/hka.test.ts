import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceReservation } from '@rental/domain/reservation/price';
import { creditNoteDocument, invoiceDocument } from '@rental/domain/invoicing/owed';
import { afterAuthorised, type StoredDocument } from '@rental/domain/invoicing/record';
import {
  startInvoiceSandbox,
  type RunningInvoiceSandbox,
} from '../../../../../services/invoice-sandbox/src/server.ts';
import { hkaDocument } from './hka-document.ts';
import { hkaProvider } from './hka.ts';

const tokens = { tokenEmpresa: 'empresa', tokenPassword: 'secreto' };
let sandbox: RunningInvoiceSandbox;
beforeAll(async () => {
  sandbox = await startInvoiceSandbox(tokens);
});
afterAll(() => sandbox.close());

const price = priceReservation({
  car: { price: 4_599, discount: 0, prepaid_price: null },
  reservationType: 'postpaid',
  days: 5,
  coverages: [{ code: 'CDW', dailyPrice: 1_299 }],
  roadside: null,
  delivery: 0,
  dropoff: 0,
  coupon: { code: 'HOLA', percent: 15, amount: null },
  airportFeePercent: 12,
  rates: {
    plan: { seasons: [], tiers: [{ minDays: 3, percent: 7 }] },
    carClass: 'ECMR',
    pickupAt: new Date('2026-12-10T15:00:00Z'),
  },
});
let sequence = 0;
const invoice = (over: Partial<StoredDocument> = {}): StoredDocument => ({
  ...invoiceDocument(
    { provider: 'sandbox', amount: price.totals.total, status: 'captured' },
    {
      code: 'F-HKA001',
      client: { name: 'Ana', last_name: 'Pérez', email: 'ana@example.com' },
      extras: { lines: price.lines },
    },
    {
      branch: '0000',
      point: '009',
      number: `009-${String(++sequence).padStart(10, '0')}`,
      now: new Date(),
    },
  ),
  ...over,
});

describe('The Factory HKA adapter against the contract server', () => {
  const provider = () => hkaProvider({ url: sandbox.url, ...tokens });

  it('has an invoice with a discounted car, a coverage and the airport fee authorised', async () => {
    const doc = invoice();
    const mapped = hkaDocument(doc) as { listaItems: Record<string, string>[] };
    expect(mapped.listaItems[0]).toMatchObject({
      cantidad: '5.00',
      precioUnitario: '45.99',
      tasaITBMS: '01',
    });
    expect(Number(mapped.listaItems[0].precioUnitarioDescuento)).toBeGreaterThan(0);
    const answer = await provider().send(doc);
    expect(answer).toMatchObject({ outcome: 'authorised', cufe: expect.stringMatching(/^FE01/) });
    // A retry whose first answer was lost gets the same answer, not a second document.
    expect(await provider().send(doc)).toEqual(answer);
    expect(await provider().lookup(doc)).toMatchObject({
      outcome: 'authorised',
      cufe: (answer as { cufe: string }).cufe,
    });
  });

  it('has the provider refuse a number used by another document, and wrong arithmetic', async () => {
    const doc = invoice();
    await provider().send(doc);
    const other = { ...doc, booking: 'F-OTHER1' };
    expect(await provider().send(other)).toMatchObject({
      outcome: 'refused',
      reason: expect.stringMatching(/^114/),
    });
    const wrong = invoice();
    wrong.lines = wrong.lines.map((l, i) => (i === 0 ? { ...l, tax: l.tax + 5 } : l));
    expect(await provider().send(wrong)).toMatchObject({
      outcome: 'refused',
      reason: expect.stringMatching(/valorITBMS/),
    });
    const bad = hkaProvider({ url: sandbox.url, ...tokens, tokenPassword: 'x' });
    expect(await bad.send(invoice())).toMatchObject({
      outcome: 'refused',
      reason: expect.stringMatching(/^102/),
    });
  });

  it('issues a credit note that names its invoice’s CUFE, and downloads both files', async () => {
    const doc = invoice();
    const answer = await provider().send(doc);
    if (answer.outcome !== 'authorised') throw new Error('not authorised');
    const note = creditNoteDocument(
      { amount: 5_000, reason: 'Devolución por cancelación de la reserva F-HKA001' },
      afterAuthorised(doc, answer),
      { branch: '0000', point: '009', number: doc.number, now: new Date() },
    );
    expect(await provider().send(note)).toMatchObject({ outcome: 'authorised' });
    const forged = {
      ...note,
      number: '009-0000009999',
      refersTo: { ...note.refersTo!, cufe: 'FE01NOPE' },
    };
    expect(await provider().send(forged)).toMatchObject({ outcome: 'refused' });
    const pdf = await provider().download(note, 'pdf');
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const xml = Buffer.from(await provider().download(doc, 'xml')).toString();
    expect(xml).toContain(`<dCUFE>${answer.cufe}</dCUFE>`);
  });

  it('reports an outage as unanswered, and a contingency document is accepted with its reason', async () => {
    sandbox.setDown(true);
    try {
      const doc = invoice();
      expect(await provider().send(doc)).toMatchObject({
        outcome: 'unanswered',
        reason: 'HTTP 503',
      });
      expect(await provider().lookup(doc)).toMatchObject({ outcome: 'unanswered' });
    } finally {
      sandbox.setDown(false);
    }
    const down = hkaProvider({ url: 'http://127.0.0.1:9', ...tokens, timeoutMs: 2_000 });
    expect(await down.send(invoice())).toMatchObject({ outcome: 'unanswered' });
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const contingency = invoice({
      emission: 'contingency',
      contingency: { since, reason: 'Sin respuesta del proveedor desde hace una hora' },
    });
    expect(await provider().send(contingency)).toMatchObject({
      outcome: 'authorised',
      cufe: expect.stringMatching(/^FE01.{40,}02/),
    });
    expect(await provider().send({ ...invoice(), emission: 'contingency' })).toMatchObject({
      outcome: 'refused',
    });
  });
});
