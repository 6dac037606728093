import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { mailbox, to, bookingMailsTo, bookingMailTo } from './mailbox.ts';
import { formatCents } from '@rental/domain/money';
import {
  bookInBrowser,
  chooseFirstCar,
  openMyBooking,
  shot,
  storedBooking,
  type Lang,
} from './booking-helpers.ts';
import { asStaff } from './stack-info.ts';

/**
 * Cancelling from /mi-reserva under the brand's policy (24 h free, then 10 % of the
 * total kept, as the seed sets it). A card-paid booking within the free window: the policy and
 * the refund before confirming, the confirm step, the cancelled standing and the refund after,
 * the refund recorded, the cancellation e-mail with it. One picked up in 12 hours, past the
 * free window: the fee kept. A pay-later one: nothing charged, nothing refunded.
 */

const TEXT = {
  es: {
    confirmed: (code: string) => `Tu reserva ${code} está confirmada`,
    cancelledSubject: (code: string) => `Tu reserva ${code} está cancelada`,
    cancelled: 'Cancelada',
    policy: 'Puedes cancelar gratis hasta 24 horas antes del retiro.',
    refunded: (amount: string, fee: string) =>
      `Reembolsado: ${amount} (retenido según la política: ${fee}).`,
    refundedAll: (amount: string) => `Reembolsado: ${amount}, todo lo que pagaste.`,
    mailRefund: (amount: string) => new RegExp(`Reembolso a tu tarjeta\\s+\\${amount}`),
    mailFee: (fee: string) => new RegExp(`Retenido según la política de cancelación\\s+\\${fee}`),
    payLater: 'Elegiste pagar al retirar: no se te cobró nada',
  },
  en: {
    confirmed: (code: string) => `Your reservation ${code} is confirmed`,
    cancelledSubject: (code: string) => `Your reservation ${code} is cancelled`,
    cancelled: 'Cancelled',
    policy: 'You can cancel free of charge until 24 hours before pickup.',
    refunded: (amount: string, fee: string) =>
      `Refunded: ${amount} (kept under the policy: ${fee}).`,
    refundedAll: (amount: string) => `Refunded: ${amount}, everything you paid.`,
    mailRefund: (amount: string) => new RegExp(`Refund to your card\\s+\\${amount}`),
    mailFee: (fee: string) => new RegExp(`Kept under the cancellation policy\\s+\\${fee}`),
    payLater: 'You chose to pay at pickup: nothing was charged',
  },
} as const;

/** Panama local 'YYYY-MM-DDTHH:00', `hours` from now rounded up to the hour. */
function panamaInHours(hours: number): string {
  const at = new Date(Math.ceil((Date.now() + hours * 3_600_000) / 3_600_000) * 3_600_000);
  return new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 16);
}

/** Books with the approving card (or pay later) and waits for its confirmation e-mail. */
async function book(
  page: Page,
  lang: Lang,
  type: 'prepaid' | 'postpaid',
  when: { from?: string; to?: string } = {},
) {
  const email = `cx-${randomUUID().slice(0, 8)}@example.com`;
  const { code, total } = await bookInBrowser(page, lang, { type, email, when });
  const confirmation = await mailbox.waitFor(bookingMailTo(email), 30_000);
  expect(confirmation.subject).toContain(TEXT[lang].confirmed(code));
  return { email, total, code };
}

async function openBooking(page: Page, lang: Lang, code: string) {
  await openMyBooking(page, lang, code);
  await expect(page.getByTestId('cancel-box')).toContainText(TEXT[lang].policy);
}

