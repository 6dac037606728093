import { expect, test, type Page } from '@playwright/test';
import { fillDriver, lookUp, seedReservation } from './precheckin-helpers.ts';

/** SPEC §4/§7: the build identifier, and an app update making the next navigation a full page load. */
test.describe('app updates', () => {
  test('the latest build identifier is served uncached and matches the page’s', async ({ page, request }) => {
    const res = await request.get(`/api/build?t=${Date.now()}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    const { buildId } = (await res.json()) as { buildId: string };
    expect(buildId).toMatch(/^firefly-[a-z0-9]+$/);
    const asked = page.waitForRequest((r) => /\/api\/build\?t=\d+$/.test(r.url()));
    await page.goto('/sucursales');
    await asked;
    await expect(page.getByTestId('build-id')).toHaveAttribute('data-build-id', buildId);
  });

  async function atPrecheckinThanks(page: Page) {
    const seeded = await seedReservation({ type: 'prepaid' });
    await lookUp(page, 'en', seeded.code, 'Perez');
    await fillDriver(page);
    await page.check('input[name=terms]');
    await page.getByTestId('verify-submit').click();
    await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
  }
  const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage);

  test('with the same build, the preferences link stays a client-side navigation (en)', async ({ page }) => {
    await atPrecheckinThanks(page);
    const asked = page.waitForResponse((r) => r.url().includes('/api/build?t='));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    await page.getByTestId('preferences-button').click();
    await expect(page.getByTestId('precheckin-preferences')).toBeVisible({ timeout: 20_000 });
    expect(await samePage(page)).toBe(true);
  });

  test('after a new build, the next navigation is a full page load (en)', async ({ page }) => {
    await atPrecheckinThanks(page);
    // The server now reports another build; the tab notices when it becomes visible again.
    await page.route('**/api/build?**', (route) => route.fulfill({ json: { buildId: 'firefly-newer' }, headers: { 'cache-control': 'no-store' } }));
    const asked = page.waitForResponse((r) => r.url().includes('/api/build?t='));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    const load = page.waitForEvent('load');
    await page.getByTestId('preferences-button').click();
    await load;
    await expect(page.getByTestId('precheckin-preferences')).toBeVisible({ timeout: 20_000 });
    expect(await samePage(page)).toBeUndefined();
  });
});
