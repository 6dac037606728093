import { expect, test, type Page } from '@playwright/test';
import {
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  shot,
  storedBooking,
  TEXT,
} from './booking-helpers.ts';

/**
 * A renter asks at booking for the invoice in a company's name (Panama's e-invoice names its
 * RUC, DV and legal name): a box left unticked by default, three fields once ticked, checked
 * like the rest of the form, and kept with the booking as its client's `invoice`.
 */

const COMPANY = { name: 'Alquileres del Istmo, S.A.', ruc: '155596713-2-2015', dv: '59' };
const ERRORS = {
  ruc: 'Escribe un RUC válido (por ejemplo 155596713-2-2015 o 8-123-456)',
  dv: 'El DV son 1 o 2 dígitos',
};

const field = (page: Page, name: string) =>
  page.getByTestId('company-invoice').locator(`input[name=${name}]`);
/** The message announced for a field (Field's aria-describedby; by attribute: useId's ids are no CSS names). */
const errorOf = async (page: Page, name: string) =>
  page.locator(`[id="${await field(page, name).getAttribute('aria-describedby')}"]`);

test('a company invoice: a wrong RUC is refused with what was typed kept, a right one is stored with the booking (es) @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await chooseFirstCar(page, 'es');
  await fillReservation(page, { type: 'postpaid', email: `factura-${Date.now()}@example.com` });

  const box = page.locator('input[name=company_invoice]');
  await expect(box).not.toBeChecked();
  await expect(field(page, 'company_ruc')).toHaveCount(0);
  await box.check();
  await field(page, 'company_name').fill(COMPANY.name);
  await field(page, 'company_ruc').fill('ACME-SA');
  await field(page, 'company_dv').fill('A');

  // RUC and DV share a row, the DV narrow, on a phone as on a desk.
  const ruc = (await field(page, 'company_ruc').boundingBox())!;
  const dv = (await field(page, 'company_dv').boundingBox())!;
  expect(Math.abs(ruc.y - dv.y)).toBeLessThan(2);
  expect(dv.width).toBeLessThan(ruc.width);
  expect(dv.x + dv.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Refused in the browser, in the visitor's language, under each field; nothing typed is lost.
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('booking-error')).toHaveText(TEXT.es.checkFields);
  for (const name of ['company_ruc', 'company_dv'])
    await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'company_name')).not.toHaveAttribute('aria-invalid');
  await expect(await errorOf(page, 'company_ruc')).toHaveText(ERRORS.ruc);
  await expect(await errorOf(page, 'company_dv')).toHaveText(ERRORS.dv);
  await expect(field(page, 'company_ruc')).toBeFocused();
  await expect(box).toBeChecked();
  await expect(field(page, 'company_name')).toHaveValue(COMPANY.name);
  await expect(field(page, 'company_ruc')).toHaveValue('ACME-SA');
  await expect(field(page, 'company_dv')).toHaveValue('A');
  await expect(page.locator('input[name=email]')).toHaveValue(/^factura-/);
  await shot(page, testInfo, 'company-invoice-refused-es');

  await field(page, 'company_ruc').fill(COMPANY.ruc);
  await field(page, 'company_dv').fill(COMPANY.dv);
  await continueToCheckout(page, 'es');

  // Back to change something: the company is there again as typed (kept by this tab only).
  await page.goBack();
  await expect(page.getByTestId('reservation-form')).toBeVisible();
  await expect(box).toBeChecked();
  await expect(field(page, 'company_name')).toHaveValue(COMPANY.name);
  await expect(field(page, 'company_ruc')).toHaveValue(COMPANY.ruc);
  await expect(field(page, 'company_dv')).toHaveValue(COMPANY.dv);
  await page.check('input[name=terms]');
  const code = await continueToCheckout(page, 'es');
  await page.getByTestId('confirm-reservation').click();
  await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });

  const client = (await storedBooking(code)).reservation!.client as Record<string, unknown>;
  expect(client.invoice).toEqual(COMPANY);
  expect(Object.keys(client).filter((key) => key.startsWith('company'))).toEqual([]);
});

test('a company invoice unticked again is not sent, whatever its fields hold (es)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await chooseFirstCar(page, 'es');
  await fillReservation(page, { type: 'postpaid', email: `sin-factura-${Date.now()}@example.com` });
  await page.check('input[name=company_invoice]');
  await field(page, 'company_ruc').fill('ACME-SA');
  await page.uncheck('input[name=company_invoice]');
  await expect(field(page, 'company_ruc')).toHaveCount(0);
  const code = await continueToCheckout(page, 'es');
  await page.getByTestId('confirm-reservation').click();
  await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });

  const client = (await storedBooking(code)).reservation!.client as Record<string, unknown>;
  expect(client).not.toHaveProperty('invoice');
  expect(Object.keys(client).filter((key) => key.startsWith('company'))).toEqual([]);
});
