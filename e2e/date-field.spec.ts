import { expect, test, type Page } from '@playwright/test';
import { shortDate } from './date-helpers.ts';

/** Today in Panama, as an ISO day (the calendar's "today" and its first allowed pickup day). */
const panamaDay = (offsetDays = 0) =>
  new Date(Date.now() - 5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function openPickupCalendar(page: Page, path?: string) {
  if (path) await page.goto(path);
  const form = page.getByTestId('location-form');
  await expect(form.locator('input[name=from]')).not.toHaveValue('');
  await form.getByTestId('open-calendar').first().click();
  return form.getByTestId('calendar');
}

test.describe('date fields: the site’s own calendar (SPEC §4, §9)', () => {
  test('month and day names follow the page’s language; the week starts on Sunday @phone', async ({
    page,
  }) => {
    let calendar = await openPickupCalendar(page, '/');
    await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', 'domingo');
    await expect(calendar.locator('th').last()).toHaveAttribute('aria-label', 'sábado');
    await expect(
      calendar.getByRole('combobox', { name: 'Elegir el mes' }).locator('option').first(),
    ).toHaveText('enero');
    await expect(page.locator('input[name=from]')).toHaveAttribute('placeholder', 'mm/dd/aa');

    // Switching the language switches the calendar too.
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/en$/);
    calendar = await openPickupCalendar(page);
    await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', 'Sunday');
    await expect(
      calendar.getByRole('combobox', { name: 'Choose the Month' }).locator('option').first(),
    ).toHaveText('January');
    await expect(page.locator('input[name=from]')).toHaveAttribute('placeholder', 'mm/dd/yy');
  });

  test('past days are disabled and announced; a picked day shows as mm/dd/yy and goes to the search', async ({
    page,
  }) => {
    const calendar = await openPickupCalendar(page, '/en');
    // The calendar opens on the month of the pickup already filled in (mm/dd/yy), which is not
    // always this month: near a month's end the default pickup falls in the next one.
    const [m, , y] = (await page.locator('input[name=from]').inputValue()).split('/').map(Number);
    /** 'YYYY-MM' of a month counted from January (0) of `year`; 12 is the next January. */
    const isoMonth = (year: number, month: number) =>
      new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
    const shown = isoMonth(2000 + y, m - 1);
    const yesterday = panamaDay(-1);
    if (yesterday.slice(0, 7) === shown) {
      await expect(calendar.locator(`[data-day="${yesterday}"]`)).toHaveAttribute(
        'data-disabled',
        'true',
      );
      await expect(calendar.locator(`[data-day="${yesterday}"] button`)).toBeDisabled();
    }
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    const nextMonth = isoMonth(2000 + y, m);
    await calendar.locator(`[data-day="${nextMonth}-15"] button`).click();
    await expect(calendar).toHaveCount(0);
    await expect(page.locator('input[name=from]')).toHaveValue(shortDate(`${nextMonth}-15`));
    await expect(
      page.getByTestId('location-form').getByTestId('open-calendar').first(),
    ).toBeFocused();
    await page.locator('select[name="from-time"]').selectOption('08:30');
    await page.locator('input[name=to]').fill(shortDate(`${nextMonth}-18`));
    await page.getByLabel('Pickup location').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Search cars' }).click();
    await expect(page).toHaveURL(
      new RegExp(`from=${nextMonth}-15T08%3A30&to=${nextMonth}-18T10%3A00$`),
    );
  });

  test('works from the keyboard: arrows move, Enter picks, Escape closes', async ({ page }) => {
    const calendar = await openPickupCalendar(page, '/');
    const selected = await page.locator('input[name=from]').inputValue();
    await expect(calendar.locator('[data-selected=true] button')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    const moved = await page.locator('input[name=from]').inputValue();
    const [m, d, y] = selected.split('/').map(Number);
    const expected = new Date(Date.UTC(2000 + y, m - 1, d + 8)).toISOString().slice(0, 10);
    expect(moved).toBe(shortDate(expected));

    await page.keyboard.press('Enter'); // the focused calendar button opens it again
    await expect(page.getByTestId('calendar')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('calendar')).toHaveCount(0);
    await expect(page.locator('input[name=from]')).toHaveValue(moved);
  });

  test('a typed date that does not exist gets the message in the visitor’s language and stays as typed', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByTestId('location-form');
    await expect(form.locator('input[name=from]')).not.toHaveValue('');
    await form.getByLabel('Lugar de retiro').selectOption({ index: 1 });
    await form.locator('input[name=from]').fill('02/30/30');
    await form.getByRole('button', { name: 'Buscar autos' }).click();
    await expect(form.getByText('Fecha u hora no válida')).toBeVisible();
    await expect(form.locator('input[name=from]')).toHaveValue('02/30/30');
  });
});
