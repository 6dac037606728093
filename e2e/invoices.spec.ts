import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { formatCents } from '@rental/domain/money';
import { bookInBrowser, openMyBooking, shot, storedBooking, type Lang } from './booking-helpers.ts';
import { mailbox, to, bookingMailTo } from './mailbox.ts';
import { E2E_PORTS } from './ports.ts';
import { asStaff } from './stack-info.ts';

/**
 * Electronic invoices as the renter gets them (docs/invoices.md), issued by the brand's worker
 * through the provider's contract server, in both languages: a prepaid booking's invoice e-mailed
 * with its PDF and XML and shown on /mi-reserva with its CUFE, QR and files; a late
 * cancellation's partial refund as a credit note that names the invoice; and an invoice the provider
 * could not take for a while, shown as being issued, then issued in contingency.
 */
const TEXT = {
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
function panamaInHours(hours: number): string {
  const at = new Date(Math.ceil((Date.now() + hours * 3_600_000) / 3_600_000) * 3_600_000);
  return new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 16);
}

const providerDown = (down: boolean) =>
  fetch(`http://127.0.0.1:${E2E_PORTS.invoices}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });

async function book(page: Page, lang: Lang, when: { from?: string; to?: string } = {}) {
  const email = `fe-${randomUUID().slice(0, 8)}@example.com`;
  const booked = await bookInBrowser(page, lang, { type: 'prepaid', email, when });
  return { email, ...booked };
}

async function documentsOf(code: string) {
  const { reservation, payments } = await storedBooking(code);
  const staff = await asStaff();
  const refunds = (await staff(
    'GET',
    `/items/refunds?filter[reservation][_eq]=${String(reservation.id)}&fields=*`,
  )) as Record<string, unknown>[];
  return { payments, refunds };
}

/** The e-mail of a document, with its PDF and XML attached. */
async function documentMail(email: string, subject: RegExp) {
  const message = await mailbox.waitFor((m) => to(email)(m) && subject.test(m.subject), 60_000);
  const number = /\d{3}-\d{10}/.exec(message.subject)![0];
  const pdf = message.attachments.find((a) => a.filename.endsWith(`${number}.pdf`));
  const xml = message.attachments.find((a) => a.filename.endsWith(`${number}.xml`));
  expect(pdf?.contentType).toBe('application/pdf');
  expect(xml).toBeTruthy();
  const file = await mailbox.attachment(message.id, xml!.filename);
  return { message, number, xml: file.content.toString('utf8') };
}

test.describe('electronic invoices', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`a prepaid booking’s invoice is e-mailed and shown with its CUFE and files (${lang}) @phone`, async ({
      page,
    }, testInfo) => {
      const { email, code, total } = await book(page, lang);
      const { number, xml } = await documentMail(email, TEXT[lang].invoiceSubject(code));
      const [payment] = (await documentsOf(code)).payments;
      expect(payment).toMatchObject({ invoice_status: 'issued', invoice_number: number });
      expect(xml).toContain(`<dCUFE>${String(payment.invoice_cufe)}</dCUFE>`);
      expect(xml).toContain(`<dVTot>${(total / 100).toFixed(2)}</dVTot>`);

      await openMyBooking(page, lang, code);
      const documents = page.getByTestId('booking-documents');
      await expect(documents).toContainText(TEXT[lang].title);
      const invoice = documents.getByTestId('booking-document');
      await expect(invoice).toHaveAttribute('data-status', 'issued');
      await expect(invoice).toContainText(`${TEXT[lang].invoice} ${number}`);
      await expect(invoice).toContainText(formatCents(total, lang));
      await expect(invoice.getByTestId('document-cufe')).toHaveText(String(payment.invoice_cufe));
      await expect(invoice.getByRole('img')).toBeVisible();
      await invoice.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `my-booking-invoice-${lang}`);
      const download = page.waitForEvent('download');
      await invoice.getByRole('link', { name: TEXT[lang].pdf }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`factura-${number}.pdf`);
      // Another booking's document is not found through this session.
      const other = await page.request.get(
        `/api/my-booking/document?id=payments:${'0'.repeat(8)}&format=pdf`,
      );
      expect(other.status()).toBe(404);
    });

    test(`a late cancellation’s partial refund gets a credit note naming the invoice (${lang})`, async ({
      page,
    }, testInfo) => {
      const from = panamaInHours(12);
      const { email, code, total } = await book(page, lang, { from, to: panamaInHours(12 + 72) });
      const invoice = await documentMail(email, TEXT[lang].invoiceSubject(code));
      await openMyBooking(page, lang, code);
      await page.getByTestId('cancel-start').click();
      await expect(page.getByTestId('cancel-confirm')).toHaveAttribute('data-window', 'late');
      await page.getByTestId('cancel-confirm-button').click();
      await expect(page.getByTestId('cancel-result')).toBeVisible({ timeout: 20_000 });
      const refund = total - Math.round(total / 10);

      const note = await documentMail(email, TEXT[lang].noteSubject(code));
      const { payments, refunds } = await documentsOf(code);
      expect(refunds[0]).toMatchObject({
        amount: refund,
        invoice_status: 'issued',
        invoice_number: note.number,
      });
      expect(note.xml).toContain(`<dCUFERef>${String(payments[0].invoice_cufe)}</dCUFERef>`);
      expect(note.xml).toContain(`<dVTot>${(refund / 100).toFixed(2)}</dVTot>`);
      const text = (await mailbox.read(note.message.id)).text ?? '';
      expect(text).toContain(`${TEXT[lang].corrects} ${invoice.number}`);

      await page.reload();
      const shown = page.getByTestId('booking-document');
      await expect(shown).toHaveCount(2, { timeout: 20_000 });
      await expect(shown.nth(1)).toHaveAttribute('data-kind', 'credit_note');
      await expect(shown.nth(1)).toContainText(`${TEXT[lang].creditNote} ${note.number}`);
      await expect(shown.nth(1)).toContainText(formatCents(-refund, lang));
      await shot(page, testInfo, `my-booking-credit-note-${lang}`);
    });
  }

  test('an invoice the provider cannot take waits, then is issued in contingency (es)', async ({
    page,
  }) => {
    await providerDown(true);
    let code = '';
    let email = '';
    try {
      ({ code, email } = await book(page, 'es'));
      await mailbox.waitFor(bookingMailTo(email), 30_000);
      await expect
        .poll(async () => (await documentsOf(code)).payments[0]?.invoice_status, {
          timeout: 30_000,
        })
        .toBe('contingency');
      await openMyBooking(page, 'es', code);
      const shown = page.getByTestId('booking-document');
      await expect(shown).toHaveAttribute('data-status', 'contingency');
      await expect(shown).toContainText(TEXT.es.pending);
    } finally {
      await providerDown(false);
    }
    const { number } = await documentMail(email, TEXT.es.invoiceSubject(code));
    const [payment] = (await documentsOf(code)).payments;
    expect(payment).toMatchObject({ invoice_status: 'issued', invoice_number: number });
    expect((payment.invoice as { emission: string }).emission).toBe('contingency');
    await page.reload();
    await expect(page.getByTestId('booking-document')).toContainText(TEXT.es.contingency);
  });
});
