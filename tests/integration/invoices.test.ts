import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDocument } from '@rental/domain/invoicing/record';
import { cancelReservation } from '../../apps/web/src/lib/booking/cancelling.ts';
import { hkaProvider } from '../../apps/web/src/lib/invoicing/hka.ts';
import { issueOwedDocuments, type IssuingDeps } from '../../apps/web/src/lib/invoicing/issuing.ts';
import type { InvoiceProvider } from '../../apps/web/src/lib/invoicing/types.ts';
import {
  startInvoiceSandbox,
  type RunningInvoiceSandbox,
} from '../../services/invoice-sandbox/src/server.ts';
import { BRAND, PICKUP_AT, seedCars, siteClient, storedPayments } from './booking-support.ts';
import { admin, asSite } from './helpers.ts';
import { panamaDay } from '@rental/domain/panama-time';
import { cancelDeps, paidPrepaid } from './precheckin-support.ts';

/**
 * Electronic invoices against the real Directus and the provider's contract server
 * (docs/invoices.md): every captured payment gets one invoice written with its number before it
 * is sent; an outage is retried with the same number and turns to contingency; an answer lost
 * on the way is found by asking, not sent twice; a refund gets a credit note naming its invoice.
 */
const tokens = { tokenEmpresa: 'it-empresa', tokenPassword: 'it-secreto' };
let sandbox: RunningInvoiceSandbox;
let car: string;
beforeAll(async () => {
  sandbox = await startInvoiceSandbox(tokens);
  car = (await seedCars()).allowed.id;
});
afterAll(() => sandbox.close());

/** Each test's own money only: the suite's other files took money in this brand too. */
let since = new Date();
beforeEach(() => {
  since = new Date(Date.now() - 1_000);
});

const issued: string[] = [];
function deps(over: Partial<IssuingDeps> = {}): IssuingDeps {
  return {
    cms: siteClient(),
    brand: BRAND,
    provider: hkaProvider({ url: sandbox.url, ...tokens }),
    now: () => new Date(),
    since,
    log: () => undefined,
    onIssued: async (_collection, row) => void issued.push(row.id),
    ...over,
  };
}

type DocumentRow = {
  id: string;
  invoice_status: string | null;
  invoice_number: string | null;
  invoice_cufe: string | null;
  invoice: StoredDocument | null;
};

async function documentOf(
  collection: 'payments' | 'refunds',
  reservation: string,
): Promise<DocumentRow[]> {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  return (await admin()).get<DocumentRow[]>(
    `/items/${collection}?filter=${filter}&fields=id,invoice_status,invoice_number,invoice_cufe,invoice&sort=date_created`,
  );
}

