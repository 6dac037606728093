import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../hours.ts';
import { byTripTotal, fleetTrip, tripCoverages } from './fleet-trip.ts';
import type { BookingCatalog } from './quote.ts';

const now = new Date('2026-11-21T15:00:00Z');
const day = (open: string, close: string) => [[open, close]] as [string, string][];
const office: WeeklyHours = {
  mon: day('08:00', '17:00'),
  tue: day('08:00', '17:00'),
  wed: day('08:00', '17:00'),
  thu: day('08:00', '17:00'),
  fri: day('08:00', '17:00'),
  sat: day('08:00', '17:00'),
  sun: [],
};
const car = (id: string, cls: string, price: number, extra: object = {}) => ({
  id,
  class: cls,
  status: 'available' as const,
  price,
  discount: 10,
  prepaid_price: null,
  minimum_days: 1,
  ...extra,
});
const catalog: BookingCatalog = {
  brandMinDays: 1,
  limits: { maxRentalDays: 60, bookingHorizonDays: 365 },
  allowedClasses: [],
  disableReservationsUntil: null,
  cars: [
    car('eco', 'ECAR', 4000),
    car('suv', 'SFAR', 9000, { minimum_days: 5 }),
    car('gone', 'ECAR', 3000, { status: 'unavailable' }),
    car('mini', 'MCAR', 3500),
  ],
  branches: [
    { code: 'CTR', hours: office, isAirport: false, concessionFeePercent: null, dropoffFee: 0 },
  ],
  coverages: [
    { code: 'basic', kind: 'coverage', dailyPrice: 1200, mandatory: true, includes: [] },
    { code: 'cdw', kind: 'coverage', dailyPrice: 1800, mandatory: false, includes: [] },
  ],
};
// Monday 23 November 10:00 → Thursday 26 November 10:00 in Panama: three days.
const search = {
  pickupBranch: 'CTR',
  returnBranch: 'CTR',
  pickupAt: new Date('2026-11-23T15:00:00Z'),
  returnAt: new Date('2026-11-26T15:00:00Z'),
};

describe('fleetTrip', () => {
  it('prices each bookable car for the trip with the coverage every booking must have', () => {
    const trips = fleetTrip(search, catalog, {}, now);
    expect(trips.eco).toEqual({
      bookable: true,
      block: null,
      minimumDays: 1,
      // (4000 × 3 + 1200 × 3) + 7 % ITBMS; prepaid takes 10 % off the car.
      postpaidTotal: 16692,
      prepaidTotal: 15408,
      days: 3,
      unitsLeft: null,
    });
  });

  it('says why a car cannot be booked: sold out, minimum days, closed branch, unavailable', () => {
    const stock = { MCAR: { units: 2, left: 0 }, ECAR: { units: 4, left: 1 } };
    const trips = fleetTrip(search, catalog, stock, now);
    expect(trips.mini).toMatchObject({ bookable: false, block: 'soldOut' });
    expect(trips.suv).toMatchObject({ bookable: false, block: 'minimumDays', minimumDays: 5 });
    expect(trips.gone).toMatchObject({ bookable: false, block: 'unavailable' });
    expect(trips.eco).toMatchObject({ bookable: true, unitsLeft: 1 });
    const sunday = {
      ...search,
      pickupAt: new Date('2026-11-22T15:00:00Z'),
    };
    expect(fleetTrip(sunday, catalog, {}, now).eco).toMatchObject({ block: 'branchClosed' });
  });

  it("prices the trip with the brand's seasons and length tiers", () => {
    const rated: BookingCatalog = {
      ...catalog,
      rates: {
        // The last two of the three days are high season: the car at 5000 instead of 4000.
        seasons: [
          {
            name: 'Alta',
            from: '2026-11-24',
            to: '2026-12-31',
            percent: null,
            classPrices: { ECAR: 5000 },
          },
        ],
        tiers: [{ minDays: 3, percent: 10 }],
      },
    };
    // Car 4000 + 5000 × 2 = 14000, 10 % off for 3 days → 12600; cover 3600; + 7 % ITBMS.
    expect(fleetTrip(search, rated, {}, now).eco).toMatchObject({
      bookable: true,
      postpaidTotal: Math.round((12600 + 3600) * 1.07),
    });
  });

  it("greys cars on a branch's closed day and in the brand's blackout", () => {
    const closing = (
      extra: Partial<BookingCatalog>,
      closedDays: { from: string; to: string }[],
    ) => ({
      ...catalog,
      ...extra,
      branches: catalog.branches.map((b) => ({ ...b, closedDays })),
    });
    const holiday = closing({}, [{ from: '2026-11-26', to: '2026-11-26' }]);
    expect(fleetTrip(search, holiday, {}, now).eco).toMatchObject({
      bookable: false,
      block: 'closed',
    });
    const blackout = closing({ blackouts: [{ from: '2026-11-20', to: '2026-11-23' }] }, []);
    expect(fleetTrip(search, blackout, {}, now).eco).toMatchObject({ block: 'closed' });
    // A closure the rental only runs across does not stop it.
    const across = closing({}, [{ from: '2026-11-24', to: '2026-11-25' }]);
    expect(fleetTrip(search, across, {}, now).eco).toMatchObject({ bookable: true });
  });

  it('takes the cheapest cover when none is mandatory', () => {
    const optional = {
      ...catalog,
      coverages: catalog.coverages.map((c) => ({ ...c, mandatory: false })),
    };
    expect(tripCoverages(optional)).toEqual(['basic']);
    expect(tripCoverages(catalog)).toEqual(['basic']);
  });

  it('sorts by trip total, bookable cars first, either way', () => {
    const trips = fleetTrip(search, catalog, { MCAR: { units: 2, left: 0 } }, now);
    const cars = catalog.cars.map((c) => ({ id: c.id }));
    expect(byTripTotal(cars, trips).map((c) => c.id)).toEqual(['eco', 'gone', 'mini', 'suv']);
    expect(byTripTotal(cars, trips, true).map((c) => c.id)).toEqual(['eco', 'suv', 'mini', 'gone']);
  });
});
