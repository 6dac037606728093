import { expect, test } from '@playwright/test';
import { asStaff, stackInfo } from '../stack-info.ts';

/*
 * The scale-out profile (scripts/scale-stack.ts, playwright.scale.config.ts only): Next.js'
 * cache shared by the brand's two site processes through Redis (apps/web/src/server/shared-cache).
 * The Directus refresh flow calls the first process only; the second learns through Redis.
 */
async function sitesOf(): Promise<string[]> {
  const { sites } = await stackInfo();
  if (!sites) throw new Error('not the scale-out stack: it names no site processes');
  return sites;
}

test.describe('the scale-out profile', () => {
  test('a Studio edit reaches both site processes within 5 s, though Directus tells only the first', async () => {
    test.setTimeout(60_000);
    const sites = await sitesOf();
    const staff = await asStaff();
    const [car] = (await staff(
      'GET',
      '/items/flota?fields=id,model&filter[price_firefly][_gt]=0&sort=price_firefly&limit=1',
    )) as { id: string; model: string }[];
    const fleetOf = async (site: string) =>
      (await fetch(`${site}/flota`, { signal: AbortSignal.timeout(10_000) })).text();
    // Each process has the page and its data in its caches.
    for (const site of sites)
      for (let i = 0; i < 2; i++) expect(await fleetOf(site)).toContain(car.model);

    const renamed = `${car.model} Edición ${Date.now().toString(36)}`;
    await staff('PATCH', `/items/flota/${car.id}`, { model: renamed });
    try {
      const edited = Date.now();
      const seenAt = await Promise.all(
        sites.map(async (site) => {
          await expect
            .poll(async () => (await fleetOf(site)).includes(renamed), {
              timeout: 5_000,
              intervals: [200],
            })
            .toBe(true);
          return Date.now() - edited;
        }),
      );
      expect(Math.max(...seenAt)).toBeLessThanOrEqual(5_000);
    } finally {
      await staff('PATCH', `/items/flota/${car.id}`, { model: car.model });
    }
  });
});
