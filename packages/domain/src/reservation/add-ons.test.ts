import { describe, expect, it } from 'vitest';
import {
  addOnAmount,
  ageBand,
  cappedCharge,
  depositAmount,
  driverAddOns,
  driverAge,
  extraAddOns,
  type DriverRules,
  type ExtraOffer,
} from './add-ons.ts';
import { priceReservation, type PriceInput } from './price.ts';

const RULES: DriverRules = {
  minimumAge: 21,
  bands: [
    { minAge: 21, maxAge: 22, dailySurcharge: 2000, capPerRental: 20000 },
    { minAge: 23, maxAge: 24, dailySurcharge: 1500, capPerRental: 15000 },
  ],
  additionalDriver: { dailyFee: 500, capPerRental: 5000 },
};

const EXTRAS: ExtraOffer[] = [
  { code: 'child-seat-infant', dailyPrice: 1000, capPerRental: 7000, maxQuantity: 2 },
  { code: 'gps', dailyPrice: 800, capPerRental: null, maxQuantity: 1 },
];

/** A birthday `years` years before 2026-12-05. */
const bornYearsBefore = (years: number) => `${2026 - years}-12-05`;

describe('cappedCharge', () => {
  it.each([
    [1500, 3, null, 4500],
    [1500, 3, 4000, 4000],
    [1500, 3, 4500, 4500],
    [1500, 0, 4000, 0],
    [1500, 2.9, null, 3000],
  ])('%i a day for %s days, cap %s: %i', (daily, days, cap, expected) => {
    expect(cappedCharge(daily, days, cap)).toBe(expected);
  });
});

describe('driver age', () => {
  it.each([
    [20, null, 'age'],
    [21, 2000, null],
    [22, 2000, null],
    [23, 1500, null],
    [24, 1500, null],
    [25, null, null],
    [70, null, null],
  ])('aged %i on the pickup day: surcharge %s a day, refusal %s', (age, surcharge, problem) => {
    const result = driverAge(bornYearsBefore(age), '2026-12-05', RULES);
    if (problem) return expect(result).toEqual({ ok: false, problem });
    expect(result.ok && result.age).toBe(age);
    expect(result.ok && (result.band?.dailySurcharge ?? null)).toBe(surcharge);
  });

  it('counts the age on the pickup day: a birthday during the rental does not change it, a later pickup does', () => {
    // 24 until 5 December 2026, then 25.
    const birthday = '2001-12-05';
    const before = driverAge(birthday, '2026-12-03', RULES);
    const after = driverAge(birthday, '2026-12-06', RULES);
    expect(before.ok && before.band?.minAge).toBe(23);
    expect(after.ok && after.band).toBeNull();
  });

  it('refuses a birthday that is not a date', () => {
    expect(driverAge('2002-02-30', '2026-12-03', RULES)).toEqual({
      ok: false,
      problem: 'invalidDate',
    });
  });

  it('puts an age in no band when the bands leave it out', () => {
    expect(ageBand(30, RULES.bands)).toBeNull();
    expect(ageBand(22, RULES.bands)?.dailySurcharge).toBe(2000);
  });
});

describe('driverAddOns', () => {
  it("charges the main driver's band, then each additional driver's fee and own band", () => {
    const [young, older] = RULES.bands;
    const addOns = driverAddOns({ band: young }, [{ band: null }, { band: older }], RULES);
    expect(addOns).toEqual([
      { kind: 'youngDriver', dailyPrice: 2000, quantity: 1, capPerRental: 20000 },
      { kind: 'additionalDriver', code: '1', dailyPrice: 500, quantity: 1, capPerRental: 5000 },
      { kind: 'additionalDriver', code: '2', dailyPrice: 500, quantity: 1, capPerRental: 5000 },
      { kind: 'youngDriver', code: '2', dailyPrice: 1500, quantity: 1, capPerRental: 15000 },
    ]);
    // Twelve days: every cap bites.
    expect(addOns.map((a) => addOnAmount(a, 12))).toEqual([20000, 5000, 5000, 15000]);
    expect(addOns.map((a) => addOnAmount(a, 3))).toEqual([6000, 1500, 1500, 4500]);
  });

  it('adds nothing for a main driver of 25 and no one else', () => {
    expect(driverAddOns({ band: null }, [], RULES)).toEqual([]);
  });
});

