import { expect, test, type Page } from '@playwright/test';
import { asStaff, stackInfo } from './stack-info.ts';

/**
 * Staff in Studio (issue 20), as a branch agent works: Spanish by default, a price typed in
 * dollars and stored in cents, a booking's renter and bill readable in its form. Desktop only:
 * Studio is a desktop tool.
 */
test.skip(({ isMobile }) => isMobile, 'Studio is used on a desktop');

async function signIn(page: Page) {
  const info = await stackInfo();
  await page.goto(`${info.cms}/admin/login`);
  await page.locator('input[type="email"]').fill(info.admin);
  await page.locator('input[type="password"]').fill(info.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin\/(content|insights|users)/);
  return info;
}

test('a price is typed in dollars and stored in cents, in a Spanish Studio', async ({ page }) => {
  const staff = await asStaff();
  const code = `STUDIO${Date.now()}`;
  const coupon = (await staff('POST', '/items/coupons', {
    code,
    discountAmount: 500,
    active: false,
  })) as { id: number | string };
  try {
    const info = await signIn(page);
    await page.goto(`${info.cms}/admin/content/coupons/${coupon.id}`);
    const field = page.locator('.dollars-interface');
    await expect(field.locator('input')).toHaveValue('5.00');
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
