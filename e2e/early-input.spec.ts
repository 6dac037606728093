import { expect, test, type Page } from '@playwright/test';
import { fillDateTime } from './date-helpers.ts';

/**
 * The class of "touched before the page could react": a prerendered form works before its
 * scripts run (a slow phone), and what the visitor did then must survive hydration
 * (the date fields read their DOM at hydration; the places are uncontrolled). The fleet
 * filters' case is in home-fleet.spec.ts.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Panama's day `n` days from now, `YYYY-MM-DD`. */
const day = (n: number) =>
  new Date(Date.now() - 5 * 3600_000 + n * 86400_000).toISOString().slice(0, 10);
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

test('the home search keeps a branch, a tick box and a date set before the page hydrated', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('location-form');
  await form.locator('select[name=pickup]').selectOption('PTY');
  await form.locator('input[type=checkbox]').uncheck();
  await fillDateTime(form, 'to', `${day(4)}T09:00`);
  release();
  // Hydrated: the form proposes a pickup date (it was empty), and the other return place shows.
  await expect(form.locator('input[name=from]')).not.toHaveValue('');
  await expect(form.locator('select[name=dropoff]')).toBeVisible();
  await expect(form.locator('select[name=pickup]')).toHaveValue('PTY');
  await expect(form.locator('input[type=checkbox]')).not.toBeChecked();
  await expect(form.locator('input[name="to"]')).toHaveValue(shown(day(4)));
  await expect(form.locator('select[name="to-time"]')).toHaveValue('09:00');
  await form.locator('select[name=dropoff]').selectOption('ALB');
  await fillDateTime(form, 'from', `${day(2)}T09:00`);
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(
    new RegExp(`/flota\\?pickup=PTY&dropoff=ALB&from=${day(2)}T09%3A00&to=${day(4)}T09%3A00$`),
  );
});
