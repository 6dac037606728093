import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  chooseFirstCar,
  continueToCheckout,
  fillCard,
  fillReservation,
  storedBooking,
} from './booking-helpers.ts';
import { digitsOf, lastFour, TEST_CARDS, TEST_CVV } from './cards.ts';
import { stackInfo } from './stack-info.ts';

/*
 * Card numbers and CVVs are never stored or logged: after every other spec has paid
 * with the test cards, this pays once more while keeping every response the browser gets, then
 * scans those responses, the stack's database file and the log of all its processes.
 * Runs after the desktop and phone projects (playwright.config.ts), on the whole run's data.
 */

/** A card number as digits with or without the spaces or dashes people type between them. */
const numberPattern = (card: string) => new RegExp(digitsOf(card).split('').join('[ -]?'), 'g');
const PATTERNS = [
  ...Object.values(TEST_CARDS).map(numberPattern),
  // The CVV next to a name for it (JSON, a form field, a log line) or as an input's value.
  new RegExp(`(cvv|cvc|cvn|security.?code)\\W{0,8}${TEST_CVV}\\b`, 'gi'),
  new RegExp(`value="${TEST_CVV}"`, 'g'),
];

// The checkout's test-mode notice lists the test cards on purpose ("4242 4242 4242 4242
// (approved), …"): that published list is not data anyone typed.
const TEST_MODE_NOTICE =
  /\d{4} \d{4} \d{4} \d{4} \((aprobada|verificaci|rechazada|approved|bank verification|declined)/g;

function hits(label: string, raw: string): string[] {
  const text = raw.replace(TEST_MODE_NOTICE, '');
  return PATTERNS.flatMap((p) =>
    [...text.matchAll(p)].map(
      (m) => `${label}: …${text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 20)}…`,
    ),
  );
}

/** Pays for a booking with the approved card while recording every text response. */
async function payWhileRecording(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  page.context().on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/html|json|x-component|text\/plain|javascript/.test(type))
      response.text().then(
        (t) => bodies.push(t),
        () => undefined,
      );
  });
  await chooseFirstCar(page, 'es');
  await fillReservation(page, { type: 'prepaid' });
  const code = await continueToCheckout(page, 'es');
  await fillCard(page, TEST_CARDS.approved);
  await page.getByTestId('pay-card').click();
  await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
  expect((await storedBooking(code)).payments[0]).toMatchObject({
    status: 'captured',
    card_last4: lastFour(TEST_CARDS.approved),
  });
  bodies.push(await page.content());
  return bodies;
}

test('the scan finds card numbers and CVVs written the usual ways', () => {
  expect(
    hits(
      'x',
      '{"number":"4242424242424242"} 4242 4242 4242 4242 4000-0000-0000-0002 "cvv":"739" cvc=739 value="739"',
    ),
  ).toHaveLength(6);
  expect(
    hits('x', 'last4 4242, total 7390, id 42424242, Test cards: 4242 4242 4242 4242 (approved)'),
  ).toEqual([]);
});

test('no card number or CVV in the pages, the database or the logs', async ({ page }) => {
  const bodies = await payWhileRecording(page);
  const { database, logFile } = await stackInfo();
  const found = [
    ...bodies.flatMap((b, i) => hits(`response ${i}`, b)),
    ...hits('database', readFileSync(database).toString('latin1')),
    ...hits('logs', readFileSync(logFile, 'utf8')),
  ];
  expect(found).toEqual([]);
  // The scan sees what it scans: the payment it just made is in the database and logs are there.
  expect(readFileSync(database).toString('latin1')).toContain(lastFour(TEST_CARDS.approved));
  expect(readFileSync(logFile, 'utf8').length).toBeGreaterThan(1000);
});
