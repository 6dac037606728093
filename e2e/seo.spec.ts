import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './ports.ts';
import { stackInfo } from './stack-info.ts';

test.describe('sitemap and robots', () => {
  test('/sitemap.xml lists every public page in both languages with hreflang alternates', async ({
    request,
  }) => {
    const info = await stackInfo();
    const slugs = (
      (await (
        await fetch(`${info.cms}/items/info_pages?fields=slug&limit=-1`, {
          headers: { authorization: `Bearer ${info.token}` },
        })
      ).json()) as { data: { slug: string }[] }
    ).data.map((p) => p.slug);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const expected = [
      '/',
      '/flota',
      '/sucursales',
      '/promos',
      '/jobs',
      ...slugs.map((s) => `/info/${s}`),
    ].flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]);
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
  test('home: title, description, canonical, Open Graph and the business structured data', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle('Firefly Car Rental');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Firefly Car Rental',
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({ '@type': 'AutoRental', name: 'Firefly Car Rental' });
  });

  test('a content page titles itself "{page} | {siteName} Car Rental"', async ({ page }) => {
    await page.goto('/flota');
    await expect(page).toHaveTitle('Nuestra flota | Firefly Car Rental');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/flota$/);
  });
});

test.describe('brand icon', () => {
  const tucan = `http://127.0.0.1:${E2E_PORTS.tucan}`;

  for (const [label, url, brand] of [
    ['home', '/', 'firefly'],
    ['English fleet', '/en/flota', 'firefly'],
    ['a 404 page', '/no-existe', 'firefly'],
    ['another brand', `${tucan}/en`, 'tucan'],
  ] as const) {
    test(`${label} names the brand's icon, an SVG that is served`, async ({ page, request }) => {
      await page.goto(url);
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(href).toMatch(new RegExp(`^/brands/${brand}/icon\\.svg`));
      const icon = await request.get(new URL(href!, page.url()).href);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toContain('image/svg+xml');
    });
  }

  test('/favicon.ico leads to the brand icon instead of a 404 page', async ({ request }) => {
    for (const [base, brand] of [
      ['', 'firefly'],
      [tucan, 'tucan'],
    ] as const) {
      const redirect = await request.get(`${base}/favicon.ico`, { maxRedirects: 0 });
      expect(redirect.status()).toBe(308);
      expect(redirect.headers().location).toBe(`/brands/${brand}/icon.svg`);
      const icon = await request.get(`${base}/favicon.ico`);
      expect(icon.status()).toBe(200);
      expect(await icon.text()).toContain('<svg');
    }
  });
});
