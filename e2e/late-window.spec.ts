import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bookInBrowser, openMyBooking, shot, storedBooking, type Lang } from './booking-helpers.ts';
import { fillDateTime } from './date-helpers.ts';
import { asStaff } from './stack-info.ts';

/**
 * A paid booking inside its late cancellation window (the default policy: free until 24 h
 * before pickup, then 10 % kept) cannot dodge the fee with a change (docs/payments.md "The
 * cancellation policy follows what was committed"): a shorter rental gives back the difference
 * less 10 % of it, the quote says so and that the late fee holds from then on, and cancelling
 * afterwards keeps 10 % of the new total — what the brand keeps in all is 10 % of the trip
 * booked, as cancelling at once would have kept.
 */
const TEXT = {
  es: { kept: 'se retienen', committed: 'aunque el retiro sea más tarde' },
  en: { kept: 'is kept under the policy', committed: 'even with a later pickup' },
} as const;

const HOUR = 3_600_000;
/** Panama local 'YYYY-MM-DDTHH:MM', `hours` from now on the half hour (Panama is UTC−5). */
const panamaIn = (hours: number) => {
  const at = new Date(Math.ceil((Date.now() + hours * HOUR) / (30 * 60_000)) * 30 * 60_000);
  return new Date(at.getTime() - 5 * HOUR).toISOString().slice(0, 16);
};
const cents = async (page: Page, id: string) =>
  Number(await page.getByTestId(id).getAttribute('data-cents'));

for (const lang of ['es', 'en'] as const satisfies readonly Lang[])
  test(`a shorter rental six hours before pickup keeps the late fee, and so does cancelling after it (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const from = panamaIn(6);
    const booked = await bookInBrowser(page, lang, {
      type: 'prepaid',
      email: `late-${randomUUID().slice(0, 8)}@example.com`,
      when: { from, to: panamaIn(6 + 72) },
    });
    await openMyBooking(page, lang, booked.code);

    await page.getByTestId('change-trip-open').click();
    await fillDateTime(page.getByTestId('change-trip'), 'to', panamaIn(6 + 24));
    await page.getByTestId('change-quote').click();
    const review = page.getByTestId('change-review');
    await expect(review).toBeVisible({ timeout: 20_000 });
    const newTotal = Number(await review.getByTestId('bill-total').getAttribute('data-cents'));
    expect(newTotal).toBeLessThan(booked.total);
    await expect(page.getByTestId('change-settlement')).toContainText(TEXT[lang].kept);
    await expect(page.getByTestId('change-late-window')).toContainText(TEXT[lang].committed);
    await shot(page, testInfo, 'late-change-review');
    await page.getByTestId('change-confirm').click();
    await expect(page.getByTestId('change-done')).toBeVisible({ timeout: 20_000 });

    const changeFee = Math.round(((booked.total - newTotal) * 10) / 100);
    const { reservation } = await storedBooking(booked.code);
    expect(reservation).toMatchObject({ change_count: 1, status: 'paid' });
    const refunds = (await (
      await asStaff()
    )('GET', `/items/refunds?filter[reservation][_eq]=${reservation.id}&fields=amount,fee`)) as {
      amount: number;
      fee: number;
    }[];
    expect(refunds).toEqual([{ amount: booked.total - newTotal - changeFee, fee: changeFee }]);

    await page.getByTestId('cancel-start').click();
    const confirm = page.getByTestId('cancel-confirm');
    await expect(confirm).toHaveAttribute('data-window', 'late');
    expect(await cents(page, 'cancel-fee')).toBe(Math.round(newTotal / 10));
    // In all, the brand keeps 10 % of the trip first booked (to the cent of rounding).
    expect(Math.abs(changeFee + Math.round(newTotal / 10) - booked.total / 10)).toBeLessThanOrEqual(
      1,
    );
    await shot(page, testInfo, 'late-cancel-quote');
  });
