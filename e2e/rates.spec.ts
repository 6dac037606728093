import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { panamaLocal, shot, type Lang } from './booking-helpers.ts';
import { fillDateTime } from './date-helpers.ts';
import { asStaff } from './stack-info.ts';
import { exclusively } from './stack-lock.ts';

/**
 * The rates and closures as staff set them in Directus and a renter meets them: a season
 * names its days on the bill, a length discount is its own line, a branch's closed day and the
 * brand's blackout grey the fleet and are refused by the form, in both languages. Each project
 * works months ahead at an airport branch of its own, where no other test books, and puts
 * back what it set. The brand's own settings (length discounts, blackouts) are one for both
 * projects: the tests that set them take turns (`exclusively`).
 */
const BRAND_SETTINGS = 'firefly-site-settings';
const PLACE: Record<string, { branch: string; days: number }> = {
  desktop: { branch: 'RIH', days: 200 },
  phone: { branch: 'DAV', days: 250 },
};
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const WORDS = {
  es: {
    closed: 'Cerrado en tus fechas',
    branchClosed: 'La sucursal de retiro está cerrada el',
    blackout: 'No entregamos ni recibimos autos del',
    tier: 'Descuento por 45 días o más (10 %)',
  },
  en: {
    closed: 'Closed on your dates',
    branchClosed: 'The pickup branch is closed on',
    blackout: 'We hand out and take back no cars from',
    tier: 'Discount for 45 days or more (10%)',
  },
} as const;

type Staff = Awaited<ReturnType<typeof asStaff>>;

async function idOf(staff: Staff, path: string): Promise<string> {
  const [row] = (await staff('GET', `${path}&fields=id`)) as { id: string }[];
  return row.id;
}

/**
 * A project's branch and days; a retry takes later days, so that a page still cached from the
 * failed attempt (which carried its season or closure) is not mistaken for the retry's.
 */
function placeOf(testInfo: TestInfo) {
  const place = PLACE[testInfo.project.name] ?? PLACE.desktop;
  return { ...place, days: place.days + 15 * testInfo.retry };
}

/**
 * The booking page's catalogue is cached: a Studio change reaches it through revalidation,
 * the next request or two later, in each language. Waits until the page's data carries every mark.
 */
async function waitForBookingPage(page: Page, ...marks: RegExp[]) {
  for (const path of ['/reserva', '/en/reserva'])
    for (const mark of marks)
      await expect
        .poll(async () => (await page.request.get(path)).text(), { timeout: 30_000 })
        .toMatch(mark);
}
/** Text as it sits in the page's serialised data (quotes may be escaped). */
const inData = (text: string) => new RegExp(text.replaceAll('"', '\\\\?"'));

async function openForm(page: Page, lang: Lang, branch: string, from: number, to: number) {
  const search = new URLSearchParams({
    pickup: branch,
    from: panamaLocal(from),
    to: panamaLocal(to),
  });
  await page.goto(`${prefix(lang)}/flota?${search}`);
  const reserve = page.getByTestId('reserve-car').first();
  await expect(reserve).toHaveAttribute('href', new RegExp(`pickup=${branch}`));
  await reserve.click();
  await expect(page.getByTestId('reservation-form')).toBeVisible();
}

