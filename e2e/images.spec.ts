import { expect, test, type Page } from '@playwright/test';
import { BUDGETS } from '../scripts/bench/budgets.ts';
import { cameraJpeg } from '../tests/support/camera-photo.ts';
import { asStaff, uploadAsStaff } from './stack-info.ts';

/**
 * A photo staff upload at full camera size (a 3 MB JPEG) reaches the renter at the
 * size it is shown, as AVIF (or WebP): the page offers a <picture> of resized copies and the
 * browser loads a small one. The photo is put on one car (or promotion) and taken off again.
 */

/** Puts a camera photo on one item of `collection` for the test, and takes it off after. */
async function withCameraPhoto(
  collection: 'flota' | 'promotions',
  filter: string,
  run: (file: string) => Promise<void>,
) {
  const staff = await asStaff();
  const jpeg = await cameraJpeg();
  expect(jpeg.length).toBeGreaterThan(3_000_000);
  const file = await uploadAsStaff('camera.jpg', 'image/jpeg', new Uint8Array(jpeg));
  const [item] = (await staff('GET', `/items/${collection}?${filter}&fields=id,image&limit=1`)) as {
    id: string;
    image: string | null;
  }[];
  await staff('PATCH', `/items/${collection}/${item.id}`, { image: file });
  try {
    await run(file);
  } finally {
    await staff('PATCH', `/items/${collection}/${item.id}`, { image: item.image });
    await staff('DELETE', `/files/${file}`);
  }
}

/** The page (cached: Studio's change reaches it by revalidation) loads a small AVIF copy of `file`. */
async function expectResizedPhoto(page: Page, path: string, file: string) {
  await expect
    .poll(async () => (await page.request.get(path)).text(), { timeout: 30_000 })
    .toContain(`/assets/${file}?w=320&amp;fm=avif 320w`);

  await page.goto(path);
  const picture = page.locator(`picture:has(img[src^="/assets/${file}"])`);
  await picture.scrollIntoViewIfNeeded();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    new RegExp(`/assets/${file}\\?w=640&fm=avif 640w`),
  );
  const img = picture.locator('img');
  // The first request for a copy makes it: Directus decodes the 3 MB photo and encodes AVIF
  // (a quarter of a second at AVIF_EFFORT on an idle core; more while the other project does the
  // same for its car).
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const loaded = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    width: el.naturalWidth,
  }));
  expect(loaded.src).toContain('fm=avif');
  expect(loaded.width).toBeLessThanOrEqual(960);
  const copy = await page.request.get(new URL(loaded.src).pathname + new URL(loaded.src).search);
  expect(copy.headers()['content-type']).toBe('image/avif');
  expect((await copy.body()).length).toBeLessThan(150_000);
  // Only the listed sizes are made.
  expect((await page.request.get(`/assets/${file}?w=4000&fm=avif`)).status()).toBe(400);
}

/**
 * The desktop and phone projects run these tests at the same time: each takes its own car and
 * promotion, or one would put back the other's photo (deleted by then) and leave the item bare.
 */
const slot = () => (test.info().project.name === 'phone' ? 1 : 0);

test('a 3 MB car photo is served resized, as AVIF, at phone width @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const model = ['Toyota Yaris', 'Nissan Versa'][slot()];
  await withCameraPhoto('flota', `filter[model][_eq]=${model}`, async (file) => {
    await expectResizedPhoto(page, '/flota', file);
    // The photo's resized copies are listed in the page: it keeps its weight budget.
    const html = await (await page.request.get('/flota')).body();
    expect(html.length).toBeLessThanOrEqual(BUDGETS.fleetHtmlKb * 1000);
  });
});

test('a 3 MB promotion picture is served resized, as AVIF, at phone width @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/promos');
  const slug = await page.getByTestId('promotion-card').nth(slot()).getAttribute('data-slug');
  await withCameraPhoto('promotions', `filter[slug][_eq]=${slug}`, (file) =>
    expectResizedPhoto(page, '/promos', file),
  );
});
