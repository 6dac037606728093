import { expect, test, type Page } from '@playwright/test';
import { panamaLocal, RENTER, storedBooking, type Lang } from './booking-helpers.ts';
import { lastFour, TEST_CARDS, TEST_CVV } from './cards.ts';
import { shortDate } from './date-helpers.ts';
import { expectFocus, press, retype, tabTo } from './keyboard-helpers.ts';
import type { ReservationType } from '@rental/domain/vocabulary';

/**
 * A whole booking with the keyboard only — Tab, Shift+Tab, Enter, Space, arrows,
 * Escape and typing, never a click or a fill — from the home page's search to a reservation
 * stored in the CMS. At every step the focus is where a keyboard user expects it, with a
 * visible focus ring.
 */
const home = (lang: Lang) => (lang === 'en' ? '/en' : '/');
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const day = (days: number) => panamaLocal(days).slice(0, 10);
const FORM = '[data-testid=location-form]';
const calendarButton = (field: string) => `input[name="${field}"] + [data-testid=open-calendar]`;
const calendarDay = (iso: string) => `[data-testid=calendar] [data-day="${iso}"] button`;

/** Home page → search (a date picked on the calendar, one typed) → fleet → a car → /reserva. */
async function searchAndChooseCar(page: Page, lang: Lang) {
  await page.goto(home(lang));
  await expect(page.locator(`${FORM} input[name=from]`)).toHaveValue(shortDate(day(1))); // hydrated: tomorrow by default

  // The skip link, then straight into the page's content.
  await press(page, 'Tab', 'a[href="#main"]');
  await page.keyboard.press('Enter');
  await press(page, 'Tab', `#main a[href="${prefix(lang)}/flota"]`);

  await press(page, 'Tab', `${FORM} select[name=pickup]`);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(`${FORM} select[name=pickup]`)).toHaveValue('PTY');
  await press(page, 'Tab', `${FORM} input[type=checkbox]`); // same return place: left as it is
  await press(page, 'Tab', `${FORM} input[name=from]`);

  // Pickup on the calendar: it opens on the chosen day (tomorrow); three days on, Enter picks.
  await press(page, 'Tab', `${FORM} ${calendarButton('from')}`);
  await page.keyboard.press('Enter');
  await expectFocus(page, calendarDay(day(1)));
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expectFocus(page, calendarDay(day(4)));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('calendar')).toHaveCount(0);
  await expectFocus(page, `${FORM} ${calendarButton('from')}`);
  await expect(page.locator(`${FORM} input[name=from]`)).toHaveValue(shortDate(day(4)));

  // Return typed, mm/dd/yy.
  await press(page, 'Tab', `${FORM} select[name=from-time]`);
  await press(page, 'Tab', `${FORM} input[name=to]`);
  await retype(page, shortDate(day(7)));
  await press(page, 'Tab', `${FORM} ${calendarButton('to')}`);
  await press(page, 'Tab', `${FORM} select[name=to-time]`);
  await press(page, 'Tab', `${FORM} button[type=submit]`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(
      `${prefix(lang)}/flota\\?pickup=PTY&dropoff=PTY&from=${day(4)}T10%3A00&to=${day(7)}T10%3A00`,
    ),
  );

  // The fleet: Tab to the first car's Reserve (once hydrated, its link carries the search).
  await expect(page.getByTestId('reserve-car').first()).toHaveAttribute('href', /pickup=PTY/);
  await tabTo(page, '[data-testid=reserve-car]', { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reservation-form')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/reserva$`));
  await expect(page.locator('[data-testid=trip] input[name=from]')).toHaveValue(shortDate(day(4)));
}

/** /reserva: the mandatory coverage (already chosen), the renter (birthday typed, its calendar opened and left with Escape), terms, the rate; on to checkout. */
async function fillReservationByKeyboard(page: Page, rate: ReservationType) {
  await press(page, 'Tab', 'a[href="#main"]');
  await page.keyboard.press('Enter');
  await press(page, 'Tab', '[data-testid=car-summary] a');
  // The mandatory coverage is chosen and locked (out of the Tab order): nothing to do there.
  await expect(page.locator('input[name=coverage][value=basic-liability]')).toBeChecked();
  // Places and dates came from the search: Tab past them (pickup, return, two dates with
  // calendar and time), the optional coverages and the coupon.
  await tabTo(page, 'input[name=name]', { max: 24 });
  await page.keyboard.type(RENTER.name);
  for (const field of ['last_name', 'email', 'phone_number'] as const) {
    await press(page, 'Tab', `input[name=${field}]`);
    await page.keyboard.type(RENTER[field]);
  }
  await press(page, 'Tab', 'input[name=birthday]');
  await page.keyboard.type(shortDate(RENTER.birthday));
  // The birthday's calendar opens on the typed day; Escape closes it and changes nothing.
  await press(page, 'Tab', calendarButton('birthday'));
  await page.keyboard.press('Enter');
  await expectFocus(page, calendarDay(RENTER.birthday));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('calendar')).toHaveCount(0);
  await expectFocus(page, calendarButton('birthday'));
  await expect(page.locator('input[name=birthday]')).toHaveValue(shortDate(RENTER.birthday));
  // Shift+Tab goes back to the field, Tab forward again.
  await press(page, 'Shift+Tab', 'input[name=birthday]');
  await press(page, 'Tab', calendarButton('birthday'));
  await press(page, 'Tab', 'input[name=license]');
  await page.keyboard.type(RENTER.license);
  // A company invoice: its box, left unticked (its fields show only once ticked).
  await press(page, 'Tab', 'input[name=company_invoice]');

  await press(page, 'Tab', 'input[name=terms]');
  await page.keyboard.press('Space');
  await expect(page.locator('input[name=terms]')).toBeChecked();
  await press(page, 'Tab', '[data-testid=renter] [data-testid=terms-link]');
  await press(page, 'Tab', '[data-testid=renter] [data-testid=privacy-link]');
  // The optional messages: each its own box, left unticked.
  await press(page, 'Tab', 'input[name=marketing]');
  await press(page, 'Tab', 'input[name=whatsapp]');
  // The rate is a radio group: Tab lands on the chosen one (pay later by default), arrows change it.
  await press(page, 'Tab', 'input[name=reservation_type][value=postpaid]');
  if (rate === 'prepaid')
    await press(page, 'ArrowUp', 'input[name=reservation_type][value=prepaid]');
  await expect(page.locator(`input[name=reservation_type][value=${rate}]`)).toBeChecked();
  const total = Number(await page.getByTestId('bill-total').getAttribute('data-cents'));

  await press(page, 'Tab', '[data-testid=continue]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout')).toBeVisible({ timeout: 20_000 });
  // The step before is gone with its button: the focus starts again on the new step's title.
  await expectFocus(page, '[data-testid=checkout] h1');
  const code = (await page.getByTestId('reservation-code').textContent())!.match(
    /[A-Z]-[A-Z0-9]{6}/,
  )![0];
  return { total, code };
}

