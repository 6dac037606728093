import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { asStaff } from './stack-info.ts';
import type { Locale } from '@rental/domain/locale';
import type { ReservationType } from '@rental/domain/vocabulary';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const prefix = (lang: Locale) => (lang === 'en' ? '/en' : '');

/**
 * A reservation as the booking leaves it (SPEC pre-check-in needs one), written as staff: a
 * confirmed pay-later one or a paid prepaid one, picked up at the airport in five days.
 */
export async function seedReservation(opts: {
  type: ReservationType;
  brand?: string;
  lastName?: string;
  email?: string;
  /** The security deposit booked with it (cents): its terms are stored as the booking stores them. */
  deposit?: number;
  language?: Locale;
}) {
  const staff = await asStaff();
  const [car] = (await staff(
    'GET',
    '/items/flota?filter[model][_eq]=Toyota%20Yaris&fields=id,model',
  )) as { id: string; model: string }[];
  const [airport] = (await staff(
    'GET',
    '/items/branches?filter[isAirport][_eq]=true&fields=id&limit=1',
  )) as { id: string }[];
  const brand = opts.brand ?? 'firefly';
  const code = `${brand[0].toUpperCase()}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
  const day = 86_400_000;
  const email = opts.email ?? `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  await staff('POST', '/items/reservations', {
    id,
    code,
    brand,
    status: opts.type === 'postpaid' ? 'confirmed' : 'paid',
    payment_type: opts.type === 'postpaid' ? 'counter' : 'card',
    reservation_type: opts.type,
    car: car.id,
    pickup_branch: airport.id,
    return_branch: airport.id,
    pickup_date: new Date(Date.now() + 5 * day).toISOString(),
    return_date: new Date(Date.now() + 8 * day).toISOString(),
    total_reservations_days: 3,
    client: {
      name: 'Ana',
      last_name: opts.lastName ?? 'Pérez',
      email,
      phone_number: '+507 6123-4567',
      birthday: '1990-05-01',
      license: 'PA-12345',
    },
    extras: {
      carModel: car.model,
      coverages: ['basic-liability'],
      roadside: false,
      coupon: null,
      ...(opts.deposit
        ? {
            terms: {
              fuelQuarterCharge: 2500,
              kmPerDay: null,
              extraKmPrice: 0,
              deposit: opts.deposit,
            },
          }
        : {}),
    },
    totals: {
      subtotal: 15000,
      airportTax: 1800,
      tax: 1176,
      dropoff: 0,
      era: 0,
      total: 17976,
      carTotal: 12000,
    },
    language: opts.language ?? 'es',
    precheckin_status: 'none',
  });
  return { id, code, email };
}

/** The reservation, its pre-check-in and its payments as staff see them in Studio. */
export async function storedPrecheckin(reservationId: string) {
  const staff = await asStaff();
  const reservation = (await staff(
    'GET',
    `/items/reservations/${reservationId}?fields=*`,
  )) as Record<string, unknown>;
  const precheckins = (await staff(
    'GET',
    `/items/precheckins?filter[reservation][_eq]=${reservationId}&fields=*`,
  )) as Record<string, unknown>[];
  const payments = (await staff(
    'GET',
    `/items/payments?filter[reservation][_eq]=${reservationId}&fields=*`,
  )) as Record<string, unknown>[];
  return { reservation, precheckins, payments };
}

export async function lookUp(page: Page, lang: Locale, code: string, identity: string) {
  await page.goto(`${prefix(lang)}/precheckin?code=${code}`);
  await expect(page.locator('input[name=code]')).toHaveValue(code);
  await page.fill('input[name=identity]', identity);
  await page.getByTestId('lookup-submit').click();
}

export const DRIVER = {
  license: 'PA-12345',
  license_country: 'PA',
  license_expiry: '2031-06-30',
  document_type: 'id',
  document_number: '8-765-4321',
  nationality: 'PA',
  address: 'Hotel Central, Casco Viejo',
  flight_number: 'CM 123',
};

/** The main driver's remaining fields (name, birthday and phone come from the booking; the licence number is typed again, never sent back to the browser). */
export async function fillDriver(page: Page, values: Partial<typeof DRIVER> = {}) {
  for (const [name, value] of Object.entries({ ...DRIVER, ...values })) {
    const field = page.locator(`[name="driver.${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

export async function fillAdditionalDriver(
  page: Page,
  index: number,
  values: Record<string, string>,
) {
  await page.getByTestId('add-driver').click();
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`[name="additional.${index}.${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The main driver filled in as DRIVER (with `values` over it), terms accepted, sent. */
export async function submitDriver(page: Page, values: Partial<typeof DRIVER> = {}) {
  await fillDriver(page, values);
  await page.check('input[name=terms]');
  await page.getByTestId('verify-submit').click();
}
