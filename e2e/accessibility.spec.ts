import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseFirstCar } from './booking-helpers.ts';

/** WCAG 2.2 AA, as axe-core checks it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical violations, worded for the failure message (rule, what, where). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim())
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/**
 * The page as a visitor sees it once it has settled: loaded, its scripts idle, and a step that
 * reads the browser's draft past its placeholder (under load that takes a while after networkidle).
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('step-loading')).toHaveCount(0);
}

const PAGES = [
  '/',
  '/flota',
  '/sucursales',
  '/promos',
  '/jobs',
  '/info/terminos-y-condiciones',
  '/info/planes-corporativos',
  '/precheckin',
  '/no-such-page',
];

test.describe('accessibility: no serious or critical axe violations (WCAG 2.2 AA)', () => {
  for (const locale of ['es', 'en'] as const) {
    for (const path of PAGES) {
      const address = locale === 'es' ? path : `/en${path === '/' ? '' : path}`;
      test(`${address} @phone`, async ({ page }) => {
        await page.goto(address);
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test(`the booking page and its open calendar (${locale}) @phone`, async ({ page }) => {
      await chooseFirstCar(page, locale);
      await expect(page.getByTestId('reservation-form')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('[data-testid=renter] [data-testid=open-calendar]').click();
      await expect(page.getByTestId('calendar')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
