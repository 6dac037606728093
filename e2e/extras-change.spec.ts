import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  bookInBrowser,
  fillCard,
  openMyBooking,
  panamaLocal,
  shot,
  storedBooking,
} from './booking-helpers.ts';
import { TEST_CARDS } from './cards.ts';

/**
 * A booking paid online changes its extras on /mi-reserva: two child seats added, their price
 * paid by card before the change is made (the ledger's change payment), the seats then held in
 * the branch's stock; removed again, their price is refunded to the card.
 */
const TEXT = {
  es: { seats: '2 × Silla para niño', done: 'Listo: cambiamos tu reserva' },
  en: { seats: '2 × Child seat', done: 'Done: your booking has been changed' },
};

for (const lang of ['es', 'en'] as const) {
  test(`extras changed on the booking's page: seats added and paid by card, then removed and refunded (${lang})${lang === 'es' ? ' @phone' : ''}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Dates of its own per run: a branch has three child seats, and this run takes two.
    const start =
      60 +
      (lang === 'en' ? 12 : 0) +
      (testInfo.project.name === 'phone' ? 6 : 0) +
      testInfo.retry * 30;
    const email = `xchange-${randomUUID().slice(0, 8)}@example.com`;
    const { code, total } = await bookInBrowser(page, lang, {
      type: 'prepaid',
      email,
      when: { from: panamaLocal(start), to: panamaLocal(start + 3) },
    });
    await openMyBooking(page, lang, code);
    await expect(page.getByTestId('deposit-status')).toContainText('$500.00');

    await page.getByTestId('change-trip-open').click();
    const form = page.getByTestId('change-trip');
    await form.getByTestId('extra-child-seat').getByRole('combobox').selectOption('2');
    await page.getByTestId('change-quote').click();
    const review = page.getByTestId('change-review');
    await expect(review).toBeVisible({ timeout: 20_000 });
    await expect(review.getByTestId('bill-extra')).toContainText(TEXT[lang].seats);
    const newTotal = Number(await review.getByTestId('bill-total').getAttribute('data-cents'));
    expect(newTotal - total).toBeGreaterThan(2 * 3 * 800);
    await shot(page, testInfo, `extras-change-${lang}`);

    const paying = page.getByTestId('change-payment');
    await expect(paying.getByTestId('pay-card')).toBeVisible({ timeout: 20_000 });
    await fillCard(page, TEST_CARDS.approved);
    await paying.getByTestId('pay-card').click();
    await expect(page.getByTestId('change-done')).toContainText(TEXT[lang].done, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('booking-paid')).toHaveAttribute('data-cents', String(newTotal));
    const after = await storedBooking(code);
    expect(after.reservation.extra_units).toBe('|child-seat=2|');
    expect(after.payments.filter((p) => p.status === 'captured').map((p) => p.amount)).toEqual(
      expect.arrayContaining([total, newTotal - total]),
    );

    // The seats removed again: the difference goes back to the card.
    await page.getByTestId('change-trip-open').click();
    await page
      .getByTestId('change-trip')
      .getByTestId('extra-child-seat')
      .getByRole('combobox')
      .selectOption('0');
    await page.getByTestId('change-quote').click();
    await expect(page.getByTestId('change-review')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('change-confirm').click();
    await expect(page.getByTestId('change-done')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('booking-paid')).toHaveAttribute('data-cents', String(total));
    expect((await storedBooking(code)).reservation.extra_units).toBeNull();
  });
}
