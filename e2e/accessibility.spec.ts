import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { chooseFirstCar } from './booking-helpers.ts';

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
  '/mi-reserva',
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
      // A car chosen, then two full scans on a phone: 23–33 s on a loaded two-core machine.
      test.setTimeout(60_000);
      await chooseFirstCar(page, locale);
      await expect(page.getByTestId('reservation-form')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('[data-testid=renter] [data-testid=open-calendar]').click();
      await expect(page.getByTestId('calendar')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
