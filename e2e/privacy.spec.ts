import { expect, test } from '@playwright/test';
import { bookInBrowser, chooseFirstCar, shot, storedBooking } from './booking-helpers.ts';

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
