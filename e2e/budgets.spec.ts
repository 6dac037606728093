import { devices, expect, test } from '@playwright/test';
import { BUDGETS, firstLoadMisses, MEASURED_PAGES } from '../scripts/bench/budgets.ts';
import { bookableCar, draftStorage } from '../scripts/bench/booking.ts';
import { E2E_PORTS } from './ports.ts';
import { stackInfo } from './stack-info.ts';

/**
 * The budgets that do not depend on the machine, on the production build in a phone's screen:
 * the layout shift of the first load and the JavaScript it transfers (compressed). One load per
 * page and no waiting for a quiet machine. Lighthouse's score, which does depend on the
 * machine, is `npm run bench`'s (docs/performance.md "Budgets").
 */
const BASE = `http://127.0.0.1:${E2E_PORTS.firefly}`;

/** Runs before the page's own scripts: every layout shift not caused by input, summed. */
function watchLayoutShift() {
  const state = window as unknown as { __layoutShift: number };
  state.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) state.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

function seedStorage(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
}

test('the layout-shift measure sees a block pushed down after the first paint', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const tab = await context.newPage();
  await tab.addInitScript(watchLayoutShift);
  await tab.goto(`${BASE}/info/terminos-y-condiciones`, { waitUntil: 'networkidle' });
  await tab.evaluate(async () => {
    const banner = document.createElement('div');
    banner.style.height = '300px';
    document.body.prepend(banner);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const cls = await tab.evaluate(
    () => (window as unknown as { __layoutShift: number }).__layoutShift,
  );
  await context.close();
  expect(cls).toBeGreaterThan(BUDGETS.cls);
});

test.describe('first-load budgets (phone screen)', () => {
  for (const page of MEASURED_PAGES) {
    test(`${page.path}: CLS ≤ ${BUDGETS.cls}, JavaScript ≤ ${BUDGETS.jsKb[page.kind]} KB`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const tab = await context.newPage();
      await tab.addInitScript(watchLayoutShift);
      if (page.draft) {
        const info = await stackInfo();
        const car = await bookableCar({ url: info.cms, token: info.token }, 'firefly');
        await tab.addInitScript(seedStorage, draftStorage('firefly', car));
      }
      const scripts: Promise<number>[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response
            .request()
            .sizes()
            .then((s) => s.responseBodySize + s.responseHeadersSize),
        );
      });
      await tab.goto(`${BASE}${page.path}`, { waitUntil: 'networkidle' });
      // A shift is reported after the frame it happened in: one more frame before reading.
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const cls = await tab.evaluate(
        () => (window as unknown as { __layoutShift: number }).__layoutShift,
      );
      const jsBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      await context.close();
      const report = `CLS ${cls.toFixed(3)}, JavaScript ${(jsBytes / 1000).toFixed(1)} KB`;
      test.info().annotations.push({ type: 'first load', description: report });
      console.log(`${page.path}: ${report}`);
      expect(jsBytes, 'no script was counted').toBeGreaterThan(0);
      expect(firstLoadMisses(page, { cls, jsBytes }), report).toEqual([]);
    });
  }
});
