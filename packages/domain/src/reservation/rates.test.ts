import { describe, expect, it } from 'vitest';
import { priceReservation, type PriceInput } from './price.ts';
import { lengthTier, rentalDays, seasonOn, type RatePlan, type Season } from './rates.ts';

const high: Season = {
  name: 'Temporada alta',
  from: '2027-12-20',
  to: '2028-01-05',
  percent: 25,
  classPrices: { SFAR: 12000 },
};
const carnaval: Season = {
  name: 'Carnaval',
  from: '2028-01-04',
  to: '2028-01-10',
  percent: 50,
  classPrices: {},
};
const plan: RatePlan = {
  seasons: [high, carnaval],
  tiers: [
    { minDays: 7, percent: 5 },
    { minDays: 30, percent: 10 },
  ],
};
const car = { class: 'ECAR', price: 4000, discount: 10, prepaid_price: null };
/** 10:00 in Panama on a day. */
const at = (day: string) => new Date(`${day}T15:00:00Z`);

const input = (over: Partial<PriceInput> = {}): PriceInput => ({
  car,
  reservationType: 'postpaid',
  days: 3,
  coverages: [],
  roadside: null,
  delivery: 0,
  dropoff: 0,
  coupon: null,
  airportFeePercent: null,
  rates: { plan, carClass: 'ECAR', pickupAt: at('2027-12-18') },
  ...over,
});

describe('seasons', () => {
  it('finds the season of a Panama day, the first listed winning an overlap', () => {
    expect(seasonOn('2027-12-19', plan.seasons)).toBeNull();
    expect(seasonOn('2027-12-20', plan.seasons)?.name).toBe('Temporada alta');
    expect(seasonOn('2028-01-05', plan.seasons)?.name).toBe('Temporada alta');
    expect(seasonOn('2028-01-06', plan.seasons)?.name).toBe('Carnaval');
  });

  it('prices a rental across a season boundary day by day, each day by the Panama day it starts', () => {
    // 18, 19 December at the brand's price; 20, 21 at +25 %.
    const days = rentalDays(car, 'postpaid', at('2027-12-18'), 4, plan.seasons);
    expect(days).toEqual([
      { daily: 4000, season: null },
      { daily: 4000, season: null },
      { daily: 5000, season: 'Temporada alta' },
      { daily: 5000, season: 'Temporada alta' },
    ]);
    // 23:30 on the 19th in Panama is 04:30 UTC on the 20th: still the 19th's price.
    const late = rentalDays(car, 'postpaid', new Date('2027-12-20T04:30:00Z'), 1, plan.seasons);
    expect(late).toEqual([{ daily: 4000, season: null }]);
  });

  it("uses a season's class price over its percentage, and keeps the prepaid saving in proportion", () => {
    const suv = { class: 'SFAR', price: 9000, discount: 0, prepaid_price: 8100 };
    expect(rentalDays(suv, 'postpaid', at('2027-12-24'), 1, plan.seasons)).toEqual([
      { daily: 12000, season: 'Temporada alta' },
    ]);
    // Its fixed prepaid price is 90 % of its daily price: 90 % of the season's.
    expect(rentalDays(suv, 'prepaid', at('2027-12-24'), 1, plan.seasons)).toEqual([
      { daily: 10800, season: 'Temporada alta' },
    ]);
    expect(rentalDays(suv, 'prepaid', at('2027-12-01'), 1, plan.seasons)).toEqual([
      { daily: 8100, season: null },
    ]);
  });
});

describe('length tiers', () => {
  it('applies the longest tier reached, from its first day on', () => {
    expect(lengthTier(6, plan.tiers)).toBeNull();
    expect(lengthTier(7, plan.tiers)?.percent).toBe(5);
    expect(lengthTier(29, plan.tiers)?.percent).toBe(5);
    expect(lengthTier(30, plan.tiers)?.percent).toBe(10);
  });
});

describe('priceReservation with rates', () => {
  it('shows one car line per run of days at a price, named by its season', () => {
    const price = priceReservation(input({ days: 4 }));
    expect(price.lines.filter((l) => l.kind === 'car')).toEqual([
      { kind: 'car', unit: 4000, quantity: 2, amount: 8000 },
      { kind: 'car', unit: 5000, quantity: 2, amount: 10000, season: 'Temporada alta' },
    ]);
    expect(price.totals.carTotal).toBe(18000);
    expect(price.totals.total).toBe(19260);
  });

  it('takes the tier off the car at its boundary: 6 days none, 7 days 5 %', () => {
    const quiet = { plan, carClass: 'ECAR', pickupAt: at('2027-11-01') };
    const six = priceReservation(input({ days: 6, rates: quiet }));
    expect(six.lines.some((l) => l.kind === 'lengthDiscount')).toBe(false);
    expect(six.totals.subtotal).toBe(24000);
    const seven = priceReservation(input({ days: 7, rates: quiet }));
    expect(seven.lines).toContainEqual({
      kind: 'lengthDiscount',
      percent: 5,
      minDays: 7,
      amount: -1400,
    });
    expect(seven.totals.subtotal).toBe(28000 - 1400);
  });

  it('prices season, tier, prepaid, coupon, one-way and airport fee together', () => {
    // Prepaid ECAR (10 % off) for 7 days from 17 December 10:00: 3 days at 3600, 4 at 4500.
    const price = priceReservation(
      input({
        days: 7,
        reservationType: 'prepaid',
        coverages: [{ code: 'basic', dailyPrice: 1200 }],
        dropoff: 7500,
        coupon: { code: 'NAVIDAD', percent: 10, amount: null },
        airportFeePercent: 12,
        rates: { plan, carClass: 'ECAR', pickupAt: at('2027-12-17') },
      }),
    );
    const carTotal = 3 * 3600 + 4 * 4500; // 28800
    const tier = 1440; // 5 % of the car
    const coupon = 2736; // 10 % of the car after the tier (27360)
    const coverage = 7 * 1200;
    const subtotal = carTotal - tier - coupon + coverage + 7500;
    const airportTax = Math.round(((carTotal - tier - coupon + coverage) * 12) / 100);
    const tax = Math.round(((subtotal + airportTax) * 7) / 100);
    expect(price.totals).toMatchObject({ carTotal, subtotal, airportTax, tax });
    expect(price.totals.total).toBe(subtotal + airportTax + tax);
    expect(price.lines.map((l) => l.kind)).toEqual([
      'car',
      'car',
      'lengthDiscount',
      'coupon',
      'coverage',
      'dropoff',
      'airportTax',
      'tax',
    ]);
  });

  it('without rates prices exactly as before', () => {
    const plain = priceReservation(input({ rates: undefined }));
    expect(plain.lines[0]).toEqual({ kind: 'car', unit: 4000, quantity: 3, amount: 12000 });
    expect(plain.totals.total).toBe(12840);
  });
});