async function confirmCancel(page: Page, lang: Lang) {
  await page.getByTestId('cancel-confirm-button').click();
  await expect(page.getByTestId('cancel-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('booking-standing')).toHaveText(TEXT[lang].cancelled);
  await expect(page.getByTestId('cancel-start')).toHaveCount(0);
}

async function refundOf(code: string) {
  const { reservation } = await storedBooking(code);
  const staff = await asStaff();
  const refunds = (await staff(
    'GET',
    `/items/refunds?filter[reservation][_eq]=${String(reservation.id)}&fields=amount,fee,status,provider`,
  )) as { amount: number; fee: number; status: string; provider: string }[];
  return { status: reservation.status, refunds };
}

/** The cancellation e-mail, once: read it, and see no other message follows it. */
async function cancellationMail(lang: Lang, email: string, code: string) {
  const message = await mailbox.waitFor(
    (m) => to(email)(m) && m.subject.includes(TEXT[lang].cancelledSubject(code)),
    30_000,
  );
  const full = await mailbox.read(message.id);
  // One event, one e-mail: the next ticks send neither another cancellation nor a confirmation.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const all = (await bookingMailsTo(email)).map((m) => m.subject);
  expect(all).toHaveLength(2);
  expect(all.filter((s) => s === message.subject)).toHaveLength(1);
  expect(all.filter((s) => s.includes(TEXT[lang].confirmed(code)))).toHaveLength(1);
  // Its calendar file marks the booking's two events cancelled (the same UIDs).
  const file = lang === 'es' ? `reserva-${code}.ics` : `reservation-${code}.ics`;
  const ics = (await mailbox.attachment(message.id, file)).content.toString('utf8');
  expect(ics.match(/STATUS:CANCELLED/g)).toHaveLength(2);
  expect(ics).toContain(`UID:reservation-${code.toLowerCase()}-pickup@`);
  return full;
}

test.describe('cancelling a booking', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`paid by card, within the free window: all refunded, recorded, e-mailed (${lang})`, async ({
      page,
    }, testInfo) => {
      const { email, total, code } = await book(page, lang, 'prepaid');
      await openBooking(page, lang, code);
      await shot(page, testInfo, 'my-booking-before');

      await page.getByTestId('cancel-start').click();
      const confirm = page.getByTestId('cancel-confirm');
      await expect(confirm).toHaveAttribute('data-window', 'free');
      const amount = formatCents(total, lang);
      const nothing = formatCents(0, lang);
      await expect(page.getByTestId('cancel-refund')).toHaveText(amount);
      await expect(page.getByTestId('cancel-fee')).toHaveText(nothing);
      await shot(page, testInfo, 'my-booking-confirm');

      await confirmCancel(page, lang);
      await expect(page.getByTestId('refund-state')).toHaveAttribute('data-status', 'completed');
      await expect(page.getByTestId('refund-state')).toHaveText(TEXT[lang].refundedAll(amount));
      await shot(page, testInfo, 'my-booking-after');

      expect(await refundOf(code)).toEqual({
        status: 'cancelled',
        refunds: [{ amount: total, fee: 0, status: 'completed', provider: 'sandbox' }],
      });
      const mail = await cancellationMail(lang, email, code);
      expect(mail.text).toMatch(TEXT[lang].mailRefund(amount));
      expect(mail.text).toContain(code);
    });
  }

  test('paid by card, picked up in 12 hours: past the free window, the fee kept (en)', async ({
    page,
  }) => {
    const from = panamaInHours(12);
    const { email, total, code } = await book(page, 'en', 'prepaid', {
      from,
      to: panamaInHours(12 + 72),
    });
    await openBooking(page, 'en', code);
    await page.getByTestId('cancel-start').click();
    await expect(page.getByTestId('cancel-confirm')).toHaveAttribute('data-window', 'late');
    // The seed's late fee: 10 % of the total, kept from what was paid.
    const fee = Math.round(total / 10);
    await expect(page.getByTestId('cancel-fee')).toHaveText(formatCents(fee, 'en'));
    await expect(page.getByTestId('cancel-refund')).toHaveText(formatCents(total - fee, 'en'));
    await confirmCancel(page, 'en');
    await expect(page.getByTestId('refund-state')).toHaveText(
      TEXT.en.refunded(formatCents(total - fee, 'en'), formatCents(fee, 'en')),
    );
    expect(await refundOf(code)).toEqual({
      status: 'cancelled',
      refunds: [{ amount: total - fee, fee, status: 'completed', provider: 'sandbox' }],
    });
    const mail = await cancellationMail('en', email, code);
    expect(mail.text).toMatch(TEXT.en.mailRefund(formatCents(total - fee, 'en')));
    expect(mail.text).toMatch(TEXT.en.mailFee(formatCents(fee, 'en')));
  });

  test('pay later: nothing charged, nothing refunded (es) @phone', async ({ page }, testInfo) => {
    const { email, code } = await book(page, 'es', 'postpaid');
    await openBooking(page, 'es', code);
    await page.getByTestId('cancel-start').click();
    await expect(page.getByTestId('cancel-nothing-paid')).toBeVisible();
    await expect(page.getByTestId('cancel-refund')).toHaveCount(0);
    await confirmCancel(page, 'es');
    await expect(page.getByTestId('refund-state')).toHaveCount(0);
    await shot(page, testInfo, 'my-booking-pay-later-after');
    expect(await refundOf(code)).toEqual({ status: 'cancelled', refunds: [] });
    const mail = await cancellationMail('es', email, code);
    expect(mail.text).toContain(TEXT.es.payLater);
  });

  for (const lang of ['es', 'en'] as const)
    test(`the policy under the booking form (${lang})`, async ({ page }, testInfo) => {
      await chooseFirstCar(page, lang);
      const policy = page.getByTestId('booking-cancellation-policy');
      await expect(policy).toContainText(TEXT[lang].policy);
      await policy.scrollIntoViewIfNeeded();
      await shot(page, testInfo, 'reserva-policy');
    });
});
