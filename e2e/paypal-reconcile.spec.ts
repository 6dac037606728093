import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { mailbox, bookingMailsTo, bookingMailTo } from './mailbox.ts';
import {
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  storedBooking,
} from './booking-helpers.ts';
import { E2E_PORTS } from './ports.ts';

/**
 * The renter approves the order on PayPal's page and the tab
 * closes on the way back, so the site's own capture never runs. The server finishes it: on
 * firefly the worker's reconciler (every 2 s, orders pending over 8 s in the e2e stack), on
 * tucan PayPal's webhook (the contract server delivers to tucan only; tucan's reconciler waits
 * 10 minutes). Either way the reservation is paid once and the confirmation arrives.
 */
const SUBJECT = {
  es: (code: string) => `Tu reserva ${code} está confirmada`,
  en: (code: string) => `Your reservation ${code} is confirmed`,
};

/** Books prepaid, approves on PayPal's page, and closes the tab before the return page loads. */
async function approveAndCloseTab(page: Page, lang: 'es' | 'en', base?: string) {
  const email = `paypal-${randomUUID().slice(0, 8)}@example.com`;
  await chooseFirstCar(page, lang, { base });
  await fillReservation(page, { type: 'prepaid', email });
  const code = await continueToCheckout(page, lang);
  await page.getByTestId('pay-paypal').click();
  await expect(page.getByTestId('paypal-approve')).toBeVisible({ timeout: 20_000 });
  // The return to the site never arrives: the tab is closed as PayPal sends it back.
  let returning!: () => void;
  const returned = new Promise<void>((resolve) => (returning = resolve));
  await page.route(
    (url) => url.searchParams.get('paypal') === 'return',
    async (route) => {
      returning();
      await route.abort();
    },
  );
  await page.getByTestId('paypal-approve').click();
  await returned;
  await page.close();
  return { code, email };
}

async function expectPaidAndMailed(code: string, email: string, lang: 'es' | 'en') {
  const message = await mailbox.waitFor(bookingMailTo(email), 60_000);
  expect(message.subject).toContain(SUBJECT[lang](code));
  const { reservation, payments } = await storedBooking(code);
  expect(reservation).toMatchObject({ status: 'paid', payment_type: 'paypal' });
  expect(payments.map((p) => [p.provider, p.status])).toEqual([['paypal', 'captured']]);
  // One capture, one e-mail: the next ticks add nothing.
  await new Promise((r) => setTimeout(r, 4_000));
  expect(await bookingMailsTo(email)).toHaveLength(1);
  expect((await storedBooking(code)).payments).toHaveLength(1);
}

test.describe('a PayPal order approved, then the tab closed', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['es', 'en'] as const)
    test(`the worker's reconciler captures it and the confirmation arrives (${lang})`, async ({
      page,
    }) => {
      const { code, email } = await approveAndCloseTab(page, lang);
      // Not at once: the renter's own return has the grace period to finish it.
      const right = await storedBooking(code);
      expect(right.reservation).toMatchObject({ status: 'pending_payment' });
      expect(right.payments.map((p) => p.status)).toEqual(['pending']);
      await expectPaidAndMailed(code, email, lang);
    });

  test('PayPal’s webhook captures it at once on tucan, verified with PayPal (en)', async ({
    page,
  }) => {
    const tucan = `http://127.0.0.1:${E2E_PORTS.tucan}`;
    const { code, email } = await approveAndCloseTab(page, 'en', tucan);
    // Well inside tucan's 10-minute grace period: only the webhook can have done it.
    await expect
      .poll(async () => (await storedBooking(code)).reservation.status, { timeout: 20_000 })
      .toBe('paid');
    await expectPaidAndMailed(code, email, 'en');
  });
});
