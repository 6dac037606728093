import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bookInBrowser, openMyBooking } from './booking-helpers.ts';

/**
 * The booking's voucher is /mi-reserva on paper. Its button prints; printed, the page
 * keeps the brand's logo, the booking and what to bring, and leaves out the site's menus, the
 * footer and the actions (buttons mean nothing on paper).
 */
const TITLE = { es: 'Voucher de reserva', en: 'Reservation voucher' } as const;

for (const lang of ['es', 'en'] as const)
  test(`a booking's voucher prints without the site around it (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const { code } = await bookInBrowser(page, lang, {
      type: 'postpaid',
      email: `voucher-${randomUUID().slice(0, 8)}@example.com`,
    });
    await openMyBooking(page, lang, code);
    // On screen the voucher's note is not shown; the button asks the browser to print.
    await expect(page.getByTestId('voucher-note')).toBeHidden();
    await page.evaluate(() => {
      const w = window as Window & { printed?: number };
      w.printed = 0;
      w.print = () => void (w.printed = (w.printed ?? 0) + 1);
    });
    await page.getByTestId('print-voucher').click();
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('voucher-note')).toContainText(TITLE[lang]);
    await expect(page.getByTestId('thanks-code')).toHaveText(code);
    await expect(page.getByTestId('trip-recap')).toBeVisible();
    await expect(page.getByTestId('bill-total')).toBeVisible();
    await expect(page.locator('header img').first()).toBeVisible();
    for (const hidden of [
      page.locator('footer'),
      page.getByTestId('booking-actions'),
      page.getByRole('banner').getByTestId('language-switch'),
    ])
      await expect(hidden).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`voucher-${lang}.png`), fullPage: true });
    // Chromium's own printing of it: a short document, not the whole site.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(2);
  });
