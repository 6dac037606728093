import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  type Lang,
} from './booking-helpers.ts';

/**
 * Issue 17: the booking's voucher is /mi-reserva on paper. Its button prints; printed, the page
 * keeps the brand's logo, the booking and what to bring, and leaves out the site's menus, the
 * footer and the actions (buttons mean nothing on paper).
 */
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const TITLE = { es: 'Voucher de reserva', en: 'Reservation voucher' } as const;

for (const lang of ['es', 'en'] as const)
  test(`a booking's voucher prints without the site around it (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await chooseFirstCar(page, lang);
    await fillReservation(page, {
      type: 'postpaid',
      email: `voucher-${randomUUID().slice(0, 8)}@example.com`,
    });
    const code = await continueToCheckout(page, lang);
    await page.getByTestId('confirm-reservation').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });

    await page.goto(`${prefix(lang)}/mi-reserva?code=${code}`);
    await page.fill('input[name=identity]', 'Pérez');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('my-booking')).toBeVisible({ timeout: 20_000 });
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
