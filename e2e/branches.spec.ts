import { expect, test, type Page } from '@playwright/test';
import {
  hoursFromRows,
  isOpenAt,
  type HoursRow,
  type WeeklyHours,
} from '../packages/domain/src/hours.ts';
import { stackInfo } from './stack-info.ts';

/** The branches as the stack's CMS holds them (seeded from services/cms/seed/data/branches.ts). */
interface CmsBranch {
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  hours: HoursRow[];
  isAirport: boolean;
  concessionFeePercent: number | null;
}

async function cmsBranches(): Promise<CmsBranch[]> {
  const info = await stackInfo();
  const url = `${info.cms}/items/branches?limit=-1&sort=sort,name&fields=code,name,latitude,longitude,hours,isAirport,concessionFeePercent`;
  const body = (await (
    await fetch(url, { headers: { authorization: `Bearer ${info.token}` } })
  ).json()) as { data: CmsBranch[] };
  return body.data;
}

const LANGS = [
  {
    path: '/sucursales',
    lang: 'es',
    title: 'Sucursales',
    airport: 'Aeropuerto',
    fee: /Cargo de concesión aeroportuaria del 12\s%/,
    days: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
    closed: 'Cerrado',
    allDay: 'Abierto 24 horas',
    panamaTime: 'hora de Panamá',
    openNow: 'Abierto ahora',
    closedNow: 'Cerrado ahora',
    directions: 'Cómo llegar',
  },
  {
    path: '/en/sucursales',
    lang: 'en',
    title: 'Locations',
    airport: 'Airport',
    fee: /Airport concession fee 12%/,
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    closed: 'Closed',
    allDay: 'Open 24 hours',
    panamaTime: 'Panama time',
    openNow: 'Open now',
    closedNow: 'Closed now',
    directions: 'Get directions',
  },
] as const;

interface JsonLdItem {
  '@type'?: string;
  name?: string;
  address?: unknown;
  geo?: unknown;
  openingHoursSpecification?: unknown[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const card = (page: Page, code: string) =>
  page.locator(`[data-testid="branch-card"][data-branch-code="${code}"]`);

test.describe('branches page', () => {
  for (const l of LANGS) {
    test(`${l.path} lists every branch with its details in ${l.lang}`, async ({ page }) => {
      const branches = await cmsBranches();
      expect(branches.length).toBeGreaterThan(0);
      const response = await page.goto(l.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);

      await expect(page.getByTestId('branch-card')).toHaveCount(branches.length);
      for (const branch of branches) {
        await expect(
          page.getByRole('heading', { level: 2, name: branch.name, exact: true }),
        ).toBeVisible();
      }

      // Tocumen: airport badge and its concession fee.
      const tocumen = card(page, 'PTY');
      await expect(tocumen.getByRole('heading', { level: 2 })).toContainText('Tocumen');
      await expect(tocumen.getByTestId('branch-airport')).toHaveText(l.airport);
      await expect(tocumen.getByTestId('branch-concession-fee')).toHaveText(l.fee);
      await expect(tocumen.getByTestId('branch-hours')).toContainText(l.allDay);
      await expect(tocumen.getByTestId('branch-phone')).toHaveAttribute('href', /^tel:\+507\d+$/);
      // A city branch has no airport badge.
      await expect(card(page, 'ALB').getByTestId('branch-airport')).toHaveCount(0);

      // Directions to the branch's coordinates on Google Maps, in a new tab.
      const ptyData = branches.find((b) => b.code === 'PTY')!;
      const directions = tocumen.getByTestId('branch-directions');
      await expect(directions).toHaveAccessibleName(
        new RegExp(`${l.directions}.*${escapeRegExp(ptyData.name)}`),
      );
      await expect(directions).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${ptyData.latitude},${ptyData.longitude}`,
      );
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('rel', /noopener/);

      // Hours: localized day names Monday → Sunday, in Panama time; a closed Sunday says so.
      const hours = card(page, 'C50').getByTestId('branch-hours');
      await expect(hours.locator('caption')).toContainText(l.panamaTime);
      await expect(hours.locator('tbody th')).toHaveText([...l.days]);
      await expect(hours.locator('tr[data-day="sun"] td')).toHaveText(l.closed);

      // One JSON-LD block lists an AutoRental per branch.
      const blocks = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as unknown);
      const items = (block: unknown): JsonLdItem[] => {
        const b = block as JsonLdItem & { '@graph'?: JsonLdItem[] };
        return Array.isArray(block) ? (block as JsonLdItem[]) : (b['@graph'] ?? [b]);
      };
      const names = branches.map((b) => b.name);
      const withBranches = blocks.filter((block) =>
        items(block).some(
          (item) => item['@type'] === 'AutoRental' && names.includes(item.name ?? ''),
        ),
      );
      expect(withBranches).toHaveLength(1);
      const rentals = items(withBranches[0]).filter((item) => item['@type'] === 'AutoRental');
      expect(rentals).toHaveLength(branches.length);
      expect(rentals.map((r) => r.name).sort()).toEqual([...names].sort());
      for (const rental of rentals) {
        expect(rental.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'PA' });
        expect(rental.openingHoursSpecification?.length).toBeGreaterThan(0);
      }
      const pty = rentals.find((r) => r.name === ptyData.name)!;
      expect(pty.geo).toMatchObject({
        '@type': 'GeoCoordinates',
        latitude: ptyData.latitude,
        longitude: ptyData.longitude,
      });
    });
  }

  test('the open-now badges follow Panama time in the browser, not in the prerendered page', async ({
    page,
    request,
  }) => {
    const branches = await cmsBranches();
    // The prerendered HTML cannot know the time: no badge until the browser works it out.
    expect(await (await request.get('/sucursales')).text()).not.toContain('branch-open-now');

    // Sunday 20:00 in Panama, already Monday 01:00 in UTC.
    const now = new Date('2026-01-12T01:00:00Z');
    await page.clock.setFixedTime(now);
    await page.goto('/sucursales');
    for (const branch of branches) {
      const badge = card(page, branch.code).getByTestId('branch-open-now');
      const open = isOpenAt(hoursFromRows(branch.hours) as WeeklyHours, now);
      await expect(badge).toHaveAttribute('data-open', String(open));
      await expect(badge).toHaveText(open ? LANGS[0].openNow : LANGS[0].closedNow);
    }
    await expect(card(page, 'PTY').getByTestId('branch-open-now')).toHaveAttribute(
      'data-open',
      'true',
    );
  });

  for (const l of LANGS) {
    test(`${l.path} has no horizontal scroll at phone width @phone`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(l.path);
      await expect(page.getByTestId('branch-card').first()).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);
    });
  }
});
