import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { mailbox, to, bookingMailsTo, bookingMailTo } from './mailbox.ts';
import { bookInBrowser, panamaLocal, storedBooking, type Lang } from './booking-helpers.ts';
import { E2E_PORTS } from './ports.ts';
import { asStaff, stackInfo } from './stack-info.ts';

/**
 * The outbox as a renter meets it. An SMTP outage during a booking (the booking
 * succeeds, the confirmation arrives once mail is back, once), and the reminders days before
 * pickup, reached by moving the firefly outbox worker's clock (OUTBOX_CLOCK_FILE). Both change
 * what every firefly e-mail does, so this file runs alone, after the rest (playwright.config.ts).
 */
const HOUR = 3_600_000;

/** The firefly worker's path to the mailbox: `up` or `down` (scripts/lib/fault-proxy.ts). */
const smtp = (mode: 'up' | 'down') =>
  fetch(`http://127.0.0.1:${E2E_PORTS.smtpFaultControl}/${mode}`, { method: 'POST' });

/** Moves the firefly worker's clock so that it reads `at` now. */
async function workerClockAt(at: number | null) {
  const { workerClockFile } = await stackInfo();
  await writeFile(workerClockFile, at === null ? '0' : String(at - Date.now()));
}

async function bookPayLater(page: import('@playwright/test').Page, lang: Lang, email: string) {
  const { code } = await bookInBrowser(page, lang, { type: 'postpaid', email });
  const { reservation } = await storedBooking(code);
  return { code, id: String(reservation.id) };
}

/** The outbox record of one message, as staff see it in Studio. */
async function outboxRecord(key: string) {
  const staff = await asStaff();
  const [row] = (await staff(
    'GET',
    `/items/email_outbox?filter[key][_eq]=${encodeURIComponent(key)}&fields=status,attempts,last_error`,
  )) as { status: string; attempts: number; last_error: string | null }[];
  return row ?? null;
}

const mailsTo = bookingMailsTo;

test.describe('the outbox', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  // A timed-out test's `finally` may never run (Playwright abandons its body): a retry, and the
  // budgets after this file, must not start with mail down or the worker's clock moved.
  test.afterAll(() => Promise.all([smtp('up'), workerClockAt(null)]));

  test('mail is down during a booking: the booking succeeds, the confirmation arrives once mail is back (en)', async ({
    page,
  }) => {
    const email = `outage-${randomUUID().slice(0, 8)}@example.com`;
    await smtp('down');
    let code = '';
    try {
      const booked = await bookPayLater(page, 'en', email);
      code = booked.code;
      await expect(page.getByTestId('thanks-code')).toHaveText(code);
      // The worker tried, failed, and keeps it queued for a later attempt: nothing is lost.
      await expect
        .poll(() => outboxRecord(`confirmation:${booked.id}`), { timeout: 30_000 })
        .toMatchObject({ status: 'queued', attempts: 1, last_error: expect.any(String) });
      expect(await mailsTo(email)).toHaveLength(0);
    } finally {
      await smtp('up');
    }
    // The back-off's first wait is 30 s (packages/domain/src/notifications/delivery.ts).
    const message = await mailbox.waitFor(bookingMailTo(email), 90_000);
    expect(message.subject).toContain(`Your reservation ${code} is confirmed`);
    await page.waitForTimeout(5_000);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('the pre-check-in invitation 72 h and the reminder 24 h before pickup, on the worker clock (es)', async ({
    page,
  }) => {
    const email = `reminders-${randomUUID().slice(0, 8)}@example.com`;
    const pickupAt = Date.parse(`${panamaLocal(4)}:00-05:00`);
    try {
      const { code } = await bookPayLater(page, 'es', email);
      await mailbox.waitFor(bookingMailTo(email), 30_000);
      // Booked four days ahead: neither reminder yet.
      await page.waitForTimeout(5_000);
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
        expect.stringContaining(`Tu reserva ${code} está confirmada`),
      ]);

      await workerClockAt(pickupAt - 71 * HOUR);
      const invitation = await mailbox.waitFor(
        (m) => to(email)(m) && m.subject.includes('pre-check-in'),
        60_000,
      );
      expect(invitation.subject).toContain(`Haz tu pre-check-in para la reserva ${code}`);
      expect((await mailbox.read(invitation.id)).text).toContain(`/precheckin?code=${code}`);
      expect((await mailsTo(email)).some((m) => m.subject.startsWith('Recordatorio'))).toBe(false);

      await workerClockAt(pickupAt - 23 * HOUR);
      const reminder = await mailbox.waitFor(
        (m) => to(email)(m) && m.subject.startsWith('Recordatorio'),
        60_000,
      );
      expect(reminder.subject).toContain(`reserva ${code}`);
      expect((await mailbox.read(reminder.id)).text).toContain('10:00');
      // Each once: the next ticks on the moved clock send nothing more.
      await page.waitForTimeout(5_000);
      expect(await mailsTo(email)).toHaveLength(3);
    } finally {
      await workerClockAt(null);
    }
  });
});