describe('extraAddOns', () => {
  it('charges extras × days × quantity, the cap per unit and rental', () => {
    const chosen = extraAddOns({ gps: 1, 'child-seat-infant': 2 }, EXTRAS);
    expect(chosen.ok).toBe(true);
    if (!chosen.ok) return;
    expect(chosen.addOns.map((a) => a.code)).toEqual(['child-seat-infant', 'gps']);
    expect(chosen.addOns.map((a) => addOnAmount(a, 3))).toEqual([6000, 2400]);
    // Ten days: each seat stops at 70.00, the GPS has no cap.
    expect(chosen.addOns.map((a) => addOnAmount(a, 10))).toEqual([14000, 8000]);
  });

  it('leaves out a quantity of 0 and refuses an unknown extra or too many', () => {
    expect(extraAddOns({ gps: 0 }, EXTRAS)).toEqual({ ok: true, addOns: [] });
    expect(extraAddOns({ cooler: 1 }, EXTRAS)).toEqual({
      ok: false,
      problem: 'unknownExtra',
      code: 'cooler',
    });
    expect(extraAddOns({ 'child-seat-infant': 3 }, EXTRAS)).toMatchObject({ problem: 'tooMany' });
    expect(extraAddOns({ gps: 1.5 }, EXTRAS)).toMatchObject({ problem: 'tooMany' });
    expect(extraAddOns({ gps: -1 }, EXTRAS)).toMatchObject({ problem: 'tooMany' });
  });
});

describe('depositAmount', () => {
  const rule = { amount: 50000, byCoverage: { 'full-protection': 20000, cdw: 35000 } };
  it.each([
    [[], 50000],
    [['basic-liability'], 50000],
    [['cdw'], 35000],
    [['cdw', 'full-protection'], 20000],
  ])('with %j held: %i', (coverages, expected) => {
    expect(depositAmount(rule, coverages)).toBe(expected);
  });
});

describe('the bill with add-ons', () => {
  const trip: PriceInput = {
    car: { price: 3000, discount: 10, prepaid_price: null },
    reservationType: 'postpaid',
    days: 8,
    coverages: [{ code: 'basic-liability', dailyPrice: 1200 }],
    roadside: { code: 'era', dailyPrice: 300 },
    delivery: 0,
    dropoff: 2500,
    coupon: { code: 'TEN', percent: 10, amount: null },
    airportFeePercent: 12,
    rates: {
      carClass: 'CCAR',
      pickupAt: new Date('2026-12-20T15:00:00Z'),
      plan: {
        seasons: [
          {
            name: 'Navidad',
            from: '2026-12-22',
            to: '2027-01-02',
            percent: null,
            classPrices: { CCAR: 4000 },
          },
        ],
        tiers: [{ minDays: 7, percent: 5 }],
      },
    },
  };

  it('lists each add-on after the coverages and adds it to the airport fee and ITBMS bases', () => {
    const chosen = extraAddOns({ 'child-seat-infant': 2 }, EXTRAS);
    if (!chosen.ok) throw new Error('extras refused');
    const addOns = [
      ...driverAddOns({ band: RULES.bands[1] }, [{ band: null }], RULES),
      ...chosen.addOns,
    ];
    const price = priceReservation({ ...trip, addOns });
    // Car: 2 days at 30.00 then 6 at 40.00 (Christmas) = 300.00; 5 % for 7 days or more: 15.00;
    // coupon 10 % of 285.00 = 28.50.
    expect(price.totals.carTotal).toBe(30000);
    const car = 30000 - 1500 - 2850;
    const coverage = 1200 * 8;
    const era = 300 * 8;
    // Young driver 15.00 × 8 = 120.00 (cap 150.00); additional driver 5.00 × 8 = 40.00 (cap
    // 50.00); two seats at 10.00 × 8 = 80.00 each, capped at 70.00.
    const addOnTotal = 12000 + 4000 + 2 * 7000;
    const rented = car + coverage + era + addOnTotal;
    const airportTax = Math.round((rented * 12) / 100);
    const subtotal = rented + 2500;
    const tax = Math.round(((subtotal + airportTax) * 7) / 100);
    expect(price.totals).toMatchObject({
      subtotal,
      airportTax,
      tax,
      total: subtotal + airportTax + tax,
    });
    expect(price.lines.map((l) => l.kind)).toEqual([
      'car',
      'car',
      'lengthDiscount',
      'coupon',
      'coverage',
      'era',
      'youngDriver',
      'additionalDriver',
      'extra',
      'dropoff',
      'airportTax',
      'tax',
    ]);
    expect(price.lines.find((l) => l.kind === 'extra')).toEqual({
      kind: 'extra',
      code: 'child-seat-infant',
      unit: 1000,
      quantity: 8,
      units: 2,
      capped: true,
      amount: 14000,
    });
  });

  it('is the bill without add-ons when none are chosen', () => {
    expect(priceReservation({ ...trip, addOns: [] })).toEqual(priceReservation(trip));
  });
});
