import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  continueToCheckout,
  fillReservation,
  panamaLocal,
  shot,
  type Lang,
} from './booking-helpers.ts';
import { asStaff, brandFleet } from './stack-info.ts';

/**
 * The inventory as a renter sees it: /flota with places and dates says, per car, whether it can be
 * booked and what the trip costs; the booking form says when the last car of a class went and
 * offers others. Each project works at an airport branch of its own (open all day), so the
 * two never share a class's stock; the units staff set here are put back afterwards.
 */
const BRANCH: Record<string, string> = { desktop: 'RIH', phone: 'DAV' };
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

type Staff = Awaited<ReturnType<typeof asStaff>>;

/** Sets the units of a class at a branch; returns how to put them back. */
async function setUnits(staff: Staff, branchCode: string, carClass: string, units: number) {
  const [branch] = (await staff(
    'GET',
    `/items/branches?filter[code][_eq]=${branchCode}&fields=id`,
  )) as { id: string }[];
  const [row] = (await staff(
    'GET',
    `/items/fleet_units?filter[branch][_eq]=${branch.id}&filter[class][_eq]=${carClass}&fields=id,units`,
  )) as { id: string; units: number }[];
  await staff('PATCH', `/items/fleet_units/${row.id}`, { units });
  return () => staff('PATCH', `/items/fleet_units/${row.id}`, { units: row.units });
}

/**
 * The search of a test's attempt: a retry books other days, since what the failed attempt booked
 * stays in the stack (the last car it took would make the retry fail for certain).
 */
function searchOf(testInfo: TestInfo, fromDays: number) {
  const days = fromDays + 7 * testInfo.retry;
  return new URLSearchParams({
    pickup: BRANCH[testInfo.project.name] ?? 'RIH',
    from: panamaLocal(days),
    to: panamaLocal(days + 3),
  });
}

test.describe('availability for the renter’s dates', () => {
  test('/flota prices each car for the searched trip, greys the sold-out ones and sorts by total', async ({
    page,
  }, testInfo) => {
    // Two priced searches, each with a full-page screenshot (2 s apiece on a phone here, idle),
    // and three calls to Directus: 8 s on a quiet machine, over 30 s in CI beside the other worker.
    test.setTimeout(60_000);
    const cheapest = (await brandFleet('firefly'))[0];
    const staff = await asStaff();
    const search = searchOf(testInfo, 100);
    const restore = await setUnits(staff, search.get('pickup')!, cheapest.class, 0);
    try {
      for (const lang of ['es', 'en'] as const) {
        await page.goto(`${prefix(lang)}/flota?${search}`);
        const soldOut = page
          .locator(`[data-testid=car-card][data-car-class="${cheapest.class}"]`)
          .first();
        await expect(soldOut.getByTestId('car-trip')).toHaveText(
          lang === 'es' ? 'Agotado para tus fechas' : 'Sold out for your dates',
        );
        await expect(soldOut.getByTestId('reserve-car')).toHaveCount(0);
        // One status per card: the trip's line, no availability badge or second "unavailable".
        await expect(soldOut.locator('.badge:not(.promo)')).toHaveCount(0);
        await expect(soldOut).not.toContainText(lang === 'es' ? 'Disponible' : 'Available');
        const totals = await page
          .locator('[data-testid=car-trip][data-total]')
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-total'))));
        expect(totals.length).toBeGreaterThan(3);
        expect(totals).toEqual([...totals].sort((a, b) => a - b));
        await expect(page.getByTestId('car-trip').first()).toContainText(
          lang === 'es' ? 'Total por 3 días' : 'Total for 3 days',
        );
        // The search stays in the address: the link can be shared.
        expect(new URL(page.url()).searchParams.get('pickup')).toBe(search.get('pickup'));
        await shot(page, testInfo, `flota-trip-${lang}`);
      }
      // Without a search the fleet looks as it always did.
      await page.goto('/flota');
      await expect(page.getByTestId('car-card').first()).toBeVisible();
      await expect(page.getByTestId('car-trip')).toHaveCount(0);
    } finally {
      await restore();
    }
  });

  test('the booking form tells the second renter the last car went, keeps the draft and offers others', async ({
    page,
    browser,
  }, testInfo) => {
    const cheapest = (await brandFleet('firefly'))[0];
    const staff = await asStaff();
    const search = searchOf(testInfo, 130);
    const restore = await setUnits(staff, search.get('pickup')!, cheapest.class, 1);
    const cheapestOnFleet = async (p: Page) => {
      await p.goto(`/flota?${search}`);
      const card = p.locator(`[data-testid=car-card][data-car-class="${cheapest.class}"]`).first();
      const reserve = card.getByTestId('reserve-car');
      // Priced for the search (the trips answered): the link carries it.
      await expect(card.getByTestId('car-trip')).toHaveAttribute('data-total', /\d/);
      await expect(reserve).toHaveAttribute('href', /pickup=/);
      return reserve;
    };
    const reserveFrom = async (p: Page, reserve: Locator) => {
      await reserve.click();
      await expect(p.getByTestId('reservation-form')).toBeVisible();
    };
    try {
      // The second renter opens the fleet while the car is still free.
      const secondReserve = await cheapestOnFleet(page);
      // The first renter books the last one (a prepaid booking holds it through its payment window).
      const first = await browser.newPage();
      await reserveFrom(first, await cheapestOnFleet(first));
      await fillReservation(first, { type: 'prepaid', email: 'first-stock@example.com' });
      await continueToCheckout(first, 'es');
      await first.close();

      // The second, with the page open from before, is told before filling in the rest.
      await reserveFrom(page, secondReserve);
      await expect(page.getByTestId('car-summary')).toContainText(
        'Este auto ya no está disponible para estas fechas',
      );
      const alternatives = page.getByTestId('car-alternative');
      await expect(alternatives.first()).toBeVisible();
      await fillReservation(page, {
        type: 'postpaid',
        email: 'second-stock@example.com',
        unpriced: true,
      });
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('booking-error')).toHaveText(
        'Este auto ya no está disponible para estas fechas. Elige otras fechas u otro auto.',
      );
      // A sold-out car has no total on offer, and the bill says why.
      await expect(page.getByTestId('bill-total')).toHaveCount(0);
      await expect(page.getByTestId('bill')).toContainText('no tiene precio para estas fechas');
      await shot(page, testInfo, 'reserva-sold-out');
      // Another car, everything typed kept; the refusal went with the car it was about.
      await alternatives.first().click();
      await expect(page.getByTestId('car-alternatives')).toHaveCount(0);
      await expect(page.getByTestId('booking-error')).toHaveCount(0);
      await expect(page.getByTestId('bill-total')).toBeVisible();
      await expect(page.locator('input[name=email]')).toHaveValue('second-stock@example.com');
      await continueToCheckout(page, 'es');
    } finally {
      await restore();
    }
  });
});
