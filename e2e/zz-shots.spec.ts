import { test } from '@playwright/test';
import { chooseFirstCar, fillReservation, panamaLocal } from './booking-helpers.ts';

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 2400 });
  await chooseFirstCar(page, 'es', { from: panamaLocal(90), to: panamaLocal(93) });
  await fillReservation(page, { type: 'postpaid', birthday: '2002-01-01' });
  await page.getByTestId('extra-child-seat').getByRole('combobox').selectOption('2');
  await page.locator('select[name=additionalDrivers]').selectOption('1');
  await page.getByTestId('extras').screenshot({ path: '/tmp/shot-extras.png' });
  await page.getByTestId('bill').screenshot({ path: '/tmp/shot-bill.png' });
});
