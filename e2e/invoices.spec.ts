import { expect, test } from '@playwright/test';
import { formatCents } from '@rental/domain/money';
import { openMyBooking, shot } from './booking-helpers.ts';
import { book, documentMail, documentsOf, INVOICE_TEXT, panamaInHours } from './invoice-helpers.ts';
import { mailbox } from './mailbox.ts';

/**
 * Electronic invoices as the renter gets them (docs/invoices.md), issued by the brand's worker
 * through the provider's contract server, in both languages: a prepaid booking's invoice e-mailed
 * with its PDF and XML and shown on /mi-reserva with its CUFE, QR and files; a late
 * cancellation's partial refund as a credit note that names the invoice. An outage of the
 * provider is invoice-outage.spec.ts's, alone after the rest.
 */
test.describe('electronic invoices', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`a prepaid booking’s invoice is e-mailed and shown with its CUFE and files (${lang}) @phone`, async ({
      page,
    }, testInfo) => {
      const { email, code, total } = await book(page, lang);
      const { number, xml } = await documentMail(email, INVOICE_TEXT[lang].invoiceSubject(code));
      const [payment] = (await documentsOf(code)).payments;
      expect(payment).toMatchObject({ invoice_status: 'issued', invoice_number: number });
      expect(xml).toContain(`<dCUFE>${String(payment.invoice_cufe)}</dCUFE>`);
      expect(xml).toContain(`<dVTot>${(total / 100).toFixed(2)}</dVTot>`);

      await openMyBooking(page, lang, code);
      const documents = page.getByTestId('booking-documents');
      await expect(documents).toContainText(INVOICE_TEXT[lang].title);
      const invoice = documents.getByTestId('booking-document');
      await expect(invoice).toHaveAttribute('data-status', 'issued');
      await expect(invoice).toContainText(`${INVOICE_TEXT[lang].invoice} ${number}`);
      await expect(invoice).toContainText(formatCents(total, lang));
      await expect(invoice.getByTestId('document-cufe')).toHaveText(String(payment.invoice_cufe));
      await expect(invoice.getByRole('img')).toBeVisible();
      await invoice.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `my-booking-invoice-${lang}`);
      const download = page.waitForEvent('download');
      await invoice.getByRole('link', { name: INVOICE_TEXT[lang].pdf }).click();
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
      const invoice = await documentMail(email, INVOICE_TEXT[lang].invoiceSubject(code));
      await openMyBooking(page, lang, code);
      await page.getByTestId('cancel-start').click();
      await expect(page.getByTestId('cancel-confirm')).toHaveAttribute('data-window', 'late');
      await page.getByTestId('cancel-confirm-button').click();
      await expect(page.getByTestId('cancel-result')).toBeVisible({ timeout: 20_000 });
      const refund = total - Math.round(total / 10);

      const note = await documentMail(email, INVOICE_TEXT[lang].noteSubject(code));
      const { payments, refunds } = await documentsOf(code);
      expect(refunds[0]).toMatchObject({
        amount: refund,
        invoice_status: 'issued',
        invoice_number: note.number,
      });
      expect(note.xml).toContain(`<dCUFERef>${String(payments[0].invoice_cufe)}</dCUFERef>`);
      expect(note.xml).toContain(`<dVTot>${(refund / 100).toFixed(2)}</dVTot>`);
      const text = (await mailbox.read(note.message.id)).text ?? '';
      expect(text).toContain(`${INVOICE_TEXT[lang].corrects} ${invoice.number}`);

      await page.reload();
      const shown = page.getByTestId('booking-document');
      await expect(shown).toHaveCount(2, { timeout: 20_000 });
      await expect(shown.nth(1)).toHaveAttribute('data-kind', 'credit_note');
      await expect(shown.nth(1)).toContainText(`${INVOICE_TEXT[lang].creditNote} ${note.number}`);
      await expect(shown.nth(1)).toContainText(formatCents(-refund, lang));
      await shot(page, testInfo, `my-booking-credit-note-${lang}`);
    });
  }
});
