import { expect, test } from '@playwright/test';
import { BUDGETS } from '../scripts/bench/budgets.ts';
import { brandFleet } from './stack-info.ts';
import { fillDateTime } from './date-helpers.ts';
import { panamaLocal } from './booking-helpers.ts';

test.describe('home location form', () => {
  test('sends the search to the fleet in the URL, which shows it', async ({ page }) => {
    await page.goto('/');
    const form = page.getByTestId('location-form');
    // The form is interactive once hydrated: it then proposes tomorrow's dates.
    await expect(form.getByLabel('Fecha y hora de retiro', { exact: true })).not.toHaveValue('');
    await form
      .getByLabel('Lugar de retiro')
      .selectOption({ label: 'Aeropuerto Internacional de Tocumen' });
    await form.getByLabel('Devolver en el mismo lugar').uncheck();
    await form.getByLabel('Lugar de devolución').selectOption('ALB');
    // Within the brand's booking horizon (365 days ahead).
    const [from, to] = [panamaLocal(60, 9), panamaLocal(64, 9)];
    await fillDateTime(form, 'from', from);
    await fillDateTime(form, 'to', to);
    await form.getByRole('button', { name: 'Buscar autos' }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/flota\\?pickup=PTY&dropoff=ALB&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}$`,
      ),
    );
    await expect(page.getByTestId('search-summary')).toContainText('Tocumen');
  });

  test('explains what is wrong, in English, keeping the input', async ({ page }) => {
    await page.goto('/en');
    const form = page.getByTestId('location-form');
    await expect(form.getByLabel('Pickup date and time', { exact: true })).not.toHaveValue('');
    await fillDateTime(form, 'from', '2030-01-10T09:00');
    await fillDateTime(form, 'to', '2030-01-09T09:00');
    await form.getByRole('button', { name: 'Search cars' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await expect(form.getByText('Return must be after pickup')).toBeVisible();
    await expect(form.getByLabel('Pickup date and time', { exact: true })).toHaveValue('01/10/30');
    await expect(form.locator('select[name="from-time"]')).toHaveValue('09:00');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('shows the calls to action of the copy (corporate, leasing, assistance, airport tax, roadside)', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.getByTestId('cta-card')).not.toHaveCount(0);
    for (const href of [
      '/en/info/planes-corporativos',
      '/en/info/leasing-operativo',
      '/en/info/asistencia-24-horas',
      '/en/info/tasa-aeroportuaria',
      '/en/info/cobertura-asistencia-vial',
    ]) {
      await expect(page.locator(`[data-testid="cta-card"] a[href="${href}"]`)).toHaveCount(1);
    }
  });
});

test.describe('fleet filters', () => {
  test('filter and sort change the list and the URL, and a shared URL shows the same list @phone', async ({
    page,
  }) => {
    const fleet = await brandFleet('firefly');
    await page.goto('/flota');
    await page.getByLabel('Tipo').selectOption('suv');
    await expect(page).toHaveURL(/\/flota\?type=suv$/);
    const suvCount = await page.getByTestId('car-card').count();
    expect(suvCount).toBeGreaterThan(0);
    expect(suvCount).toBeLessThan(fleet.length);
    await page.getByLabel('Ordenar').selectOption('price-desc');
    await expect(page).toHaveURL(/type=suv&sort=price-desc/);
    const prices = await page
      .getByTestId('car-card')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.goto('/en/flota?type=suv&sort=price-desc');
    await expect(page.getByTestId('car-card')).toHaveCount(suvCount);
    await expect(page.getByLabel('Type')).toHaveValue('suv');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('car-card')).toHaveCount(fleet.length);
  });

  test('a filter chosen before the page could react (scripts still loading) filters once they run', async ({
    page,
  }) => {
    const fleet = await brandFleet('firefly');
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The prerendered page is there, its scripts are not: a visitor on a slow phone picks a type.
    await page.goto('/flota', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Tipo').selectOption('suv');
    release();
    await expect(page).toHaveURL(/\/flota\?type=suv$/);
    await expect(page.getByLabel('Tipo')).toHaveValue('suv');
    const count = await page.getByTestId('car-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(fleet.length);
  });

  test('shows each car with class, specs, availability and prices', async ({ page }) => {
    await page.goto('/en/flota');
    const card = page.getByTestId('car-card').first();
    await expect(card).toContainText('or similar');
    await expect(card).toContainText(/Class [A-Z]{4}/);
    await expect(card).toContainText(/passengers/);
    await expect(card.getByTestId('car-price')).toContainText('$');
    await expect(page.getByText('Unavailable').first()).toBeAttached();
  });

  test("sends each card's markup once: the page's data for the browser carries the cars, not their cards again", async ({
    request,
  }) => {
    const html = await (await request.get('/flota')).text();
    const fleet = await brandFleet('firefly');
    // Every car is in the HTML as its card…
    expect(html.match(/data-testid="car-card"/g)).toHaveLength(fleet.length);
    // …and React's payload (the inline `self.__next_f.push` scripts) has no card element.
    const payload = [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map((m) => m[1])
      .join('');
    expect(payload).not.toContain('\\"article\\"');
    expect(payload).toContain(fleet[0].model);
    // The 60 KB (docs/performance.md).
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(BUDGETS.fleetHtmlKb * 1000);
  });
});
