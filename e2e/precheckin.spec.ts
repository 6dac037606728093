import { expect, test, type Page } from '@playwright/test';
import { digitsOf, lastFour, TEST_CARDS } from './cards.ts';
import {
  chooseFirstCar,
  continueToCheckout,
  fillCard,
  fillReservation,
  RENTER,
  storedBooking,
} from './booking-helpers.ts';
import { ownAddress } from './addresses.ts';
import { E2E_PORTS } from './ports.ts';
import { reloadUntil } from './reload-until.ts';
import {
  DRIVER,
  fillAdditionalDriver,
  submitDriver,
  fillDriver,
  lookUp,
  seedReservation,
  storedPrecheckin,
} from './precheckin-helpers.ts';
import { asStaff } from './stack-info.ts';

const TEXT = {
  es: {
    notFound: 'No encontramos una reserva con ese código y apellido o correo.',
    expired: 'La licencia de conducir está vencida',
    age: 'La edad mínima para reservar es de 21 años',
    required: 'Este campo es obligatorio',
  },
  en: {
    notFound: 'We could not find a reservation with that code and last name or e-mail.',
    expired: 'The driver’s license has expired',
    age: 'Minimum age required for reserve is 21 years',
    required: 'This field is required',
  },
} as const;

/** The look-up of a real code, refused by the limit: the message, and no verification step. */
async function expectLookupLimited(page: Page, code: string) {
  await page.fill('input[name=code]', code);
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-problem')).toHaveText(
    'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
  );
  await expect(page.getByTestId('precheckin-verify')).toHaveCount(0);
}

