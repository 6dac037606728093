import { expect, test } from '@playwright/test';
import { stackInfo } from './stack-info.ts';

test.describe('sitemap and robots', () => {
  test('/sitemap.xml lists every public page in both languages with hreflang alternates', async ({ request }) => {
    const info = await stackInfo();
    const slugs = ((await (await fetch(`${info.cms}/items/info_pages?fields=slug&limit=-1`, { headers: { authorization: `Bearer ${info.token}` } })).json()) as { data: { slug: string }[] }).data.map((p) => p.slug);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const expected = ['/', '/flota', '/sucursales', '/promos', '/jobs', ...slugs.map((s) => `/info/${s}`)].flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]);
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml).toContain('hreflang="en-US"');
    expect(xml).toContain('hreflang="es-PA"');
    expect(xml).toContain('hreflang="x-default"');
  });

  test('/robots.txt points at the sitemap and keeps the booking steps out', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(text).toContain('Disallow: /reserva');
    expect(text).toContain('Disallow: /precheckin');
  });
});

test.describe('page metadata', () => {
  test('home: title, description, canonical, Open Graph and the business structured data', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle('Firefly Car Rental');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Firefly Car Rental');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'AutoRental', name: 'Firefly Car Rental' });
  });

  test('a content page titles itself "{page} | {siteName} Car Rental"', async ({ page }) => {
    await page.goto('/flota');
    await expect(page).toHaveTitle('Nuestra flota | Firefly Car Rental');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/flota$/);
  });
});