test.describe('rates and closures staff set', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a season names its days on the bill and a long rental gets its discount line', async ({
    page,
  }, testInfo) => {
    const { branch, days } = placeOf(testInfo);
    await exclusively(BRAND_SETTINGS, async () => {
      const staff = await asStaff();
      const name = `E2E Temporada ${testInfo.project.name} ${testInfo.retry}`;
      const siteId = await idOf(staff, '/items/sites_config?filter[brand][_eq]=firefly');
      const season = (await staff('POST', '/items/seasons', {
        name,
        brands: ['firefly'],
        first_day: panamaLocal(days + 1).slice(0, 10),
        last_day: panamaLocal(days + 10).slice(0, 10),
        percent: 50,
      })) as { id: string };
      await staff('PATCH', `/items/sites_config/${siteId}`, {
        length_discounts: [{ min_days: 45, percent: 10 }],
      });
      try {
        await waitForBookingPage(page, inData(name), inData('"minDays":45'));
        for (const lang of ['es', 'en'] as const) {
          await openForm(page, lang, branch, days, days + 46);
          const bill = page.getByTestId('bill-car');
          await expect(bill).toHaveCount(3);
          await expect(bill.nth(1)).toContainText(`(${name}): 10 ×`);
          await expect(page.getByTestId('bill-lengthDiscount')).toContainText(WORDS[lang].tier);
          await shot(page, testInfo, `reserva-season-${lang}`);
        }
      } finally {
        await staff('DELETE', `/items/seasons/${season.id}`);
        await staff('PATCH', `/items/sites_config/${siteId}`, { length_discounts: [] });
      }
    });
  });

  test("a branch's closed day and the brand's blackout grey the fleet and stop the form", async ({
    page,
  }, testInfo) => {
    const { branch } = placeOf(testInfo);
    const days = placeOf(testInfo).days + 60;
    await exclusively(BRAND_SETTINGS, async () => {
      const staff = await asStaff();
      const branchId = await idOf(staff, `/items/branches?filter[code][_eq]=${branch}`);
      const siteId = await idOf(staff, '/items/sites_config?filter[brand][_eq]=firefly');
      await staff('PATCH', `/items/branches/${branchId}`, {
        closed_days: [{ from: panamaLocal(days).slice(0, 10), to: panamaLocal(days).slice(0, 10) }],
      });
      await staff('PATCH', `/items/sites_config/${siteId}`, {
        blackout_periods: [
          { from: panamaLocal(days + 10).slice(0, 10), to: panamaLocal(days + 11).slice(0, 10) },
        ],
      });
      try {
        await waitForBookingPage(
          page,
          inData(`"from":"${panamaLocal(days).slice(0, 10)}"`),
          inData(`"from":"${panamaLocal(days + 10).slice(0, 10)}"`),
        );
        for (const lang of ['es', 'en'] as const) {
          const search = new URLSearchParams({
            pickup: branch,
            from: panamaLocal(days),
            to: panamaLocal(days + 3),
          });
          await page.goto(`${prefix(lang)}/flota?${search}`);
          await expect(page.getByTestId('car-trip').first()).toHaveText(WORDS[lang].closed);
          await expect(page.getByTestId('reserve-car')).toHaveCount(0);

          await openForm(page, lang, branch, days + 1, days + 4);
          const trip = page.getByTestId('trip');
          await fillDateTime(trip, 'from', panamaLocal(days));
          await expect(trip).toContainText(WORDS[lang].branchClosed);
          await fillDateTime(trip, 'from', panamaLocal(days + 8));
          await fillDateTime(trip, 'to', panamaLocal(days + 11));
          await expect(trip).not.toContainText(WORDS[lang].branchClosed);
          await expect(trip).toContainText(WORDS[lang].blackout);
          await shot(page, testInfo, `reserva-closed-${lang}`);
        }
      } finally {
        await staff('PATCH', `/items/branches/${branchId}`, { closed_days: [] });
        await staff('PATCH', `/items/sites_config/${siteId}`, { blackout_periods: [] });
      }
    });
  });
});

/*
 * The booking data is kept for a second in each process and, past that second, answered once
 * more while it is read again (lib/booking/recent.ts). A Studio edit forgets it through
 * /api/revalidate; that forget must reach the copy the pages' actions use, not only the route
 * handlers' (the build holds the module once per bundle: lib/runtime/process-wide.ts). So the
 * fleet search is asked once, more than a second passes, the day is closed, and the very next
 * search (one look, no polling: a second look would find the re-read data anyway) says closed.
 */
test('a day closed in Studio is closed in the very next fleet search', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { branch } = placeOf(testInfo);
  const days = placeOf(testInfo).days + 120;
  const day = panamaLocal(days).slice(0, 10);
  const search = `/flota?${new URLSearchParams({
    pickup: branch,
    from: panamaLocal(days),
    to: panamaLocal(days + 3),
  })}`;
  await exclusively(BRAND_SETTINGS, async () => {
    const staff = await asStaff();
    const branchId = await idOf(staff, `/items/branches?filter[code][_eq]=${branch}`);
    await page.goto(search);
    await expect(page.getByTestId('car-trip').first()).toHaveAttribute('data-total', /^\d+$/);
    await page.waitForTimeout(1_200);
    await staff('PATCH', `/items/branches/${branchId}`, { closed_days: [{ from: day, to: day }] });
    try {
      // The revalidation has landed once the booking page carries the closed day.
      await waitForBookingPage(page, inData(`"from":"${day}"`));
      await page.goto(search);
      await expect(page.getByTestId('car-trip').first()).toHaveText(WORDS.es.closed);
    } finally {
      await staff('PATCH', `/items/branches/${branchId}`, { closed_days: [] });
    }
  });
});
