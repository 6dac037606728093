import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { bookInBrowser, storedBooking, type Lang } from './booking-helpers.ts';
import { mailbox, to } from './mailbox.ts';
import { E2E_PORTS } from './ports.ts';
import { asStaff } from './stack-info.ts';

/* Shared by the invoices' specs (docs/invoices.md). */

/** What the renter reads of their fiscal documents, in each language. */
export const INVOICE_TEXT = {
  es: {
    invoiceSubject: (code: string) =>
      new RegExp(`^Tu factura electrónica 001-\\d{10} · reserva ${code}$`),
    noteSubject: (code: string) => new RegExp(`^Tu nota de crédito 001-\\d{10} · reserva ${code}$`),
    title: 'Facturas electrónicas',
    invoice: 'Factura',
    creditNote: 'Nota de crédito',
    pdf: 'Descargar PDF',
    corrects: 'corrige la factura',
    pending: 'En trámite',
    contingency: 'Emitida en contingencia y ya autorizada.',
  },
  en: {
    invoiceSubject: (code: string) =>
      new RegExp(`^Your electronic invoice 001-\\d{10} · booking ${code}$`),
    noteSubject: (code: string) => new RegExp(`^Your credit note 001-\\d{10} · booking ${code}$`),
    title: 'Electronic invoices',
    invoice: 'Invoice',
    creditNote: 'Credit note',
    pdf: 'Download PDF',
    corrects: 'it corrects invoice',
    pending: 'Being issued',
    contingency: 'Issued in contingency and since authorised.',
  },
} as const;

/** Panama local 'YYYY-MM-DDTHH:00', `hours` from now rounded up to the hour. */
export function panamaInHours(hours: number): string {
  const at = new Date(Math.ceil((Date.now() + hours * 3_600_000) / 3_600_000) * 3_600_000);
  return new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 16);
}

/** The provider's contract server answers 503 to everything while `down` (an outage). */
export const providerDown = (down: boolean) =>
  fetch(`http://127.0.0.1:${E2E_PORTS.invoices}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });

/** A prepaid booking paid by card in the browser, under an e-mail of its own. */
export async function book(page: Page, lang: Lang, when: { from?: string; to?: string } = {}) {
  const email = `fe-${randomUUID().slice(0, 8)}@example.com`;
  const booked = await bookInBrowser(page, lang, { type: 'prepaid', email, when });
  return { email, ...booked };
}

/** The booking's payments and refunds with their documents, as staff read them. */
export async function documentsOf(code: string) {
  const { reservation, payments } = await storedBooking(code);
  const staff = await asStaff();
  const refunds = (await staff(
    'GET',
    `/items/refunds?filter[reservation][_eq]=${String(reservation.id)}&fields=*`,
  )) as Record<string, unknown>[];
  return { payments, refunds };
}

/** The e-mail of a document, with its PDF and XML attached. */
export async function documentMail(email: string, subject: RegExp) {
  const message = await mailbox.waitFor((m) => to(email)(m) && subject.test(m.subject), 60_000);
  const number = /\d{3}-\d{10}/.exec(message.subject)![0];
  const pdf = message.attachments.find((a) => a.filename.endsWith(`${number}.pdf`));
  const xml = message.attachments.find((a) => a.filename.endsWith(`${number}.xml`));
  expect(pdf?.contentType).toBe('application/pdf');
  expect(xml).toBeTruthy();
  const file = await mailbox.attachment(message.id, xml!.filename);
  return { message, number, xml: file.content.toString('utf8') };
}