/** The confirmation, focused on its title, and the reservation as the CMS stored it; returns its payments. */
async function expectBooked(
  page: Page,
  { code, total }: { code: string; total: number },
  stored: Record<string, string>,
) {
  await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
  await expectFocus(page, '[data-testid=thanks] h1');
  await expect(page.getByTestId('thanks-code')).toHaveText(code);
  const { reservation, payments } = await storedBooking(code);
  expect(reservation).toMatchObject(stored);
  expect((reservation.totals as { total: number }).total).toBe(total);
  return payments;
}

test.describe('a whole booking with the keyboard only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('prepaid, by card through the bank’s window (en)', async ({ page }) => {
    await searchAndChooseCar(page, 'en');
    const booking = await fillReservationByKeyboard(page, 'prepaid');

    await tabTo(page, 'input[name=holder]', { max: 10 });
    await page.keyboard.type('Ana Perez');
    for (const [field, value] of [
      ['number', TEST_CARDS.challenge],
      ['expiry', '12/30'],
      ['cvv', TEST_CVV],
    ]) {
      await press(page, 'Tab', `input[name=${field}]`);
      await page.keyboard.type(value);
    }
    await press(page, 'Tab', '[data-testid=pay-card]');
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const bank = await popup;
    // The bank's window opens on its first button; the checkout's focus is on the announced status.
    await expectFocus(bank, '[data-testid=challenge-approve]');
    await expectFocus(page, '[data-testid=payment-status]');
    await expect(page.locator('[role=status] [data-testid=payment-status]')).toContainText(
      'Verifying payment',
    );
    await bank.keyboard.press('Enter');

    const payments = await expectBooked(page, booking, {
      status: 'paid',
      payment_type: 'card',
      reservation_type: 'prepaid',
    });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'captured',
      amount: booking.total,
      card_last4: lastFour(TEST_CARDS.challenge),
    });
  });

  test('pay later (es)', async ({ page }) => {
    await searchAndChooseCar(page, 'es');
    const booking = await fillReservationByKeyboard(page, 'postpaid');

    await tabTo(page, '[data-testid=confirm-reservation]', { max: 10 });
    await page.keyboard.press('Enter');

    const payments = await expectBooked(page, booking, {
      status: 'confirmed',
      payment_type: 'counter',
      reservation_type: 'postpaid',
    });
    expect(payments).toHaveLength(0);
  });
});
