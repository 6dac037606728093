import { expect, test } from '@playwright/test';
import { openMyBooking } from './booking-helpers.ts';
import { book, documentMail, documentsOf, INVOICE_TEXT, providerDown } from './invoice-helpers.ts';
import { bookingMailTo, mailbox } from './mailbox.ts';

/**
 * An outage of the invoice provider (docs/invoices.md): the invoice waits as being issued, turns
 * to contingency when the provider stays silent, and is authorised once it answers again. It
 * stops the provider for everyone, so it runs alone, after the rest (playwright.config.ts).
 */
test.describe('the invoice provider down', () => {
  test.describe.configure({ timeout: 180_000 });

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
      await expect(shown).toContainText(INVOICE_TEXT.es.pending);
    } finally {
      await providerDown(false);
    }
    const { number } = await documentMail(email, INVOICE_TEXT.es.invoiceSubject(code));
    const [payment] = (await documentsOf(code)).payments;
    expect(payment).toMatchObject({ invoice_status: 'issued', invoice_number: number });
    expect((payment.invoice as { emission: string }).emission).toBe('contingency');
    await page.reload();
    await expect(page.getByTestId('booking-document')).toContainText(INVOICE_TEXT.es.contingency);
  });
});
