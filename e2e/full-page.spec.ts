import { expect, test } from '@playwright/test';

/**
 * A page is drawn whole as it loads: nothing waits to be scrolled to before it is laid out
 * and painted (`content-visibility: auto` and the like). A full-page screenshot, a print, a
 * search engine's or an accessibility tool's capture shows every card, not empty boxes: the
 * long pages once deferred their cards from the fourth on (docs/performance.md), and a
 * full-page capture of /flota showed a column of blank white cards.
 */
const PAGES = ['/', '/flota', '/en/sucursales', '/promos', '/en/info/terminos-y-condiciones'];

for (const path of PAGES) {
  test(`${path}: every part is drawn without scrolling to it @phone`, async ({ page }) => {
    await page.goto(path);
    const skipped = await page.evaluate(() =>
      Array.from(document.body.querySelectorAll('*'))
        .filter(
          (element) =>
            getComputedStyle(element).contentVisibility !== 'visible' ||
            (element.checkVisibility() &&
              !element.checkVisibility({ contentVisibilityAuto: true })),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(skipped).toEqual([]);
    // The last card, far below the first screen, is painted in a full-page capture.
    const cards = page.locator('[data-testid="car-card"], [data-testid="branch-list"] > li');
    if ((await cards.count()) > 0) {
      const last = cards.last();
      expect(
        await last.evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(true);
    }
  });
}
