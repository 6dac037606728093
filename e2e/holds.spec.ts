import { expect, test, type Page } from '@playwright/test';
import {
  chooseFirstCar,
  panamaLocal,
  continueToCheckout,
  fillReservation,
  storedBooking,
} from './booking-helpers.ts';
import { ownAddress } from './addresses.ts';

/*
 * What one visitor may hold unpaid (docs/reservation-flow.md "Holds"). From an address of the
 * test's own: the suite's shared address is exempt from the bound.
 */
test.use({
  extraHTTPHeaders: async ({}, use, info) => use({ 'x-real-ip': ownAddress(4, info.project.name) }),
});

const statusOf = async (code: string) => (await storedBooking(code)).reservation?.status;

/** A renter of the test's own: the suite's renters share one phone, which counts as a contact. */
const renterOf = (name: string) => {
  const digits = String(Date.now()).slice(-7);
  return {
    email: `${name}-${Date.now()}@example.com`,
    phone: `+507 6${digits.slice(0, 3)}-${digits.slice(3)}`,
  };
};

/**
 * Dates of the test's own, per project and attempt: by the time this file runs, the rest of the
 * suite may have booked the first car's class out on the usual dates.
 */
function ownTrip() {
  const info = test.info();
  const start =
    150 +
    (info.title.includes('(en)') ? 20 : 0) +
    (info.project.name === 'phone' ? 5 : 0) +
    info.retry * 10;
  return { from: panamaLocal(start), to: panamaLocal(start + 3) };
}

async function toCheckout(page: Page, lang: 'es' | 'en', renter: ReturnType<typeof renterOf>) {
  await chooseFirstCar(page, lang, ownTrip());
  await fillReservation(page, { type: 'prepaid', ...renter });
  return continueToCheckout(page, lang);
}

test('leaving the checkout unpaid gives the car back at once (es) @phone', async ({ page }) => {
  const code = await toCheckout(page, 'es', renterOf('suelta'));
  await expect(page.getByTestId('hold-note')).toHaveText(
    'Apartamos este auto para ti mientras pagas. Si sales del pago sin pagar, lo liberamos para otros clientes.',
  );
  expect(await statusOf(code)).toBe('unpaid');
  await page.screenshot({ path: test.info().outputPath('checkout-hold.png'), fullPage: true });
  await page.goto('/flota');
  await expect.poll(() => statusOf(code), { timeout: 10_000 }).toBe('abandoned');
});

test('a renter holds at most three unpaid bookings: the fourth is refused with a message, the form kept (en)', async ({
  page,
  context,
}) => {
  const renter = renterOf('holds');
  // Each booking left open in a tab of its own, as a renter comparing cars would.
  const first = await toCheckout(page, 'en', renter);
  const others = [
    await toCheckout(await context.newPage(), 'en', renter),
    await toCheckout(await context.newPage(), 'en', renter),
  ];
  for (const code of [first, ...others]) expect(await statusOf(code)).toBe('unpaid');

  const third = await context.newPage();
  await chooseFirstCar(third, 'en', ownTrip());
  await fillReservation(third, { type: 'prepaid', ...renter });
  await third.getByTestId('continue').click();
  await expect(third.getByTestId('booking-error')).toHaveText(
    'You already have bookings waiting for payment. Pay for one of them, or wait a few minutes: unpaid ones are released on their own.',
  );
  await expect(third.locator('input[name=email]')).toHaveValue(renter.email);
  await third.screenshot({ path: test.info().outputPath('holding.png') });

  // Leaving the first checkout releases it: the fourth booking goes through.
  await page.goto('/en/flota');
  await expect.poll(() => statusOf(first), { timeout: 10_000 }).toBe('abandoned');
  await third.getByTestId('continue').click();
  await expect(third.getByTestId('checkout')).toBeVisible({ timeout: 20_000 });
});
