import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailbox, to, bookingMailsTo, bookingMailTo } from './mailbox.ts';
import { TEST_CARDS } from './cards.ts';
import {
  chooseFirstCar,
  continueToCheckout,
  fillCard,
  fillReservation,
  panamaLocal,
} from './booking-helpers.ts';

/**
 * A renter gets the booking by e-mail within seconds, in the booking's language,
 * with its calendar file — read here from the development mailbox the outbox workers send to.
 */
/** "20261201T100000": the pickup as the calendar file writes it (Panama wall clock, 10:00). */
const pickupStamp = () => `${panamaLocal(4).slice(0, 10).replaceAll('-', '')}T100000`;

test.describe('the booking by e-mail', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a prepaid booking paid by card: the confirmation with what was paid and the .ics (es)', async ({
    page,
  }) => {
    const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
    await chooseFirstCar(page, 'es');
    const total = await fillReservation(page, { type: 'prepaid', email });
    const code = await continueToCheckout(page, 'es');
    await fillCard(page, TEST_CARDS.approved);
    await page.getByTestId('pay-card').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });

    const message = await mailbox.waitFor(bookingMailTo(email), 30_000);
    expect(message.subject).toContain(`Tu reserva ${code} está confirmada`);
    const full = await mailbox.read(message.id);
    const amount = (total / 100).toFixed(2);
    expect(full.text).toContain(code);
    expect(full.text).toContain('Pagado en línea');
    expect(full.text).toContain(amount);
    expect(full.text).toContain('/mi-reserva?code=' + code);
    expect(full.html).toContain('Aeropuerto');

    const ics = await mailbox.attachment(message.id, `reserva-${code}.ics`);
    expect(ics.contentType).toContain('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain(`DTSTART;TZID=America/Panama:${pickupStamp()}`);
    // The pickup branch is told too, in Spanish, with the renter's contact.
    const notice = await mailbox.waitFor(
      (m) => to('sucursal.pty@rental.example')(m) && m.subject.includes(code),
      30_000,
    );
    expect(notice.subject).toMatch(new RegExp(`^Nueva reserva ${code}: retiro el `));
    expect((await mailbox.read(notice.id)).text).toContain(email);
    // One event, one e-mail: the next ticks send nothing more for this booking.
    await page.waitForTimeout(3_000);
    expect(await bookingMailsTo(email)).toHaveLength(1);
  });

  test('a pay-later booking: the confirmation in English, due at the counter', async ({ page }) => {
    const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
    await chooseFirstCar(page, 'en');
    await fillReservation(page, { type: 'postpaid', email });
    const code = await continueToCheckout(page, 'en');
    await page.getByTestId('confirm-reservation').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });

    const message = await mailbox.waitFor(bookingMailTo(email), 30_000);
    expect(message.subject).toContain(`Your reservation ${code} is confirmed`);
    const full = await mailbox.read(message.id);
    expect(full.text).toContain('To pay at the counter');
    expect(full.text).toContain('/en/mi-reserva?code=' + code);
    expect(full.attachments.map((a) => a.filename)).toEqual([`reservation-${code}.ics`]);
  });
});
