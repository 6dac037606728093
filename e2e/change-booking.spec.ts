import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailbox, to } from './mailbox.ts';
import { seriousViolations } from './axe.ts';
import { bookInBrowser, openMyBooking, panamaLocal } from './booking-helpers.ts';
import { fillDateTime } from './date-helpers.ts';

/**
 * Changing a booking's dates from its page. Booked pay-later in the browser, found in
 * /mi-reserva, the return moved two days later: the server's re-quote (new bill, the
 * difference) is shown before the renter confirms; the booking then shows the new trip and
 * bill, and the change confirmation arrives with a calendar file that updates the events
 * (same UIDs, SEQUENCE 1, the new return).
 */

const TEXT = {
  es: {
    more: 'Pagas',
    branchClosed: 'La sucursal está cerrada a esa hora',
    done: 'Listo: cambiamos tu reserva',
    subject: (code: string) => `Cambiamos tu reserva ${code}`,
    file: (code: string) => `reserva-${code}.ics`,
  },
  en: {
    more: 'You pay',
    branchClosed: 'The branch is closed at that time',
    done: 'Done: your booking has been changed',
    subject: (code: string) => `Your reservation ${code} has been changed`,
    file: (code: string) => `reservation-${code}.ics`,
  },
} as const;

/** "2026-12-01T12:00" (Panama) → the .ics wall-clock stamp "20261201T120000". */
const stamp = (local: string) => `${local.replace(/[-:]/g, '')}00`;

test.describe('changing a booking', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`a pay-later booking's return moved: re-quoted, confirmed, e-mailed with its calendar (${lang})${lang === 'es' ? ' @phone' : ''}`, async ({
      page,
    }, testInfo) => {
      const email = `cb-${randomUUID().slice(0, 8)}@example.com`;
      const { code, total } = await bookInBrowser(page, lang, { type: 'postpaid', email });
      await openMyBooking(page, lang, code);
      await expect(page.getByTestId('bill-total')).toHaveAttribute('data-cents', String(total));

      await page.getByTestId('change-trip-open').click();
      const form = page.getByTestId('change-trip');
      await expect(form).toBeVisible();
      await expect(form.locator('select[name=pickup]')).toHaveValue('PTY');
      // A pickup at Albrook at 05:00, before it opens: the rule's message under the field,
      // what was typed kept.
      await form.locator('select[name=pickup]').selectOption('ALB');
      await form.locator('select[name="from-time"]').selectOption('05:00');
      await page.getByTestId('change-quote').click();
      await expect(form.getByTestId('field-error')).toHaveText(TEXT[lang].branchClosed, {
        timeout: 20_000,
      });
      await expect(form.locator('select[name=pickup]')).toHaveValue('ALB');
      await expect(form.locator('select[name="from-time"]')).toHaveValue('05:00');
      await expect(page.getByTestId('change-review')).toHaveCount(0);
      await form.locator('select[name=pickup]').selectOption('PTY');
      await form.locator('select[name="from-time"]').selectOption('10:00');

      const newReturn = panamaLocal(9, 12);
      await fillDateTime(form, 'to', newReturn);
      await page.getByTestId('change-quote').click();
      const review = page.getByTestId('change-review');
      await expect(review).toBeVisible({ timeout: 20_000 });
      const newTotal = Number(await review.getByTestId('bill-total').getAttribute('data-cents'));
      expect(newTotal).toBeGreaterThan(total);
      await expect(page.getByTestId('change-difference')).toContainText(TEXT[lang].more);
      expect(await seriousViolations(page)).toEqual([]);
      if (testInfo.project.name === 'phone' || lang === 'en')
        await testInfo.attach(`change-review-${lang}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });

      // Back to editing keeps the new date; the quote again, then the change.
      await page.getByTestId('change-back').click();
      await expect(form.locator('select[name="to-time"]')).toHaveValue('12:00');
      await page.getByTestId('change-quote').click();
      await expect(review).toBeVisible({ timeout: 20_000 });
      await page.getByTestId('change-confirm').click();

      await expect(page.getByTestId('change-done')).toContainText(TEXT[lang].done, {
        timeout: 20_000,
      });
      await expect(page.getByTestId('bill-total')).toHaveAttribute('data-cents', String(newTotal));
      await expect(page.getByTestId('booking-due')).toHaveAttribute('data-cents', String(newTotal));
      await expect(page.getByTestId('trip-recap')).toContainText('12:00');

      const message = await mailbox.waitFor(
        (m) => to(email)(m) && m.subject.includes(TEXT[lang].subject(code)),
        45_000,
      );
      expect(message.text).toContain(code);
      const ics = (await mailbox.attachment(message.id, TEXT[lang].file(code))).content.toString(
        'utf8',
      );
      expect(ics).toContain(`UID:reservation-${code.toLowerCase()}-return@`);
      expect(ics.match(/SEQUENCE:1/g)).toHaveLength(2);
      expect(ics).toContain(`DTSTART;TZID=America/Panama:${stamp(newReturn)}`);
    });
  }
});
