import { describe, expect, it } from 'vitest';
import { prepaidSaving, priceReservation, type PriceInput } from './price.ts';

const base: PriceInput = {
  car: { price: 3000, discount: 10, prepaid_price: null },
  reservationType: 'postpaid',
  days: 3,
  coverages: [{ code: 'basic-liability', dailyPrice: 1200 }],
  roadside: null,
  delivery: 0,
  dropoff: 0,
  coupon: null,
  airportFeePercent: null,
};

describe('priceReservation', () => {
  it.each<
    [
      string,
      Partial<PriceInput>,
      {
        carTotal: number;
        subtotal: number;
        airportTax: number;
        tax: number;
        total: number;
        era?: number;
        dropoff?: number;
      },
    ]
  >([
    [
      'pay later, city branch',
      {},
      { carTotal: 9000, subtotal: 12600, airportTax: 0, tax: 882, total: 13482 },
    ],
    [
      'prepaid takes the car discount',
      { reservationType: 'prepaid' },
      { carTotal: 8100, subtotal: 11700, airportTax: 0, tax: 819, total: 12519 },
    ],
    [
      'airport pickup adds the 12 % concession fee on car and coverages',
      { airportFeePercent: 12 },
      { carTotal: 9000, subtotal: 12600, airportTax: 1512, tax: 988, total: 15100 },
    ],
    [
      'one-way adds the drop-off fee',
      { dropoff: 3500 },
      { carTotal: 9000, subtotal: 16100, airportTax: 0, tax: 1127, total: 17227, dropoff: 3500 },
    ],
    [
      'roadside assistance (era) per day',
      { roadside: { code: 'roadside-assistance', dailyPrice: 499 } },
      { carTotal: 9000, subtotal: 14097, airportTax: 0, tax: 987, total: 15084, era: 1497 },
    ],
    [
      'a percent coupon comes off the car total',
      { coupon: { code: 'BIENVENIDA10', percent: 10, amount: null } },
      { carTotal: 9000, subtotal: 11700, airportTax: 0, tax: 819, total: 12519 },
    ],
    [
      'a fixed coupon never exceeds the car total',
      { days: 1, coupon: { code: 'BIG', percent: null, amount: 999999 } },
      { carTotal: 3000, subtotal: 1200, airportTax: 0, tax: 84, total: 1284 },
    ],
    [
      'delivery is a flat amount',
      { delivery: 2500 },
      { carTotal: 9000, subtotal: 15100, airportTax: 0, tax: 1057, total: 16157 },
    ],
  ])('%s', (_name, change, expected) => {
    expect(priceReservation({ ...base, ...change }).totals).toMatchObject(expected);
  });

  it('rounds percentages to the cent, half up', () => {
    const p = priceReservation({
      ...base,
      car: { price: 3333, discount: 15, prepaid_price: null },
      reservationType: 'prepaid',
      days: 1,
      coverages: [],
      airportFeePercent: 12,
    });
    expect(p.carDaily).toBe(2833);
    expect(p.totals.airportTax).toBe(340); // 339.96
    expect(p.totals.tax).toBe(222); // 7 % of 3173 = 222.11
  });

  it('lists the bill lines in order, with the coupon negative', () => {
    const p = priceReservation({
      ...base,
      coupon: { code: 'X', percent: 10, amount: null },
      roadside: { code: 'era', dailyPrice: 100 },
      airportFeePercent: 12,
    });
    expect(p.lines.map((l) => l.kind)).toEqual([
      'car',
      'coupon',
      'coverage',
      'era',
      'airportTax',
      'tax',
    ]);
    expect(p.lines[1].amount).toBe(-900);
    expect(p.lines.reduce((n, l) => n + l.amount, 0)).toBe(p.totals.total);
  });

  it('charges at least one day', () => {
    expect(priceReservation({ ...base, days: 0 }).totals.carTotal).toBe(3000);
  });
});

describe('prepaidSaving', () => {
  const price = (change: Partial<PriceInput>) => priceReservation({ ...base, ...change });
  it('is the difference of the totals when the car has a prepaid discount', () => {
    expect(prepaidSaving(price({ reservationType: 'prepaid' }), price({}))).toBe(13482 - 12519);
  });
  it('is nothing when prepaid costs the same as paying later (no discount)', () => {
    const car = { price: 3000, discount: 0, prepaid_price: null };
    expect(prepaidSaving(price({ car, reservationType: 'prepaid' }), price({ car }))).toBe(0);
  });
  it('is nothing when a price is unknown, and never negative', () => {
    expect(prepaidSaving(null, price({}))).toBe(0);
    expect(
      prepaidSaving(
        price({
          car: { price: 3000, discount: 0, prepaid_price: 4000 },
          reservationType: 'prepaid',
        }),
        price({}),
      ),
    ).toBe(0);
  });
});
