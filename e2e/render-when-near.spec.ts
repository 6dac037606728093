import { expect, test, type Page } from '@playwright/test';

/**
 * Long lists' cards that no first screen shows (from a list's fourth on) are drawn only when
 * they near the viewport (`render-when-near`, globals.css; docs/performance.md): a phone's
 * first load styles and lays out half as much. They are still in the page for find-in-page,
 * anchors and assistive technology, and drawn once scrolled to. A card not drawn yet has a
 * guessed height and no width of its own, so it never widens the page past a phone's screen;
 * the cards a first screen shows are drawn at once, so the page does not shift as it loads.
 * The accessibility scans (accessibility.spec.ts) run axe on these pages as they load, as
 * anyone's scan would.
 */
const deferred = (page: Page, selector: string) =>
  page
    .locator(selector)
    .last()
    .evaluate((element) => ({
      style: getComputedStyle(element).contentVisibility,
      // false while the browser skips the block's contents (content-visibility: auto).
      drawn: (element.firstElementChild ?? element).checkVisibility({
        contentVisibilityAuto: true,
      }),
    }));

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const { path, selector } of [
  { path: '/flota', selector: '[data-testid="car-card"]' },
  { path: '/en/sucursales', selector: '[data-testid="branch-list"] > li' },
]) {
  test(`${path}: the last card is drawn when scrolled to @phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect.poll(() => deferred(page, selector)).toEqual({ style: 'auto', drawn: false });
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.locator(selector).last().scrollIntoViewIfNeeded();
    await expect.poll(() => deferred(page, selector)).toEqual({ style: 'auto', drawn: true });
    await expect(page.locator(selector).last()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
}

test('the cards a first screen can show are drawn at once, so nothing shifts as a page loads', async ({
  page,
}) => {
  for (const [path, selector] of [
    ['/flota', '[data-testid="car-card"]'],
    ['/sucursales', '[data-testid="branch-list"] > li'],
  ]) {
    await page.goto(path);
    const styles = await page
      .locator(selector)
      .evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).contentVisibility));
    expect(styles.slice(0, 3), path).toEqual(['visible', 'visible', 'visible']);
    expect(styles.slice(3), path).not.toContain('visible');
  }
});
