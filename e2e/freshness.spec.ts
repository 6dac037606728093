import { expect, test } from '@playwright/test';
import { reloadUntil } from './reload-until.ts';
import { asStaff, stackInfo } from './stack-info.ts';

test.describe('revalidation endpoint', () => {
  test('rejects a missing or wrong secret and a malformed body', async ({ request }) => {
    const { revalidateSecret } = await stackInfo();
    expect(
      (await request.post('/api/revalidate', { data: { collection: 'flota' } })).status(),
    ).toBe(401);
    expect(
      (
        await request.post('/api/revalidate', {
          data: { collection: 'flota' },
          headers: { 'x-revalidate-secret': 'nope'.repeat(6) },
        })
      ).status(),
    ).toBe(401);
    expect(
      (
        await request.post('/api/revalidate', {
          data: { collection: 'DROP TABLE' },
          headers: { 'x-revalidate-secret': revalidateSecret },
        })
      ).status(),
    ).toBe(400);
    const ok = await request.post('/api/revalidate', {
      data: { collection: 'flota' },
      headers: { 'x-revalidate-secret': revalidateSecret },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ revalidated: 'cms:flota' });
  });
});

test.describe('an edit in the CMS', () => {
  test('shows up on the page without a rebuild', async ({ page }) => {
    test.setTimeout(90_000);
    const staff = await asStaff();
    const [site] = (await staff(
      'GET',
      '/items/sites_config?filter[brand][_eq]=firefly&fields=id,translations.id,translations.languages_code,translations.heroTitle',
    )) as {
      id: string;
      translations: { id: number; languages_code: string; heroTitle: string }[];
    }[];
    const es = site.translations.find((t) => t.languages_code === 'es-ES')!;
    const edited = `Editado en Studio ${Date.now()}`;
    const showsTitle = (title: string) =>
      reloadUntil(page, () => expect(page.locator('h1')).toHaveText(title, { timeout: 1000 }));
    await page.goto('/');
    // A retry may first meet the page the failed attempt's edit left, until its restore shows.
    await showsTitle(es.heroTitle);
    try {
      await staff('PATCH', `/items/sites_config_translations/${es.id}`, { heroTitle: edited });
      // The flow calls /api/revalidate; the next views refresh in the background.
      await showsTitle(edited);
    } finally {
      await staff('PATCH', `/items/sites_config_translations/${es.id}`, {
        heroTitle: es.heroTitle,
      });
    }
  });

  test('a new staff redirect is followed within a minute', async ({ page }) => {
    test.setTimeout(90_000);
    const staff = await asStaff();
    const from = `/e2e-${Date.now()}`;
    const created = (await staff('POST', '/items/redirects', {
      from,
      to: '/sucursales',
      statusCode: '302',
    })) as { id: string };
    try {
      await expect(async () => {
        await page.goto(`/en${from}`);
        expect(page.url()).toMatch(/\/en\/sucursales$/);
      }).toPass({ timeout: 60_000, intervals: [2000, 5000] });
    } finally {
      await staff('DELETE', `/items/redirects/${created.id}`);
    }
  });
});
