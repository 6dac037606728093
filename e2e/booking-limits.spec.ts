import { createHash, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  chooseFirstCar,
  fillReservation,
  panamaLocal,
  TEXT,
  type Lang,
} from './booking-helpers.ts';
import { fillDateTime } from './date-helpers.ts';
import { asStaff } from './stack-info.ts';

/**
 * As a renter meets them: the brand's booking horizon and maximum length, coupon use
 * limits, the terms link in the page's language, and a guard's 404 naming the tab.
 */
const WORDS = {
  es: {
    maximum: 'Una reserva puede durar como máximo 60 días',
    horizon: 'Puedes reservar con hasta 365 días de anticipación',
    usedUp: 'Este cupón ya se usó todas las veces permitidas',
    renterLimit: 'Ya usaste este cupón las veces permitidas con este correo electrónico',
    pickup: 'Lugar de retiro',
    search: 'Buscar autos',
    notFound: '404 - Página no encontrada',
  },
  en: {
    maximum: 'A rental can last at most 60 days',
    horizon: 'Bookings open at most 365 days ahead',
    usedUp: 'This coupon has reached its usage limit',
    renterLimit: 'You have already used this coupon as many times as allowed with this e-mail',
    pickup: 'Pickup location',
    search: 'Search cars',
    notFound: '404 - Page not found',
  },
} as const;
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const isoDay = (local: string) => local.slice(0, 10);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A coupon of the test's own; `uses` reservations already hold it (written as staff). */
async function couponWithUses(
  limits: { max_uses?: number; max_uses_per_renter?: number },
  uses: { email?: string }[] = [],
): Promise<string> {
  const staff = await asStaff();
  const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  await staff('POST', '/items/coupons', {
    code,
    discountPercent: 10,
    brands: [],
    active: true,
    ...limits,
  });
  for (const [i, use] of uses.entries()) {
    const renter = use.email
      ? createHash('sha256').update(use.email.trim().toLowerCase()).digest('hex').slice(0, 24)
      : randomUUID().replaceAll('-', '').slice(0, 24);
    await staff('POST', '/items/reservations', {
      id: randomUUID(),
      code: `E-${randomUUID().slice(0, 6).toUpperCase()}`,
      brand: 'firefly',
      status: 'unpaid',
      coupon_use: `${code}#${i + 1}`,
      coupon_renter_use: `${code}|${renter}#1`,
    });
  }
  return code;
}

async function openCalendarAt(page: Page, field: number, day: string) {
  await page.getByTestId('trip').getByTestId('open-calendar').nth(field).click();
  const calendar = page.getByTestId('calendar');
  // The day's own month, not the grid of the month before, which holds it as a hidden outside day.
  const shown = calendar.locator(`[data-day="${day}"]:not([data-hidden])`);
  for (let i = 0; i < 14 && (await shown.count()) === 0; i++)
    await calendar.getByRole('button', { name: /next month|mes siguiente/i }).click();
  return calendar;
}

