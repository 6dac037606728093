import { expect, test } from '@playwright/test';
import { postReservation } from '../scripts/bench/reservation-route.ts';
import { chooseFirstCar, fillReservation } from './booking-helpers.ts';
import { ownAddress } from './addresses.ts';
import { E2E_PORTS } from './ports.ts';

/*
 * Reservation creation is limited per address (20 per 10 minutes, lib/rate-limit/rules.ts).
 * This test comes from an address of its own (X-Real-IP), so the rest of the suite is not
 * limited by it, and uses up the address's allowance first with invalid requests, which count
 * as tries too.
 */
// One address per project (desktop, phone) and run, so that neither eats the other's allowance.
const addressOf = (project: string) => ownAddress(0, project);
test.use({
  extraHTTPHeaders: async ({}, use, info) => use({ 'x-real-ip': addressOf(info.project.name) }),
});

test('the 21st reservation from one address in ten minutes is refused with a message, the form kept (es)', async ({
  page,
}, info) => {
  const address = addressOf(info.project.name);
  await chooseFirstCar(page, 'es');
  await fillReservation(page, { type: 'postpaid', email: 'limite@example.com' });
  for (let i = 0; i < 20; i++) {
    const result = await postReservation<{ kind: string }>(
      `http://127.0.0.1:${E2E_PORTS.firefly}`,
      {},
      { 'x-real-ip': address },
    );
    expect(result.kind).toBe('invalid');
  }
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('booking-error')).toHaveText(
    'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
  );
  await expect(page.locator('input[name=email]')).toHaveValue('limite@example.com');
  await page.screenshot({ path: test.info().outputPath('limited.png') });
});

test('an IPv6 client counts on its /64: a new address of the block per request is still refused after 20', async ({}, info) => {
  // A block of this run and project; each request claims another address in it.
  const block = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${info.project.name === 'phone' ? 2 : 1}`;
  const kinds: string[] = [];
  for (let i = 1; i <= 22; i++) {
    const result = await postReservation<{ kind: string }>(
      `http://127.0.0.1:${E2E_PORTS.firefly}`,
      {},
      { 'x-real-ip': `${block}:${i.toString(16)}::${i.toString(16)}` },
    );
    kinds.push(result.kind);
  }
  expect(kinds).toEqual([
    ...Array<string>(20).fill('invalid'),
    ...Array<string>(2).fill('limited'),
  ]);
  // The next /64 is another client.
  const other = await postReservation<{ kind: string }>(
    `http://127.0.0.1:${E2E_PORTS.firefly}`,
    {},
    { 'x-real-ip': `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:3::1` },
  );
  expect(other.kind).toBe('invalid');
});
