import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailbox, bookingMailTo } from './mailbox.ts';
import { E2E_PORTS } from './ports.ts';
import {
  birthdayAt23,
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  panamaLocal,
  storedBooking,
} from './booking-helpers.ts';

/**
 * A 23-year-old books with one additional driver and two child seats (seeded: $8.00 a seat a
 * day, $5.00 a day per additional driver at Firefly, 23–24 at $15.00 a day): every line is in
 * the bill as they choose, in the price the server stores, in the staff's bill and the e-mail,
 * and the seats are held in the branch's stock.
 */

const TEXT = {
  es: {
    seats: '2 × Silla para niño',
    driver: 'Conductor adicional 1',
    young: 'conductor joven',
    deposit: 'Depósito de garantía: $500.00',
    fuel: 'lleno a lleno',
  },
  en: {
    seats: '2 × Child seat',
    driver: 'Additional driver 1',
    young: 'Young driver',
    deposit: 'Security deposit: $500.00',
    fuel: 'full to full',
  },
};

for (const lang of ['es', 'en'] as const) {
  test(`a 23-year-old books one additional driver and two child seats: the bill, the stored price, the staff's bill and the e-mail show each (${lang})${lang === 'en' ? ' @phone' : ''}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Each run on dates of its own: a branch has three child seats, and each run takes two.
    const start =
      20 +
      (lang === 'en' ? 12 : 0) +
      (testInfo.project.name === 'phone' ? 6 : 0) +
      testInfo.retry * 30;
    await chooseFirstCar(page, lang, { from: panamaLocal(start), to: panamaLocal(start + 3) });
    const email = `extras-${randomUUID().slice(0, 8)}@example.com`;
    const plain = await fillReservation(page, {
      type: 'postpaid',
      email,
      birthday: birthdayAt23(),
    });

    const seats = page.getByTestId('extra-child-seat');
    await seats.getByRole('combobox').selectOption('2');
    await page.locator('select[name=additionalDrivers]').selectOption('1');
    await expect(page.getByTestId('bill-extra')).toContainText(TEXT[lang].seats);
    await expect(page.getByTestId('bill-extra')).toContainText('3 × $8.00');
    await expect(page.getByTestId('bill-additionalDriver')).toContainText(TEXT[lang].driver);
    await expect(page.getByTestId('bill-youngDriver')).toContainText(TEXT[lang].young);
    // The class's terms (seeded: full to full, unlimited km, $500 held, $250 with full protection).
    await expect(page.getByTestId('terms-fuel')).toContainText(TEXT[lang].fuel);
    await expect(page.getByTestId('terms-deposit')).toContainText(TEXT[lang].deposit);
    const full = page.locator('input[name=coverage][value=full-protection]');
    await full.check();
    await expect(page.getByTestId('terms-deposit')).toContainText('$250.00');
    await full.uncheck();
    await expect(page.getByTestId('terms-deposit')).toContainText('$500.00');
    const total = Number(await page.getByTestId('bill-total').getAttribute('data-cents'));
    // Seats 2 × 24.00, the driver 15.00, with the airport fee and ITBMS on top.
    expect(total - plain).toBeGreaterThan(4800 + 1500);

    const code = await continueToCheckout(page, lang);
    const { reservation } = await storedBooking(code);
    expect((reservation.totals as { total: number }).total).toBe(total);
    expect(reservation.extra_units).toBe('|child-seat=2|');
    expect(String(reservation.bill)).toContain('2 × Silla para niño');
    expect(String(reservation.bill)).toContain('Conductor adicional 1');

    await page.getByTestId('confirm-reservation').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
    const text = (await mailbox.read((await mailbox.waitFor(bookingMailTo(email), 30_000)).id))
      .text;
    for (const line of [TEXT[lang].seats, TEXT[lang].driver, TEXT[lang].deposit])
      expect(text).toContain(line);
  });
}

test('the fleet says the fuel, mileage and deposit: the brand default once, a class with its own terms on its card (es)', async ({
  page,
}) => {
  // Tucán rents a premium class (PPAR): 300 km a day, $1,000 held.
  await page.goto(`http://127.0.0.1:${E2E_PORTS.tucan}/flota`);
  await expect(page.getByTestId('fleet-terms')).toContainText('Km ilimitados · depósito $500.00');
  const premium = page.locator('[data-car-class=PPAR]').first();
  await expect(premium.getByTestId('car-terms')).toHaveText('300 km/día · depósito $1,000.00');
  await expect(page.locator('[data-car-class=CCAR]').first().getByTestId('car-terms')).toHaveCount(
    0,
  );
});
