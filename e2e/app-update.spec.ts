import { expect, test, type Page } from '@playwright/test';
import { PREFETCH_DELAY_MS } from '@rental/domain/ui-defaults';
import { submitDriver, lookUp, seedReservation } from './precheckin-helpers.ts';

/** SPEC §4/§7: the build identifier, and an app update making the next navigation a full page load. */
test.describe('app updates', () => {
  test('the latest build identifier is served uncached and matches the page’s', async ({
    page,
    request,
  }) => {
    const res = await request.get(`/api/build?t=${Date.now()}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    const { buildId } = (await res.json()) as { buildId: string };
    expect(buildId).toMatch(/^firefly-[a-z0-9]+$/);
    const asked = page.waitForRequest((r) => /\/api\/build\?t=\d+$/.test(r.url()));
    await page.goto('/sucursales');
    await asked;
    await expect(page.getByTestId('build-id')).toHaveAttribute('data-build-id', buildId);
  });

  async function atPrecheckinThanks(page: Page) {
    const seeded = await seedReservation({ type: 'prepaid' });
    await lookUp(page, 'en', seeded.code, 'Perez');
    await submitDriver(page);
    await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
  }
  const samePage = (page: Page) =>
    page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage);

  test('with the same build, the preferences link stays a client-side navigation (en)', async ({
    page,
  }) => {
    await atPrecheckinThanks(page);
    const asked = page.waitForResponse((r) => r.url().includes('/api/build?t='));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    await page.getByTestId('preferences-button').click();
    await expect(page.getByTestId('precheckin-preferences')).toBeVisible({ timeout: 20_000 });
    expect(await samePage(page)).toBe(true);
  });

  test('after a new build, the next navigation is a full page load (en)', async ({ page }) => {
    await atPrecheckinThanks(page);
    // The server now reports another build; the tab notices when it becomes visible again.
    await page.route('**/api/build?**', (route) =>
      route.fulfill({
        json: { buildId: 'firefly-newer' },
        headers: { 'cache-control': 'no-store' },
      }),
    );
    const asked = page.waitForResponse((r) => r.url().includes('/api/build?t='));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    const load = page.waitForEvent('load');
    await page.getByTestId('preferences-button').click();
    await load;
    await expect(page.getByTestId('precheckin-preferences')).toBeVisible({ timeout: 20_000 });
    expect(await samePage(page)).toBeUndefined();
  });

  test('the loading bar shows, 3 px in the brand colour, only for a navigation slower than 200 ms (en)', async ({
    page,
  }) => {
    await atPrecheckinThanks(page);
    // Record every phase the bar goes through.
    await page.evaluate(() => {
      const bar = document.querySelector('[data-testid=loading-bar]')!;
      const seen: string[] = [];
      new MutationObserver(() => seen.push(bar.getAttribute('data-phase')!)).observe(bar, {
        attributes: true,
        attributeFilter: ['data-phase'],
      });
      Object.assign(window, { __phases: seen });
    });
    // Every request for the next route is slow (the delayed prefetch included).
    await page.route('**/precheckin/preferences**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByTestId('preferences-button').click();
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-phase', 'running');
    const look = await bar.evaluate((el) => ({
      height: getComputedStyle(el).height,
      colour: getComputedStyle(el).backgroundColor,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    }));
    expect(look.height).toBe('3px');
    const hex = look.brand.replace('#', '');
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`;
    expect(look.colour).toBe(rgb);
    await expect(page.getByTestId('precheckin-preferences')).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveAttribute('data-phase', 'idle', { timeout: 3000 });
    expect(
      await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases),
    ).toEqual(['waiting', 'running', 'finishing', 'resetting', 'idle']);
  });

  const preferencesFetches = (page: Page) => {
    const seen: number[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/precheckin/preferences') &&
        r.resourceType() === 'fetch' &&
        seen.push(Date.now()),
    );
    return seen;
  };

  /** When the preferences link enters the page, by the page's own clock (the test's notices it later under load). */
  const markLinkMounted = () => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid=preferences-button]')) return;
      Object.assign(window, { __linkMounted: Date.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  };

  test('the next route is prefetched one second after the link mounts, not at once (en)', async ({
    page,
  }) => {
    await page.addInitScript(markLinkMounted);
    const fetches = preferencesFetches(page);
    await atPrecheckinThanks(page);
    await expect.poll(() => fetches.length, { timeout: 5000 }).toBeGreaterThan(0);
    const mounted = await page.evaluate(
      () => (window as unknown as { __linkMounted: number }).__linkMounted,
    );
    expect(fetches[0] - mounted).toBeGreaterThanOrEqual(900);
  });

  test('no prefetch with data saver on (en)', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      }),
    );
    await page.addInitScript(markLinkMounted);
    const fetches = preferencesFetches(page);
    await atPrecheckinThanks(page);
    // The link's own decision, then the moment (by the page's clock) a prefetch would have gone out.
    await expect(page.getByTestId('preferences-button')).toHaveAttribute('data-prefetch', 'off');
    await page.waitForFunction(
      (delay) =>
        Date.now() >= (window as unknown as { __linkMounted: number }).__linkMounted + delay,
      PREFETCH_DELAY_MS,
    );
    expect(fetches).toEqual([]);
  });

  /**
   * A deployment under an open tab: the old build's files are gone. Every script chunk the page
   * had not loaded yet fails (retries too), as it would from a server that no longer has it.
   */
  async function failNewChunks(page: Page) {
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
    );
    const failed = new Set<string>();
    await page.route('**/_next/static/chunks/**', (route) => {
      const url = route.request().url();
      if (loaded.has(url)) return route.continue();
      failed.add(url);
      return route.abort('failed');
    });
    return failed;
  }

  /** The home page's search, sent: a programmatic navigation to the fleet, whose code the home page has not loaded. */
  async function searchFromHome(page: Page) {
    const form = page.getByTestId('location-form');
    await form.getByLabel('Pickup location').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Search cars' }).click();
  }

  async function atHome(page: Page) {
    await page.goto('/en');
    await expect(page.locator('input[name=from]')).not.toHaveValue('');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
  }

  test('a chunk that fails to load during a navigation loads the target route in full (en)', async ({
    page,
  }) => {
    await atHome(page);
    const failed = await failNewChunks(page);
    await searchFromHome(page);
    await expect(page).toHaveURL(/\/en\/flota\?pickup=/);
    await expect(page.getByTestId('car-card').first()).toBeVisible({ timeout: 20_000 });
    expect(failed.size).toBeGreaterThan(0);
    expect(await samePage(page)).toBeUndefined();
    // The reload went through the guard, which remembers when (SPEC §9: at most one per 10 s).
    expect(
      Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))),
    ).toBeGreaterThan(Date.now() - 60_000);
  });

  test('a second chunk failure within 10 s does not reload again: the error screen instead of a loop (en)', async ({
    page,
  }) => {
    await atHome(page);
    await page.evaluate(() => sessionStorage.setItem('chunk-reload-at', String(Date.now())));
    await failNewChunks(page);
    await searchFromHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page not found', {
      timeout: 20_000,
    });
    expect(await samePage(page)).toBe(true);
  });
});
