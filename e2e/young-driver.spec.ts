import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailbox, bookingMailTo } from './mailbox.ts';
import {
  birthdayAt23,
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  storedBooking,
} from './booking-helpers.ts';

/**
 * A driver under 25 pays the brand's surcharge for their age band (seeded: 23–24 at $15.00 a
 * day): in the bill as they type the birthday, in the price the server stores, and in the e-mail.
 */

const TEXT = {
  es: { line: 'Recargo por conductor joven', subject: 'Tu reserva' },
  en: { line: 'Young driver surcharge', subject: 'Your reservation' },
};

for (const lang of ['es', 'en'] as const) {
  test(`a 23-year-old driver pays the age band's surcharge in the bill, the stored price and the e-mail (${lang})${lang === 'es' ? ' @phone' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `young-${randomUUID().slice(0, 8)}@example.com`;
    await chooseFirstCar(page, lang);
    const older = await fillReservation(page, { type: 'postpaid', email });
    await expect(page.getByTestId('bill-youngDriver')).toHaveCount(0);

    const total = await fillReservation(page, {
      type: 'postpaid',
      email,
      birthday: birthdayAt23(),
    });
    const line = page.getByTestId('bill-youngDriver');
    await expect(line).toContainText(TEXT[lang].line);
    await expect(line).toContainText('× $15.00');
    expect(total).toBeGreaterThan(older);

    const code = await continueToCheckout(page, lang);
    const { reservation } = await storedBooking(code);
    expect((reservation.totals as { total: number }).total).toBe(total);
    expect(String(reservation.bill)).toContain('Recargo por conductor joven');

    await page.getByTestId('confirm-reservation').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
    const message = await mailbox.waitFor(bookingMailTo(email), 30_000);
    expect(message.subject).toContain(TEXT[lang].subject);
    expect((await mailbox.read(message.id)).text).toContain(TEXT[lang].line);
  });
}
