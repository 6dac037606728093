import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { mailbox, to } from './mailbox.ts';
import { seriousViolations } from './axe.ts';
import {
  bookInBrowser,
  fillCard,
  openMyBooking,
  panamaLocal,
  shot,
  storedBooking,
  type Lang,
} from './booking-helpers.ts';
import { TEST_CARDS } from './cards.ts';
import { fillDateTime } from './date-helpers.ts';

/**
 * Changing the dates of a booking paid online moves its money. Booked and paid by
 * card in the browser, found in /mi-reserva:
 * - the return moved later: the re-quote asks for the difference, the renter pays it by card
 *   (a declined card first: nothing changes, the typed trip stays), and the booking shows the
 *   new trip, both payments and the change confirmation arrives;
 * - the return moved earlier: confirmed, the difference refunded to the card and shown;
 * - the difference paid with PayPal: the tab leaves for PayPal's page and comes back to the
 *   change, which is made when the order is captured.
 */

const TEXT = {
  es: {
    pay: 'Paga abajo la diferencia',
    refund: 'te devolvemos',
    declined: 'La tarjeta fue rechazada',
    done: 'Listo: cambiamos tu reserva',
    refundRow: 'Reembolso: Tarjeta Visa terminada en 4242',
    subject: (code: string) => `Cambiamos tu reserva ${code}`,
    mailPaid: 'Pagaste la diferencia',
  },
  en: {
    pay: 'Pay the difference of',
    refund: 'we refund',
    declined: 'The card was declined',
    done: 'Done: your booking has been changed',
    refundRow: 'Refund: Visa card ending in 4242',
    subject: (code: string) => `Your reservation ${code} has been changed`,
    mailPaid: 'You paid the difference',
    mailRefund: 'We are refunding the difference',
  },
} as const;

/** Opens the change, moves the return to `returnAt` and asks for the quote: the new total. */
async function quoteNewReturn(page: Page, returnAt: string): Promise<number> {
  await page.getByTestId('change-trip-open').click();
  const form = page.getByTestId('change-trip');
  await fillDateTime(form, 'to', returnAt);
  await page.getByTestId('change-quote').click();
  const review = page.getByTestId('change-review');
  await expect(review).toBeVisible({ timeout: 20_000 });
  return Number(await review.getByTestId('bill-total').getAttribute('data-cents'));
}

async function paidBooking(page: Page, lang: Lang, prefix: string) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const booked = await bookInBrowser(page, lang, { type: 'prepaid', email });
  await openMyBooking(page, lang, booked.code);
  await expect(page.getByTestId('booking-paid')).toHaveAttribute(
    'data-cents',
    String(booked.total),
  );
  return { ...booked, email };
}

test.describe('the money of a change', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`a later return: the difference paid by card, a declined card first (${lang})`, async ({
      page,
    }, testInfo) => {
      const { code, total, email } = await paidBooking(page, lang, 'cm');
      const newTotal = await quoteNewReturn(page, panamaLocal(9, 12));
      expect(newTotal).toBeGreaterThan(total);
      await expect(page.getByTestId('change-settlement')).toContainText(TEXT[lang].pay);
      await expect(page.getByTestId('change-confirm')).toHaveCount(0);
      const paying = page.getByTestId('change-payment');
      await expect(paying.getByTestId('pay-card')).toBeVisible({ timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, `change-pay-${lang}`);

      await fillCard(page, TEST_CARDS.declined);
      await paying.getByTestId('pay-card').click();
      await expect(page.getByTestId('payment-error')).toContainText(TEXT[lang].declined, {
        timeout: 20_000,
      });
      await expect(page.getByTestId('change-review')).toBeVisible();
      expect(Number((await storedBooking(code)).reservation?.change_count ?? 0)).toBe(0);

      await fillCard(page, TEST_CARDS.approved);
      await paying.getByTestId('pay-card').click();
      await expect(page.getByTestId('change-done')).toContainText(TEXT[lang].done, {
        timeout: 20_000,
      });
      await expect(page.getByTestId('bill-total')).toHaveAttribute('data-cents', String(newTotal));
      await expect(page.getByTestId('booking-paid')).toHaveAttribute(
        'data-cents',
        String(newTotal),
      );
      await expect(page.getByTestId('booking-payment')).toHaveCount(2);
      await expect(page.getByTestId('booking-due')).toHaveAttribute('data-cents', '0');
      await shot(page, testInfo, `change-paid-${lang}`);
      const { payments } = await storedBooking(code);
      expect(payments.filter((p) => p.status === 'captured').map((p) => p.amount)).toEqual(
        expect.arrayContaining([total, newTotal - total]),
      );
      const message = await mailbox.waitFor(
        (m) => to(email)(m) && m.subject.includes(TEXT[lang].subject(code)),
        45_000,
      );
      expect(message.text).toContain(code);
      expect(message.text).toContain(TEXT[lang].mailPaid);
    });
  }

  test('an earlier return: the difference refunded to the card (en)', async ({
    page,
  }, testInfo) => {
    const { code, total, email } = await paidBooking(page, 'en', 'cr');
    const newTotal = await quoteNewReturn(page, panamaLocal(6, 10));
    expect(newTotal).toBeLessThan(total);
    await expect(page.getByTestId('change-settlement')).toContainText(TEXT.en.refund);
    await shot(page, testInfo, 'change-refund-review');
    await page.getByTestId('change-confirm').click();
    await expect(page.getByTestId('change-done')).toContainText(TEXT.en.done, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('booking-refund')).toContainText(TEXT.en.refundRow);
    await expect(page.getByTestId('booking-paid')).toHaveAttribute('data-cents', String(newTotal));
    await shot(page, testInfo, 'change-refunded');
    const staff = await storedBooking(code);
    expect(staff.reservation).toMatchObject({ change_count: 1, status: 'paid' });
    const message = await mailbox.waitFor(
      (m) => to(email)(m) && m.subject.includes(TEXT.en.subject(code)),
      45_000,
    );
    expect(message.text).toContain(TEXT.en.mailRefund);
  });

  test('the difference paid with PayPal: back from PayPal, the change is made (es)', async ({
    page,
  }) => {
    const { total } = await paidBooking(page, 'es', 'cp');
    const newTotal = await quoteNewReturn(page, panamaLocal(9, 12));
    await page.getByTestId('change-payment').getByTestId('pay-paypal').click();
    await expect(page.getByTestId('paypal-approve')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('paypal-approve').click();
    await expect(page.getByTestId('change-done')).toContainText(TEXT.es.done, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('bill-total')).toHaveAttribute('data-cents', String(newTotal));
    await expect(page.getByTestId('booking-paid')).toHaveAttribute('data-cents', String(newTotal));
    expect(newTotal).toBeGreaterThan(total);
  });
});
