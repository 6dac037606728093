import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { asStaff, uploadAsStaff } from './stack-info.ts';

/**
 * Issue 19: a car photo staff upload at full camera size (a 3 MB JPEG) reaches the renter at
 * the size it is shown, as AVIF (or WebP): /flota offers a <picture> of resized copies and the
 * browser loads a small one. The photo is put on one car and taken off again.
 */
async function cameraJpeg(): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 3600,
      height: 2700,
      channels: 3,
      background: { r: 70, g: 110, b: 150 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  expect(jpeg.length).toBeGreaterThan(3_000_000);
  return jpeg;
}

test('a 3 MB car photo is served resized, as AVIF, at phone width @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await asStaff();
  const file = await uploadAsStaff('camera.jpg', 'image/jpeg', new Uint8Array(await cameraJpeg()));

  const [car] = (await staff(
    'GET',
    '/items/flota?filter[model][_eq]=Toyota Yaris&fields=id,image&limit=1',
  )) as { id: string; image: string | null }[];
  await staff('PATCH', `/items/flota/${car.id}`, { image: file });
  try {
    // The fleet page is cached: Studio's change reaches it through revalidation.
    await expect
      .poll(async () => (await page.request.get('/flota')).text(), { timeout: 30_000 })
      .toContain(`/assets/${file}?w=320&amp;fm=avif 320w`);

    await page.goto('/flota');
    const picture = page.locator(`picture:has(img[src^="/assets/${file}"])`);
    await picture.scrollIntoViewIfNeeded();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`/assets/${file}\\?w=640&fm=avif 640w`),
    );
    const img = picture.locator('img');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
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
  } finally {
    await staff('PATCH', `/items/flota/${car.id}`, { image: car.image });
    await staff('DELETE', `/files/${file}`);
  }
});