describe('electronic invoices', () => {
  it('invoices a paid booking once, with the bill’s lines and the billing point’s next number', async () => {
    const r = await paidPrepaid(car);
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    await Promise.all([issueOwedDocuments(deps({ log })), issueOwedDocuments(deps({ log }))]);
    await issueOwedDocuments(deps({ log }));
    const [row] = await documentOf('payments', r.id);
    // The second run, inside the same lock, finds it done and leaves it: one send, no error.
    expect(lines.filter((line) => line.includes(row.id))).toEqual([
      expect.stringMatching(/authorised/),
    ]);
    expect(row).toMatchObject({
      invoice_status: 'issued',
      invoice_number: expect.stringMatching(/^001-\d{10}$/),
      invoice_cufe: expect.stringMatching(/^FE01/),
    });
    expect(row.invoice).toMatchObject({
      kind: 'invoice',
      booking: r.code,
      customer: { kind: 'consumer', email: r.client.email },
      totals: { total: r.total },
      emission: 'normal',
      attempts: 1,
    });
    expect(issued.filter((id) => id === row.id)).toHaveLength(1);
    // Numbers are never shared between rows.
    const all = await (
      await admin()
    ).get<{ invoice_number: string }[]>(
      `/items/payments?filter=${encodeURIComponent(JSON.stringify({ invoice_number: { _nnull: true } }))}&fields=invoice_number&limit=-1`,
    );
    const numbers = all.map((p) => p.invoice_number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('retries an unanswered invoice with the same number, then issues it in contingency', async () => {
    const r = await paidPrepaid(car);
    const policy = { contingencyAfterMs: 1, delaysMs: [0] };
    let number: string | null = null;
    sandbox.setDown(true);
    try {
      await issueOwedDocuments(deps({ policy }));
      const [pending] = await documentOf('payments', r.id);
      expect(pending).toMatchObject({ invoice_status: 'pending', invoice_cufe: null });
      expect(pending.invoice).toMatchObject({ attempts: 1, lastError: 'HTTP 503' });
      number = pending.invoice_number;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await issueOwedDocuments(deps({ policy }));
      const [contingency] = await documentOf('payments', r.id);
      expect(contingency).toMatchObject({
        invoice_status: 'contingency',
        invoice_number: pending.invoice_number,
      });
      expect(contingency.invoice?.contingency?.since).toBe(pending.invoice?.firstFailureAt);
    } finally {
      sandbox.setDown(false);
    }
    await issueOwedDocuments(deps({ policy }));
    const [done] = await documentOf('payments', r.id);
    expect(done).toMatchObject({ invoice_status: 'issued', invoice_number: number });
    expect(done.invoice).toMatchObject({
      emission: 'contingency',
      issuedAt: done.invoice?.issuedAt,
    });
    expect(done.invoice_cufe).toMatch(/^FE01.{40,}02/);
  });

  it('never lets documents waiting for a retry hold up new ones', async () => {
    const waiting = await paidPrepaid(car);
    sandbox.setDown(true);
    try {
      await issueOwedDocuments(
        deps({ policy: { contingencyAfterMs: 600_000, delaysMs: [600_000] } }),
        1,
      );
    } finally {
      sandbox.setDown(false);
    }
    const fresh = await paidPrepaid(car);
    await issueOwedDocuments(deps(), 1);
    expect((await documentOf('payments', fresh.id))[0].invoice_status).toBe('issued');
    expect((await documentOf('payments', waiting.id))[0]).toMatchObject({
      invoice_status: 'pending',
      invoice: expect.objectContaining({ attempts: 1 }),
    });
  });

  it('finds an invoice whose answer was lost instead of sending it again', async () => {
    const r = await paidPrepaid(car);
    const real = hkaProvider({ url: sandbox.url, ...tokens });
    const sent: string[] = [];
    const lossy: InvoiceProvider = {
      ...real,
      send: async (doc) => {
        sent.push(doc.number);
        await real.send(doc);
        return { outcome: 'unanswered', reason: 'the connection closed' };
      },
    };
    await issueOwedDocuments(
      deps({ provider: lossy, policy: { contingencyAfterMs: 60_000, delaysMs: [0] } }),
    );
    const [lost] = await documentOf('payments', r.id);
    expect(lost.invoice_status).toBe('pending');
    await issueOwedDocuments(deps({ provider: lossy }));
    const [found] = await documentOf('payments', r.id);
    expect(found).toMatchObject({ invoice_status: 'issued', invoice_number: lost.invoice_number });
    expect(sent.filter((n) => n === lost.invoice_number)).toHaveLength(1);
    expect(await real.lookup(found.invoice!)).toMatchObject({ cufe: found.invoice_cufe });
  });

  it('gives a late cancellation’s partial refund a credit note that refers to the invoice', async () => {
    const r = await paidPrepaid(car);
    await issueOwedDocuments(deps());
    const late = cancelDeps({ now: () => new Date(new Date(PICKUP_AT).getTime() - 2 * 3_600_000) });
    const fee = Math.round(r.total * 0.1);
    expect(await cancelReservation(late, r.id, r.total - fee)).toMatchObject({ ok: true });
    await issueOwedDocuments(deps());
    const [invoice] = await documentOf('payments', r.id);
    const [note] = await documentOf('refunds', r.id);
    expect(note).toMatchObject({
      invoice_status: 'issued',
      invoice_number: expect.stringMatching(/^001-\d{10}$/),
      invoice_cufe: expect.stringMatching(/^FE04/),
    });
    expect(note.invoice).toMatchObject({
      kind: 'credit_note',
      refersTo: { number: invoice.invoice_number, cufe: invoice.invoice_cufe },
      totals: { total: r.total - fee },
      lines: [
        expect.objectContaining({
          description: `Devolución por cancelación de la reserva ${r.code}`,
        }),
      ],
    });
  });

  it('lets the site’s token neither renumber nor reopen an issued invoice', async () => {
    const r = await paidPrepaid(car);
    await issueOwedDocuments(deps());
    const [row] = await documentOf('payments', r.id);
    const renumber = await asSite('PATCH', `/items/payments/${row.id}`, {
      invoice_number: '001-0000999999',
    });
    expect(renumber.status).toBe(403);
    const reopen = await asSite('PATCH', `/items/payments/${row.id}`, {
      invoice_status: 'pending',
    });
    expect(reopen.status).toBe(403);
    const [payment] = await storedPayments(r.id);
    expect(payment.invoice_number).toBe(row.invoice_number);
  });

  it('lists the day’s documents per brand for staff, and for nobody else', async () => {
    const r = await paidPrepaid(car);
    await issueOwedDocuments(deps());
    const [row] = await documentOf('payments', r.id);
    const day = panamaDay(new Date(row.invoice!.issuedAt));
    type Listed = {
      brand: string;
      documents: { number: string; status: string; booking: string; total: number }[];
      totals: { invoiced: number };
    };
    const listed = await (
      await admin()
    ).get<{ day: string; brands: Listed[] }>(`/availability/invoices?day=${day}&format=json`);
    const firefly = listed.brands.find((b) => b.brand === BRAND);
    expect(firefly?.documents).toContainEqual(
      expect.objectContaining({
        number: row.invoice_number,
        status: 'issued',
        booking: r.code,
        total: r.total,
      }),
    );
    expect(firefly!.totals.invoiced).toBeGreaterThanOrEqual(r.total);
    expect((await asSite('GET', `/availability/invoices?day=${day}`)).status).toBe(403);
  });
});
