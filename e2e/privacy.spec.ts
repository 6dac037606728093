import { expect, test } from '@playwright/test';
import {
  bookInBrowser,
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  openMyBooking,
  shot,
  storedBooking,
} from './booking-helpers.ts';
import { mailbox, bookingMailTo } from './mailbox.ts';

/*
 * Law 81 on the site (docs/privacy.md): every form that asks for personal data links the
 * privacy notice, which says in both languages what is kept, for how long and who receives it;
 * a booking records which version of the notice its renter accepted, and when.
 */

const NOTICE = {
  es: {
    kept: 'Cuánto tiempo los conservamos',
    days: '90 días después de la devolución',
    receivers: 'proveedor autorizado de facturación electrónica',
  },
  en: {
    kept: 'How long we keep it',
    days: '90 days after the car is returned',
    receivers: 'authorised electronic invoicing provider',
  },
} as const;

test('a booking records the privacy notice’s version its renter accepted, and when (es) @phone', async ({
  page,
}, testInfo) => {
  await chooseFirstCar(page, 'es');
  const link = page.getByTestId('reservation-form').getByTestId('privacy-link');
  await expect(link).toHaveAttribute('href', '/info/privacidad');
  await expect(link).toHaveAttribute('target', '_blank');
  await shot(page, testInfo, 'booking-form-privacy-es');
  const { code } = await bookInBrowser(page, 'es', {
    type: 'postpaid',
    email: `privacidad-${Date.now()}@example.com`,
  });
  const { reservation } = await storedBooking(code);
  const client = reservation!.client as Record<string, unknown>;
  expect(client.privacy_version).toMatch(/^privacidad@/);
  expect(Date.now() - Date.parse(String(client.terms_accepted_at))).toBeLessThan(10 * 60_000);
});

for (const lang of ['es', 'en'] as const) {
  test(`every form asking for personal data links the notice, which says what is kept, how long and who receives it (${lang})`, async ({
    page,
  }, testInfo) => {
    const prefix = lang === 'en' ? '/en' : '';
    const notice = `${prefix}/info/privacidad`;
    for (const path of ['/mi-reserva', '/precheckin', '/info/planes-corporativos']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByTestId('privacy-note'), path).toBeVisible();
      await expect(page.getByTestId('privacy-link'), path).toHaveAttribute('href', notice);
    }
    await page.goto(notice);
    await expect(page.getByRole('heading', { name: NOTICE[lang].kept })).toBeVisible();
    await expect(page.locator('main')).toContainText(NOTICE[lang].days);
    await expect(page.locator('main')).toContainText(NOTICE[lang].receivers);
    await shot(page, testInfo, `privacy-notice-${lang}`);
  });
}

test('offers by e-mail are a yes of their own, and the renter takes it back from /mi-reserva, linked from every e-mail (en)', async ({
  page,
}, testInfo) => {
  const email = `opt-in-${Date.now()}@example.com`;
  await chooseFirstCar(page, 'en');
  await fillReservation(page, { type: 'postpaid', email });
  const optIns = page.getByTestId('opt-ins');
  await expect(optIns.locator('input[name=marketing]')).not.toBeChecked();
  await optIns.locator('input[name=marketing]').check();
  const code = await continueToCheckout(page, 'en');
  await page.getByTestId('confirm-reservation').click();
  await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
  expect((await storedBooking(code)).reservation!.client).toMatchObject({
    marketing: true,
    whatsapp: false,
  });

  // Every e-mail says where to change it.
  const message = await mailbox.waitFor(bookingMailTo(email), 30_000);
  const full = await mailbox.read(message.id);
  const text = full.text ?? '';
  const footer = text.indexOf('Choose the messages we send you');
  expect(footer).toBeGreaterThan(0);
  expect(text.slice(footer)).toContain(`/en/mi-reserva?code=${code}`);

  await openMyBooking(page, 'en', code);
  const box = page.getByTestId('opt-ins');
  await expect(box.locator('input[name=marketing]')).toBeChecked();
  await box.locator('input[name=marketing]').uncheck();
  await box.locator('input[name=whatsapp]').check();
  await box.getByTestId('opt-ins-save').click();
  await expect(box.getByTestId('opt-ins-result')).toHaveText(
    'Saved: we send you only what you chose.',
  );
  await shot(page, testInfo, 'opt-ins-en');
  const client = (await storedBooking(code)).reservation!.client as Record<string, unknown>;
  expect(client).toMatchObject({ marketing: false, whatsapp: true });
  expect(Date.now() - Date.parse(String(client.opt_ins_changed_at))).toBeLessThan(5 * 60_000);
  await page.reload();
  await expect(page.getByTestId('opt-ins').locator('input[name=whatsapp]')).toBeChecked();
});
