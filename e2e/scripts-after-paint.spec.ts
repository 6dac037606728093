import { expect, test } from '@playwright/test';

/**
 * A page's scripts are requested once its first frame is painted
 * (src/server/scripts-after-paint.ts), and the page still hydrates.
 */
for (const path of ['/', '/flota', '/en/sucursales']) {
  test(`${path} paints before it requests its scripts, then hydrates`, async ({ page }) => {
    await page.goto(path);
    // Hydrated: React has claimed the page's main element.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
        ),
      )
      .toBe(true);
    const timing = await page.evaluate(() => {
      const chunks = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'))
        .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script');
      return {
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
        firstScript: Math.min(...chunks.map((r) => r.startTime)),
        requested: chunks.length,
      };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.requested).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
  });
}
