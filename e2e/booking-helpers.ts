import { expect, type Page, type TestInfo } from '@playwright/test';
import { TEST_CARDS, TEST_CVV } from './cards.ts';
import { asStaff } from './stack-info.ts';
import type { ReservationType } from '@rental/domain/vocabulary';

/** Panama local 'YYYY-MM-DDTHH:MM', `days` from now at `hour` (Panama is UTC−5 all year). */
export function panamaLocal(days: number, hour = 10): string {
  const d = new Date(Date.now() - 5 * 3600_000 + days * 86400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

export const TEXT = {
  es: {
    apply: 'Aplicar',
    processing: 'Error procesando la reserva, intente nuevamente más tarde.',
    declined: 'La tarjeta fue rechazada',
    payLater: 'A pagar al retirar',
    paid: 'Pagado',
    checkFields: 'Revisa los campos marcados.',
    carUnavailable: 'Este auto ya no se puede reservar',
  },
  en: {
    apply: 'Apply',
    processing: 'Error procesando la reserva, intente nuevamente más tarde.',
    declined: 'The card was declined',
    payLater: 'To pay at pickup',
    paid: 'Paid',
    checkFields: 'Please check the highlighted fields.',
    carUnavailable: 'This car can no longer be booked',
  },
} as const;
export type Lang = keyof typeof TEXT;
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/**
 * From the fleet with a search (airport, open all day) to /reserva with the first car; pickup
 * 4 days ahead unless `from`/`to` (Panama local 'YYYY-MM-DDTHH:MM') say otherwise.
 */
export async function chooseFirstCar(
  page: Page,
  lang: Lang,
  opts: { base?: string; from?: string; to?: string } = {},
) {
  const query = new URLSearchParams({
    pickup: 'PTY',
    from: opts.from ?? panamaLocal(4),
    to: opts.to ?? panamaLocal(7),
  });
  await page.goto(`${opts.base ?? ''}${prefix(lang)}/flota?${query}`);
  // The prerendered link lacks the search until the page hydrates and swaps it; a click during
  // that swap is lost. Then the trip's prices arrive and the cards take their order by total:
  // the renter clicks once they show.
  const reserve = page.getByTestId('reserve-car').first();
  await expect(reserve).toHaveAttribute('href', /pickup=PTY/);
  await expect(page.locator('[data-testid=car-trip][data-total]').first()).toBeVisible();
  await reserve.click();
  await expect(page.getByTestId('reservation-form')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/reserva$`));
}

/** 23 years and about four months old today, so 23 on any pickup of the next weeks. */
export function birthdayAt23(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 23);
  d.setUTCMonth(d.getUTCMonth() - 4);
  return d.toISOString().slice(0, 10);
}

export const RENTER = {
  name: 'Ana',
  last_name: 'Pérez',
  email: 'ana.e2e@example.com',
  phone_number: '+507 6123-4567',
  birthday: '1990-05-01',
  license: 'PA-12345',
};

/**
 * Coverage, driver, terms and the rate; returns the total the bill shows (cents), or NaN with
 * `unpriced` (a sold-out car's form shows no total).
 */
export async function fillReservation(
  page: Page,
  opts: {
    type: ReservationType;
    email?: string;
    phone?: string;
    birthday?: string;
    unpriced?: boolean;
  },
) {
  await page.locator('input[name=coverage][value=basic-liability]').check();
  const renter = {
    ...RENTER,
    email: opts.email ?? RENTER.email,
    phone_number: opts.phone ?? RENTER.phone_number,
    birthday: opts.birthday ?? RENTER.birthday,
  };
  for (const [field, value] of Object.entries(renter))
    await page.fill(`input[name=${field}]`, value);
  await page.check('input[name=terms]');
  await page.locator(`[data-testid=rate-${opts.type}] input`).check();
  if (opts.unpriced) return NaN;
  return Number(await page.getByTestId('bill-total').getAttribute('data-cents'));
}

export async function continueToCheckout(page: Page, lang: Lang) {
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('checkout')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/reserva/checkout`));
  return (await page.getByTestId('reservation-code').textContent())!.match(/[A-Z]-[A-Z0-9]{6}/)![0];
}

export async function fillCard(page: Page, number: string) {
  await page.fill('input[name=holder]', 'Ana Perez');
  await page.fill('input[name=number]', number);
  await page.fill('input[name=expiry]', '12/30');
  await page.fill('input[name=cvv]', TEST_CVV);
}

/** The reservation and its payments as staff see them in Studio. */
export async function storedBooking(code: string) {
  const staff = await asStaff();
  const [reservation] = (await staff(
    'GET',
    `/items/reservations?filter[code][_eq]=${code}&fields=*`,
  )) as Record<string, unknown>[];
  const payments = reservation
    ? ((await staff(
        'GET',
        `/items/payments?filter[reservation][_eq]=${reservation.id}&fields=*`,
      )) as Record<string, unknown>[])
    : [];
  return { reservation, payments };
}

/**
 * A booking made in the browser as a renter makes it: from the fleet (pickup at the airport
 * `when`, four to seven days ahead by default), the form, then paid with the approving card
 * (prepaid) or confirmed for the counter (pay later), until the thanks page.
 */
export async function bookInBrowser(
  page: Page,
  lang: Lang,
  opts: { type: ReservationType; email: string; when?: { from?: string; to?: string } },
): Promise<{ code: string; total: number }> {
  await chooseFirstCar(page, lang, opts.when);
  const total = await fillReservation(page, { type: opts.type, email: opts.email });
  const code = await continueToCheckout(page, lang);
  if (opts.type === 'prepaid') {
    await fillCard(page, TEST_CARDS.approved);
    await page.getByTestId('pay-card').click();
  } else await page.getByTestId('confirm-reservation').click();
  await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
  return { code, total };
}

/** Opens the booking on /mi-reserva with its code (the e-mails' link) and the renter's last name. */
export async function openMyBooking(page: Page, lang: Lang, code: string) {
  await page.goto(`${prefix(lang)}/mi-reserva?code=${code}`);
  await page.fill('input[name=identity]', 'Pérez');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('my-booking')).toBeVisible({ timeout: 20_000 });
}

/** A full-page screenshot kept beside the test's results and attached to its report. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