test.describe('booking limits', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`the booking form refuses a rental over 60 days and a pickup beyond 365 days, with the message (${lang})`, async ({
      page,
    }) => {
      await chooseFirstCar(page, lang);
      const trip = page.getByTestId('trip');
      await fillDateTime(trip, 'to', panamaLocal(4 + 75));
      await expect(trip).toContainText(WORDS[lang].maximum);
      await fillDateTime(trip, 'to', panamaLocal(4 + 30));
      await expect(trip).not.toContainText(WORDS[lang].maximum);
      await fillDateTime(trip, 'from', panamaLocal(400));
      await fillDateTime(trip, 'to', panamaLocal(403));
      await expect(trip).toContainText(WORDS[lang].horizon);
    });

    test(`the home search refuses them too (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/`);
      const form = page.getByTestId('location-form');
      await expect(form.locator('input[name=from]')).not.toHaveValue('');
      await form.getByLabel(WORDS[lang].pickup).selectOption('PTY');
      await fillDateTime(form, 'to', panamaLocal(90));
      await form.getByRole('button', { name: WORDS[lang].search }).click();
      await expect(form).toContainText(WORDS[lang].maximum);
      await fillDateTime(form, 'from', panamaLocal(500));
      await fillDateTime(form, 'to', panamaLocal(502));
      await form.getByRole('button', { name: WORDS[lang].search }).click();
      await expect(form).toContainText(WORDS[lang].horizon);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/?$`));
    });
  }

  test('the calendars offer no day past the horizon or the maximum length', async ({ page }) => {
    await chooseFirstCar(page, 'en');
    const lastReturn = isoDay(panamaLocal(4 + 60));
    let calendar = await openCalendarAt(page, 1, lastReturn);
    await expect(calendar.locator(`[data-day="${lastReturn}"] button`)).toBeEnabled();
    const after = calendar.locator(`[data-day="${dayAfter(lastReturn)}"]`);
    if (await after.count()) await expect(after).toHaveAttribute('data-disabled', 'true');
    await page.keyboard.press('Escape');

    const lastPickup = isoDay(panamaLocal(365));
    calendar = await openCalendarAt(page, 0, lastPickup);
    await expect(calendar.locator(`[data-day="${lastPickup}"] button`)).toBeEnabled();
    const beyond = calendar.locator(`[data-day="${dayAfter(lastPickup)}"]`);
    if (await beyond.count()) await expect(beyond).toHaveAttribute('data-disabled', 'true');
  });
});

test.describe('coupon use limits', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`a coupon used up is refused when applied (${lang})`, async ({ page }) => {
      const code = await couponWithUses({ max_uses: 1 }, [{}]);
      await chooseFirstCar(page, lang);
      await page.fill('input[name=coupon]', code);
      await page.getByRole('button', { name: TEXT[lang].apply }).click();
      await expect(page.getByTestId('coupon')).toContainText(WORDS[lang].usedUp);
      await expect(page.getByTestId('coupon-applied')).toHaveCount(0);
    });
  }

  test('a renter who has used a coupon as often as allowed is refused on booking (es)', async ({
    page,
  }) => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    const code = await couponWithUses({ max_uses_per_renter: 1 }, [{ email }]);
    await chooseFirstCar(page, 'es');
    await page.fill('input[name=coupon]', code);
    await page.getByRole('button', { name: TEXT.es.apply }).click();
    await expect(page.getByTestId('coupon-applied')).toContainText(code);
    await fillReservation(page, { type: 'postpaid', email: email.toUpperCase() });
    await page.getByTestId('continue').click();
    await expect(page.getByText(WORDS.es.renterLimit)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/reserva$/);
    await expect(page.locator('input[name=email]')).toHaveValue(email.toUpperCase());
  });
});

test.describe('words and links', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`the booking form's terms and privacy links open them in the page's language (${lang})`, async ({
      page,
    }) => {
      await chooseFirstCar(page, lang);
      const label = page.locator('label:has(input[name=terms])');
      await expect(label.getByTestId('terms-link')).toHaveAttribute(
        'href',
        new RegExp(`^${prefix(lang)}/info/terminos`),
      );
      await expect(label.getByTestId('privacy-link')).toHaveAttribute(
        'href',
        `${prefix(lang)}/info/privacidad`,
      );
    });

    test(`a guard's 404 names the tab (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/flota`);
      await expect(page).not.toHaveTitle(WORDS[lang].notFound);
      await page.goto(`${prefix(lang)}/reserva/checkout`);
      await expect(page.getByTestId('guard-not-found')).toBeVisible();
      await expect(page).toHaveTitle(WORDS[lang].notFound);
    });
  }

  test('the home search names airports once: no "(aeropuerto)" after a name that says it', async ({
    page,
  }) => {
    await page.goto('/');
    const options = await page
      .getByTestId('location-form')
      .locator('select[name=pickup] option')
      .allTextContents();
    expect(options).toContain('Aeropuerto Internacional de Tocumen');
    expect(options.filter((o) => /aeropuerto.*\(aeropuerto\)/i.test(o))).toEqual([]);
  });
});
