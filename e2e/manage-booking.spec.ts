import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { mailbox, to, bookingMailTo } from './mailbox.ts';
import { seriousViolations } from './axe.ts';
import {
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  type Lang,
} from './booking-helpers.ts';

/**
 * The renter's page of a booking. Booked pay-later in the browser, opened from the
 * e-mails' link (/mi-reserva?code=…), found by last name; a wrong name gets the neutral
 * message and keeps what was typed; the calendar file downloads; the confirmation sent again
 * arrives in the development mailbox the outbox workers send to.
 */
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

const TEXT = {
  es: {
    notFound: 'No encontramos una reserva con ese código y ese apellido o correo.',
    confirmed: 'Confirmada',
    resent: 'te enviamos de nuevo la confirmación',
    subject: (code: string) => `Tu reserva ${code} está confirmada`,
    file: (code: string) => `reserva-${code}.ics`,
  },
  en: {
    notFound: 'We could not find a booking with that code and last name or e-mail.',
    confirmed: 'Confirmed',
    resent: 'we are sending the confirmation again',
    subject: (code: string) => `Your reservation ${code} is confirmed`,
    file: (code: string) => `reservation-${code}.ics`,
  },
} as const;

test.describe('my booking', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`a pay-later booking: found by last name, its calendar file, the confirmation again (${lang})${lang === 'es' ? ' @phone' : ''}`, async ({
      page,
      request,
    }, testInfo) => {
      const email = `mb-${randomUUID().slice(0, 8)}@example.com`;
      await chooseFirstCar(page, lang);
      const total = await fillReservation(page, { type: 'postpaid', email });
      const code = await continueToCheckout(page, lang);
      await page.getByTestId('confirm-reservation').click();
      await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
      const first = await mailbox.waitFor(bookingMailTo(email), 30_000);
      expect(first.subject).toContain(TEXT[lang].subject(code));

      // The e-mails' link fills the code in; a wrong last name is refused like an unknown code.
      await page.goto(`${prefix(lang)}/mi-reserva?code=${code}`);
      await expect(page.locator('input[name=code]')).toHaveValue(code);
      await page.fill('input[name=identity]', 'Gómez');
      await page.getByTestId('lookup-submit').click();
      await expect(page.getByTestId('lookup-problem')).toHaveText(
        new RegExp(`^${TEXT[lang].notFound}`),
      );
      await expect(page.locator('input[name=code]')).toHaveValue(code);
      await expect(page.locator('input[name=identity]')).toHaveValue('Gómez');

      await page.fill('input[name=identity]', 'perez');
      const titleBefore = await page.evaluateHandle(() => document.querySelector('title'));
      await page.getByTestId('lookup-submit').click();
      const booking = page.getByTestId('my-booking');
      await expect(booking).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('booking-standing')).toHaveText(TEXT[lang].confirmed);
      await expect(page.getByTestId('thanks-code')).toHaveText(code);
      await expect(page.getByTestId('bill-total')).toHaveAttribute('data-cents', String(total));
      await expect(page.getByTestId('booking-due')).toHaveAttribute('data-cents', String(total));
      await expect(page.getByTestId('trip-recap')).toContainText('10:00');
      await expect(page.getByTestId('precheckin-link')).toHaveAttribute(
        'href',
        `${prefix(lang)}/precheckin?code=${code}`,
      );
      // Opening the session rendered nothing again: the page's <title> is the element it was
      // (a server action setting the cookie made Next.js re-render the route, and React
      // replaced the title, leaving the document without one for a moment).
      expect(
        await page.evaluate((before) => document.querySelector('title') === before, titleBefore),
      ).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      if (testInfo.project.name === 'phone')
        await testInfo.attach('my-booking-phone', {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });

      // The calendar file, for this browser's booking session.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('calendar-link').click(),
      ]);
      expect(download.suggestedFilename()).toBe(TEXT[lang].file(code));
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(code);
      expect(ics).toContain('DTSTART;TZID=America/Panama:');
      const answer = await page.request.get(`/api/my-booking/calendar?lang=${lang}`);
      expect(answer.headers()['content-type']).toContain('text/calendar');
      expect(answer.headers()['content-disposition']).toContain(
        `attachment; filename="${TEXT[lang].file(code)}"`,
      );
      // Another browser, without the session: the address names no booking.
      expect((await request.get(`/api/my-booking/calendar?lang=${lang}`)).status()).toBe(404);

      // A reload keeps the booking open (the session is a cookie).
      await page.reload();
      await expect(booking).toBeVisible({ timeout: 20_000 });

      await page.getByTestId('resend-confirmation').click();
      await expect(page.getByTestId('resend-result')).toContainText(TEXT[lang].resent);
      const second = await mailbox.waitFor((m) => to(email)(m) && m.id !== first.id, 30_000);
      expect(second.subject).toContain(TEXT[lang].subject(code));
      expect(second.attachments.map((a) => a.filename)).toEqual([TEXT[lang].file(code)]);

      // "Find another booking" ends the session itself: a saved copy of the cookie opens nothing.
      const saved = (await page.context().cookies()).find((c) => c.name === 'my_booking');
      expect(saved).toBeDefined();
      const ended = page.waitForResponse((r) => r.url().endsWith('/api/my-booking/session/end'));
      await page.getByTestId('find-another').click();
      expect((await ended).status()).toBe(204);
      await expect(page.getByTestId('my-booking-lookup')).toBeVisible();
      const replay = { headers: { cookie: `my_booking=${saved!.value}` } };
      const reopened = await request.get('/api/my-booking/session', replay);
      expect(await reopened.json()).toEqual({ ok: false, problem: 'notFound' });
      expect((await request.get(`/api/my-booking/calendar?lang=${lang}`, replay)).status()).toBe(
        404,
      );
    });
  }
});
