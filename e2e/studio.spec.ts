import { expect, test, type Page } from '@playwright/test';
import { bookInBrowser, panamaLocal, storedBooking } from './booking-helpers.ts';
import { asStaff, stackInfo } from './stack-info.ts';

/**
 * Staff in Studio, as a branch agent works: Spanish by default, a price typed in
 * dollars and stored in cents, a booking's renter and bill readable in its form. Desktop only:
 * Studio is a desktop tool.
 */
test.skip(({ isMobile }) => isMobile, 'Studio is used on a desktop');

/**
 * Signs in and lands on Studio's `path` (under /admin), as a bookmarked link does: Studio's app
 * is loaded once, not again for the page. Studio is several megabytes of scripts and a WebGL
 * login backdrop drawn in software here: one load takes 10-12 s on a quiet machine, and the
 * test is given three times the suite's 30 s (CI lost it twice at 31 and 35 s under load).
 */
async function signInTo(page: Page, path: string) {
  test.slow();
  const info = await stackInfo();
  await page.goto(`${info.cms}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.locator('input[type="email"]').fill(info.admin);
  await page.locator('input[type="password"]').fill(info.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${info.cms}/admin${path}`);
}

/**
 * How long Studio may take to fill an item's form after sign-in: it shows the form empty while
 * it loads the item, which took over 10 s in CI with the suite's other worker busy.
 */
const ITEM_LOADED = { timeout: 30_000 };

test('a price is typed in dollars and stored in cents, in a Spanish Studio', async ({ page }) => {
  const staff = await asStaff();
  const code = `STUDIO${Date.now()}`;
  const coupon = (await staff('POST', '/items/coupons', {
    code,
    discountAmount: 500,
    active: false,
  })) as { id: number | string };
  try {
    await signInTo(page, `/content/coupons/${coupon.id}`);
    const field = page.locator('.dollars-interface');
    await expect(field.locator('input')).toHaveValue('5.00', ITEM_LOADED);
    await expect(field).toContainText('US$');
    // Spanish labels: the field's name and its note.
    await expect(page.getByText('Monto fijo de descuento', { exact: false }).first()).toBeVisible();
    await field.locator('input').fill('12.5x');
    await expect(field).toContainText('Escriba un monto en dólares');
    await field.locator('input').fill('12.50');
    await page.keyboard.press('Control+s');
    await expect
      .poll(
        async () =>
          ((await staff('GET', `/items/coupons/${coupon.id}`)) as { discountAmount: number })
            .discountAmount,
      )
      .toBe(1250);
  } finally {
    await staff('DELETE', `/items/coupons/${coupon.id}`);
  }
});

test("a booking's pickup reads in Panama time on a computer in Panama, as its note says", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'America/Panama' });
  const page = await context.newPage();
  try {
    // Ten in the morning in Panama, four days ahead: stored as 15:00 UTC.
    const from = panamaLocal(4, 10);
    const { code } = await bookInBrowser(page, 'es', {
      type: 'postpaid',
      email: `studio-${Date.now()}@example.com`,
      when: { from, to: panamaLocal(7, 10) },
    });
    const { reservation } = await storedBooking(code);
    expect(new Date(String(reservation.pickup_date)).getUTCHours()).toBe(15);
    await signInTo(page, `/content/reservations/${reservation.id}`);
    const pickup = page.locator('[data-field="pickup_date"]');
    // Studio writes the moment in its own words, 12-hour as its lists do ("1 de diciembre de
    // 2026 10:00 AM"), where the field wrote "10:00" beside the list's "10:00 AM".
    await expect(pickup.locator('.value')).toContainText(/ 10:00 AM$/, ITEM_LOADED);
    await expect(pickup.locator('.type-note')).toContainText(
      'hora de Panamá en un equipo de Panamá',
    );
  } finally {
    await context.close();
  }
});
