import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS } from './cards.ts';
import { bookInBrowser, birthdayAt23, fillCard, shot, storedBooking } from './booking-helpers.ts';
import { fillAdditionalDriver, storedPrecheckin, submitDriver } from './precheckin-helpers.ts';

/*
 * An additional driver the booking lacks, entered at the pre-check-in, is a change of the
 * booking: the new bill with the driver's fee and their own age band's surcharge, then the
 * change confirmed (pay later) or its difference paid (prepaid), then the drivers are taken.
 */
test.describe.configure({ timeout: 150_000 });

const TEXT = {
  es: { more: 'más (nuevo total', additional: /conductor adicional 1/i },
  en: { more: 'more (new total', additional: /additional driver 1/i },
} as const;

/** The thanks page's pre-check-in link, the look-up, and a young additional driver sent. */
async function addYoungDriver(page: Page, birthday: string) {
  await page.getByTestId('precheckin-link').click();
  await page.fill('input[name=identity]', 'Pérez');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('precheckin-verify')).toBeVisible({ timeout: 20_000 });
  await fillAdditionalDriver(page, 0, {
    name: 'Luis',
    last_name: 'Pérez',
    birthday,
    license: 'PA-55555',
    license_country: 'PA',
    license_expiry: '2031-06-30',
    document_type: 'id',
    document_number: '8-111-2222',
    nationality: 'PA',
  });
  await submitDriver(page);
  await expect(page.getByTestId('drivers-change')).toBeVisible({ timeout: 20_000 });
}

async function expectDriversStored(code: string, total: number, birthday: string) {
  const { reservation } = await storedBooking(code);
  expect(reservation).toMatchObject({
    change_count: 1,
    extras: { additionalDrivers: 1, additionalDriverBirthdays: [birthday] },
  });
  const newTotal = (reservation!.totals as { total: number }).total;
  expect(newTotal).toBeGreaterThan(total);
  const stored = await storedPrecheckin(reservation!.id as string);
  expect(stored.precheckins).toHaveLength(1);
  expect(stored.precheckins[0].additional_drivers).toMatchObject([{ birthday }]);
  return { reservation: stored.reservation, payments: stored.payments, newTotal };
}

test('pay later: a young additional driver is added at the pre-check-in, then the balance includes them (en)', async ({
  page,
}, testInfo) => {
  const { code, total } = await bookInBrowser(page, 'en', {
    type: 'postpaid',
    email: `drivers-${Date.now()}@example.com`,
  });
  const birthday = birthdayAt23();
  await addYoungDriver(page, birthday);
  const change = page.getByTestId('drivers-change');
  await expect(change.getByTestId('drivers-change-difference')).toContainText(TEXT.en.more);
  await expect(change.getByTestId('bill-additionalDriver')).toContainText(TEXT.en.additional);
  await expect(change.getByTestId('bill-youngDriver')).toContainText(TEXT.en.additional);
  await shot(page, testInfo, 'drivers-change-en');
  // Nothing is stored before the change is made.
  const { reservation } = await storedBooking(code);
  expect((await storedPrecheckin(reservation!.id as string)).precheckins).toHaveLength(0);

  await change.getByTestId('drivers-change-confirm').click();
  await expect(page.getByTestId('precheckin-checkout')).toBeVisible({ timeout: 20_000 });
  const { newTotal } = await expectDriversStored(code, total, birthday);
  // The balance offered is the new total, with the driver.
  await expect(page.getByTestId('pay-card')).toContainText(`$${(newTotal / 100).toFixed(2)}`);
});

test('prepaid: the added driver’s difference is paid by card, then the pre-check-in ends (es) @phone', async ({
  page,
}, testInfo) => {
  const { code, total } = await bookInBrowser(page, 'es', {
    type: 'prepaid',
    email: `conductores-${Date.now()}@example.com`,
  });
  const birthday = birthdayAt23();
  await addYoungDriver(page, birthday);
  const change = page.getByTestId('drivers-change');
  await expect(change.getByTestId('drivers-change-difference')).toContainText(TEXT.es.more);
  await expect(change.getByTestId('pay-card')).toBeVisible({ timeout: 20_000 });
  await shot(page, testInfo, 'drivers-change-pay-es');
  await fillCard(page, TEST_CARDS.approved);
  await change.getByTestId('pay-card').click();
  await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 30_000 });
  const { payments, newTotal } = await expectDriversStored(code, total, birthday);
  const captured = payments.filter((p) => p.status === 'captured').map((p) => p.amount);
  expect(captured.sort()).toEqual([total, newTotal - total].sort());
});
