import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import type { BillLine } from '@rental/domain/reservation/price';
import { ensureRevalidateFlow } from '@rental/cms/flows';
import { admin, itConfig } from './helpers.ts';
import {
  BRAND,
  bookingDeps,
  expectedQuote,
  reservationRequest,
  reservationsOf,
  seedCars,
  storedReservation,
} from './booking-support.ts';

/**
 * Rates and closures as staff set them in Directus: a season for the brand prices the
 * days it covers, a season of another brand does not, the brand's length discount comes off the
 * car, and a branch's closed day or the brand's blackout refuses the trip, all decided by the
 * site's server with what Directus holds at that moment. Dates are months after the suite's
 * fixed clock, where no other test books.
 */
let cars: Awaited<ReturnType<typeof seedCars>>;
const created: string[] = [];
let siteId: string;
let branchId: string;

// Saturday 27 February 2027 10:00 → Thursday 4 March 10:00 in Panama: five rental days, the
// last three (1–3 March) in the season.
const trip = { pickupAt: '2027-02-27T15:00:00.000Z', returnAt: '2027-03-04T15:00:00.000Z' };

async function season(body: Record<string, unknown>) {
  const row = await (await admin()).post<{ id: string }>('/items/seasons', body);
  created.push(row.id);
}

beforeAll(async () => {
  cars = await seedCars();
  const a = await admin();
  [{ id: siteId }] = await a.get<{ id: string }[]>(
    `/items/sites_config?filter[brand][_eq]=${BRAND}&fields=id`,
  );
  [{ id: branchId }] = await a.get<{ id: string }[]>(
    '/items/branches?filter[code][_eq]=PTY&fields=id',
  );
});

afterAll(async () => {
  const a = await admin();
  if (created.length) await a.del('/items/seasons', created);
  await a.patch(`/items/sites_config/${siteId}`, { length_discounts: [], blackout_periods: [] });
  await a.patch(`/items/branches/${branchId}`, { closed_days: [] });
});

describe('seasonal rates and length discounts', () => {
  it("prices the season's days at its rate, the others at the car's, and takes the tier off", async () => {
    await season({
      name: 'IT Temporada alta',
      brands: [BRAND],
      first_day: '2027-03-01',
      last_day: '2027-03-31',
      percent: 50,
    });
    // Another brand's season on the same days changes nothing here.
    await season({
      name: 'IT Otra marca',
      brands: ['tucan'],
      first_day: '2027-02-01',
      last_day: '2027-03-31',
      percent: 200,
      sort: -1,
    });
    await (
      await admin()
    ).patch(`/items/sites_config/${siteId}`, {
      length_discounts: [
        { min_days: 5, percent: 10 },
        { min_days: 30, percent: 20 },
      ],
    });

    const request = reservationRequest(cars.allowed.id, trip);
    const result = await createReservation(bookingDeps(), request);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const stored = await storedReservation(result.reservation.id);
    const lines = (stored.extras as { lines: BillLine[] }).lines;
    const daily = cars.allowed.price_firefly;
    const high = Math.round(daily * 1.5);
    expect(lines.filter((l) => l.kind === 'car')).toEqual([
      { kind: 'car', unit: daily, quantity: 2, amount: daily * 2 },
      { kind: 'car', unit: high, quantity: 3, amount: high * 3, season: 'IT Temporada alta' },
    ]);
    expect(lines.find((l) => l.kind === 'lengthDiscount')).toEqual({
      kind: 'lengthDiscount',
      percent: 10,
      minDays: 5,
      amount: -Math.round(((daily * 2 + high * 3) * 10) / 100),
    });
    const quote = await expectedQuote(request);
    expect(quote.ok && quote.price.totals.total).toBe(result.reservation.totals.total);
  });

  it('prices a trip outside every season as before', async () => {
    const request = reservationRequest(cars.allowed.id, {
      pickupAt: '2027-02-20T15:00:00.000Z',
      returnAt: '2027-02-23T15:00:00.000Z',
    });
    const result = await createReservation(bookingDeps(), request);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const lines = ((await storedReservation(result.reservation.id)).extras as { lines: BillLine[] })
      .lines;
    expect(lines.filter((l) => l.kind === 'car' || l.kind === 'lengthDiscount')).toEqual([
      {
        kind: 'car',
        unit: cars.allowed.price_firefly,
        quantity: 3,
        amount: cars.allowed.price_firefly * 3,
      },
    ]);
  });
});

describe('closures', () => {
  it("refuses a pickup on the branch's closed day, and stores nothing", async () => {
    await (
      await admin()
    ).patch(`/items/branches/${branchId}`, {
      closed_days: [{ from: '2027-02-27', to: '2027-02-27', note: 'IT feriado' }],
    });
    const request = reservationRequest(cars.allowed.id, trip);
    const result = await createReservation(bookingDeps(), request);
    expect(result.ok === false && result.kind === 'rules' && result.problems).toContainEqual({
      key: 'branchClosedDay',
      params: { which: 'pickup', day: '2027-02-27' },
    });
    expect(await reservationsOf(request.client.email)).toHaveLength(0);
    await (await admin()).patch(`/items/branches/${branchId}`, { closed_days: [] });
    expect((await createReservation(bookingDeps(), request)).ok).toBe(true);
  });

  it("refuses a return in the brand's blackout period", async () => {
    await (
      await admin()
    ).patch(`/items/sites_config/${siteId}`, {
      blackout_periods: [{ from: '2027-03-04', to: '2027-03-06' }],
    });
    const request = reservationRequest(cars.allowed.id, trip);
    const result = await createReservation(bookingDeps(), request);
    expect(result.ok === false && result.kind === 'rules' && result.problems).toContainEqual({
      key: 'blackout',
      params: { from: '2027-03-04', to: '2027-03-06', which: 'return' },
    });
    expect(await reservationsOf(request.client.email)).toHaveLength(0);
  });
});

describe("the flow that refreshes the sites on staff's changes", () => {
  interface Flow {
    id: string;
    description: string;
    options: { collections: string[] };
  }
  const flowOf = async () =>
    (
      await (
        await admin()
      ).get<Flow[]>('/flows?filter[name][_eq]=Refresh the website&fields=id,description,options')
    )[0];

  it('covers the seasons, and is rebuilt on a database whose flow predates them', async () => {
    const flow = await flowOf();
    expect(flow.options.collections).toContain('seasons');
    const config = itConfig();
    const opts = { urls: config.revalidateUrls };
    expect(await ensureRevalidateFlow(await admin(), opts)).toBe('unchanged');
    // As the setup of the previous version left it: no seasons, a description without them.
    await (
      await admin()
    ).patch(`/flows/${flow.id}`, {
      description: flow.description.replace(/\(\d+ collections \w+\)$/, '(21 collections)'),
      options: {
        ...flow.options,
        collections: flow.options.collections.filter((c) => c !== 'seasons'),
      },
    });
    expect(await ensureRevalidateFlow(await admin(), opts)).toBe('rebuilt');
    expect((await flowOf()).options.collections).toContain('seasons');
  });
});