/** SPEC §2/§4: a renter with a reservation code completes pre-check-in before reaching the counter. */
test.describe('online pre-check-in', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a pay-later booking is checked in from its thanks page and its balance paid by card (es) @phone', async ({
    page,
  }) => {
    await chooseFirstCar(page, 'es');
    const total = await fillReservation(page, {
      type: 'postpaid',
      email: `pc-${Date.now()}@example.com`,
    });
    const code = await continueToCheckout(page, 'es');
    await page.getByTestId('confirm-reservation').click();
    await page.getByTestId('precheckin-link').click();
    await expect(page.locator('input[name=code]')).toHaveValue(code);
    await page.fill('input[name=identity]', 'PEREZ');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('precheckin-verify')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[name="driver.name"]')).toHaveValue(RENTER.name);
    await expect(page.locator('[name="driver.license"]')).toHaveValue('');
    await submitDriver(page);
    await expect(page.getByTestId('precheckin-checkout')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/precheckin\/checkout$/);
    await fillCard(page, TEST_CARDS.approved);
    await page.getByTestId('pay-card').click();
    await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('thanks-payment')).toContainText('Pagado');
    await expect(page.getByTestId('pickup-branch')).toContainText('Aeropuerto');
    await expect(page.getByTestId('branch-hours')).toBeVisible();

    const { reservation } = await storedBooking(code);
    const stored = await storedPrecheckin(reservation.id as string);
    expect(stored.reservation).toMatchObject({
      status: 'paid',
      payment_type: 'card',
      precheckin_status: 'completed',
    });
    expect(stored.payments).toHaveLength(1);
    expect(stored.payments[0]).toMatchObject({
      status: 'captured',
      amount: total,
      card_last4: lastFour(TEST_CARDS.approved),
    });
    expect(stored.precheckins).toHaveLength(1);
    expect(stored.precheckins[0]).toMatchObject({
      status: 'completed',
      driver: {
        document_number: DRIVER.document_number,
        flight_number: 'CM 123',
        license_country: 'PA',
      },
    });
    expect(JSON.stringify(stored)).not.toContain(digitsOf(TEST_CARDS.approved));
  });

  test('a prepaid reservation is checked in without a payment step (en)', async ({ page }) => {
    const seeded = await seedReservation({ type: 'prepaid' });
    await lookUp(
      page,
      'en',
      seeded.code.toLowerCase().replace('-', ''),
      seeded.email.toUpperCase(),
    );
    await expect(page.getByTestId('precheckin-verify')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('payment-summary')).toContainText('Paid: $179.76');
    await fillDriver(page, {
      license_country: 'US',
      nationality: 'US',
      document_type: 'passport',
      document_number: 'X1234567',
    });
    await page.fill(
      '[name="driver.entry_date"]',
      new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10),
    );
    await expect(page.getByTestId('foreign-licence-warning')).toContainText(
      'a foreign license is valid in Panama only until',
    );
    await page.check('input[name=terms]');
    await page.getByTestId('verify-submit').click();
    await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/en\/precheckin\/thanks$/);
    await expect(page.getByTestId('thanks-payment')).toContainText('Paid: $179.76');
    const stored = await storedPrecheckin(seeded.id);
    expect(stored.reservation).toMatchObject({ status: 'paid', precheckin_status: 'completed' });
    expect(stored.payments).toHaveLength(0);
    expect(stored.precheckins[0]).toMatchObject({
      status: 'completed',
      driver: { document_number: 'X1234567', license_country: 'US' },
    });
  });

  test('the balance paid by PayPal comes back to the checkout and completes the pre-check-in (es)', async ({
    page,
  }) => {
    const seeded = await seedReservation({ type: 'postpaid' });
    await lookUp(page, 'es', seeded.code, 'Perez');
    await submitDriver(page);
    await expect(page.getByTestId('precheckin-checkout')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('pay-paypal').click();
    // PayPal's page is a full page load away; the return ticket lets the checkout open again.
    await page.getByTestId('paypal-approve').click();
    await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('thanks-payment')).toContainText('Pagado: $179.76');
    const stored = await storedPrecheckin(seeded.id);
    expect(stored.reservation).toMatchObject({
      status: 'paid',
      payment_type: 'paypal',
      precheckin_status: 'completed',
    });
    expect(stored.payments).toMatchObject([
      { provider: 'paypal', status: 'captured', amount: 17976 },
    ]);
    // The ticket is spent: the address typed again is the 404.
    await page.goto('/precheckin/checkout?paypal=return&token=x');
    await expect(page.getByTestId('guard-not-found')).toBeVisible();
  });

  test('a wrong last name gets the same answer as an unknown code, and the form is kept (en)', async ({
    page,
  }) => {
    const seeded = await seedReservation({ type: 'postpaid' });
    await lookUp(page, 'en', seeded.code, 'Gonzalez');
    await expect(page.getByTestId('lookup-problem')).toContainText(TEXT.en.notFound);
    await expect(page.locator('input[name=identity]')).toHaveValue('Gonzalez');
    const wrongName = await page.getByTestId('lookup-problem').textContent();
    await page.fill('input[name=code]', 'F-ZZZZZ9');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-problem')).toHaveText(wrongName!);
  });

  test('an expired licence and an under-age additional driver are refused with the messages (es and en)', async ({
    page,
  }) => {
    for (const lang of ['es', 'en'] as const) {
      const seeded = await seedReservation({ type: 'postpaid' });
      await lookUp(page, lang, seeded.code, 'Pérez');
      await expect(page.getByTestId('precheckin-verify')).toBeVisible({ timeout: 20_000 });
      await fillDriver(page, { license_expiry: '2024-01-31' });
      await fillAdditionalDriver(page, 0, {
        name: 'Luis',
        last_name: 'Pérez',
        birthday: new Date(Date.now() - 19 * 365 * 86_400_000).toISOString().slice(0, 10),
      });
      await page.check('input[name=terms]');
      await page.getByTestId('verify-submit').click();
      const main = page.getByTestId('main-driver');
      await expect(main.getByTestId('field-error')).toHaveText([TEXT[lang].expired]);
      const extra = page.getByTestId('additional-driver-0');
      await expect(extra.getByTestId('field-error').first()).toHaveText(TEXT[lang].age);
      await expect(extra.getByTestId('field-error')).toContainText([TEXT[lang].required]);
      await expect(page).toHaveURL(/\/precheckin\/verify$/);
      // Nothing typed is lost on a reload; nothing was stored.
      await page.reload();
      await expect(page.locator('[name="driver.document_number"]')).toHaveValue(
        DRIVER.document_number,
      );
      await expect(page.locator('[name="additional.0.name"]')).toHaveValue('Luis');
      expect((await storedPrecheckin(seeded.id)).precheckins).toHaveLength(0);
    }
  });

  test('verify, checkout and thanks cannot be opened directly (es)', async ({ page }) => {
    for (const path of ['/precheckin/verify', '/precheckin/checkout', '/precheckin/thanks']) {
      await page.goto(path);
      await expect(page.getByTestId('guard-not-found')).toBeVisible();
    }
    const seeded = await seedReservation({ type: 'postpaid' });
    await lookUp(page, 'es', seeded.code, 'perez');
    await expect(page.getByTestId('precheckin-verify')).toBeVisible({ timeout: 20_000 });
    // With a pre-check-in in this tab: typed addresses of later steps are still refused.
    for (const path of ['/precheckin/checkout', '/precheckin/thanks']) {
      await page.goto(path);
      await expect(page.getByTestId('guard-not-found')).toBeVisible();
    }
    await page.goto('/precheckin/verify');
    await expect(page.getByTestId('precheckin-verify')).toBeVisible();
  });

  test('the preferences link works in another browser and a forged one is refused (en)', async ({
    page,
    browser,
  }) => {
    const seeded = await seedReservation({ type: 'postpaid' });
    await lookUp(page, 'en', seeded.code, 'perez');
    await submitDriver(page);
    await page.getByTestId('confirm-reservation').click();
    await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('thanks-payment')).toContainText('To pay at the counter');
    const link = await page.getByTestId('preferences-link').inputValue();
    expect(link).toContain('/en/precheckin/preferences?t=');

    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(link.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${E2E_PORTS.firefly}`));
    await expect(fresh.getByTestId('precheckin-preferences')).toBeVisible({ timeout: 20_000 });
    await expect(fresh.getByTestId('reservation-code')).toHaveText(seeded.code);
    // Extras are priced and stocked: the preferences send the renter to the booking's page for them.
    await expect(fresh.getByTestId('preferences-extras-change')).toHaveAttribute(
      'href',
      `/en/mi-reserva?code=${seeded.code}`,
    );
    await fresh.check('[name="contact.whatsapp"]');
    await fresh.check('[name="reminder_language"][value=en]');
    await fresh.getByTestId('preferences-submit').click();
    await expect(fresh.getByTestId('preferences-saved')).toContainText(
      'Your preferences are saved.',
    );
    const stored = await storedPrecheckin(seeded.id);
    expect(stored.reservation).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
      precheckin_status: 'completed',
      preferences: {
        contact: ['email', 'whatsapp'],
        reminder_language: 'en',
      },
    });

    await fresh.goto(
      `${link.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${E2E_PORTS.firefly}`)}x`,
    );
    await expect(fresh.getByTestId('preferences-problem')).toContainText(
      'This preferences link is not valid',
    );
    await other.close();
  });

  test.describe('from an address of its own', () => {
    // The limit counts from zero, whatever the rest of the suite looked up (e2e/addresses.ts).
    test.use({
      extraHTTPHeaders: async ({}, use, info) =>
        use({ 'x-real-ip': ownAddress(1, info.project.name) }),
    });

    test('look-ups are rate-limited, so codes cannot be tried one after another (es) @one-stack', async ({
      page,
    }) => {
      // On the tucan site: its own process, so the other tests' look-ups do not count here.
      const tucan = `http://127.0.0.1:${E2E_PORTS.tucan}`;
      const seeded = await seedReservation({ type: 'postpaid', brand: 'tucan' });
      await page.goto(`${tucan}/precheckin`);
      await page.fill('input[name=identity]', 'Pérez');
      for (let i = 0; i < 10; i++) {
        await page.fill('input[name=code]', `T-${'ABCDEFGHJK'[i]}2345${(i % 8) + 2}`);
        await page.getByTestId('lookup-submit').click();
        await expect(page.getByTestId('lookup-problem')).toContainText(TEXT.es.notFound);
        await page.fill('input[name=code]', '');
      }
      await expectLookupLimited(page, seeded.code);
    });

    /*
     * The booking page's look-up is a route handler and the pre-check-in's a page's action: two
     * bundles, each with its own copy of the limiter's module. Without Redis (this stack) the
     * counters must still be one per process (lib/runtime/process-wide.ts). From another address,
     * so that the test above's guesses do not count here.
     */
    test("wrong guesses on the booking page's look-up count for the pre-check-in's too (es) @one-stack", async ({
      page,
    }, info) => {
      const address = { 'x-real-ip': ownAddress(3, info.project.name) };
      await page.context().setExtraHTTPHeaders(address);
      const tucan = `http://127.0.0.1:${E2E_PORTS.tucan}`;
      const seeded = await seedReservation({ type: 'postpaid', brand: 'tucan' });
      for (let i = 0; i < 10; i++) {
        const res = await page.request.post(`${tucan}/api/my-booking/session`, {
          headers: { ...address, origin: tucan },
          data: { code: `T-${'ABCDEFGHJK'[i]}2346${(i % 8) + 2}`, identity: 'Pérez' },
        });
        expect(await res.json()).toMatchObject({ ok: false, problem: 'notFound' });
      }
      await page.goto(`${tucan}/precheckin`);
      await page.fill('input[name=identity]', 'Pérez');
      await expectLookupLimited(page, seeded.code);
    });
  });

  test('with the module switched off, /precheckin is the 404 (es) @one-stack', async ({ page }) => {
    const tucan = `http://127.0.0.1:${E2E_PORTS.tucan}`;
    const staff = await asStaff();
    const [site] = (await staff(
      'GET',
      '/items/sites_config?filter[brand][_eq]=tucan&fields=id,precheckinEnabled',
    )) as { id: string; precheckinEnabled: boolean }[];
    const showsOnReload = (testId: string) =>
      reloadUntil(page, () => expect(page.getByTestId(testId)).toBeVisible({ timeout: 2000 }));
    await page.goto(`${tucan}/precheckin`);
    // A retry may first meet the 404 the failed attempt left, until its switch back shows.
    await showsOnReload('precheckin-lookup');
    try {
      await staff('PATCH', `/items/sites_config/${site.id}`, { precheckinEnabled: false });
      await showsOnReload('guard-not-found');
      await expect(page.getByTestId('precheckin-lookup')).toHaveCount(0);
    } finally {
      await staff('PATCH', `/items/sites_config/${site.id}`, { precheckinEnabled: true });
    }
    // Switched on again, tucan's page comes back.
    await showsOnReload('precheckin-lookup');
  });
});
