import { describe, expect, it } from 'vitest';
import { toAgeBands, toDayRanges, toLengthTiers, toRentalTerms, toSeason } from './rates.ts';

describe('rates as staff left them in Studio', () => {
  it('reads length discounts, skipping rows half-filled or out of range', () => {
    expect(
      toLengthTiers([
        { min_days: 7, percent: 5 },
        { min_days: '30', percent: '15' },
        { min_days: 7 },
        { min_days: 1, percent: 10 },
        { min_days: 14, percent: 95 },
        null,
      ]),
    ).toEqual([
      { minDays: 7, percent: 5 },
      { minDays: 30, percent: 15 },
    ]);
    expect(toLengthTiers(null)).toEqual([]);
    expect(toLengthTiers('7:5')).toEqual([]);
  });

  it('reads young driver bands, skipping rows half-filled, reversed or out of range', () => {
    expect(
      toAgeBands([
        { min_age: 21, max_age: 22, daily_surcharge: 2000, cap: 20000 },
        { min_age: '23', max_age: '24', daily_surcharge: '1500', cap: null },
        { min_age: 23, max_age: 24 },
        { min_age: 24, max_age: 23, daily_surcharge: 1500 },
        { min_age: 21, max_age: 22, daily_surcharge: 1500, cap: -5 },
        null,
      ]),
    ).toEqual([
      { minAge: 21, maxAge: 22, dailySurcharge: 2000, capPerRental: 20000 },
      { minAge: 23, maxAge: 24, dailySurcharge: 1500, capPerRental: null },
    ]);
    expect(toAgeBands(undefined)).toEqual([]);
  });

  it('reads fuel, mileage and deposit per class; a reduced deposit only below the full one, with a coverage', () => {
    expect(
      toRentalTerms([
        {
          class: null,
          fuel_quarter_charge: 2500,
          deposit: 50000,
          reduced_deposit: 25000,
          reduced_with: 'full-protection',
        },
        {
          class: 'PFAR',
          fuel_quarter_charge: 3500,
          km_per_day: 300,
          extra_km_price: 30,
          deposit: 100000,
          reduced_deposit: 200000,
          reduced_with: 'full-protection',
        },
        { class: 'CCAR', fuel_quarter_charge: 2500, deposit: 40000, reduced_deposit: 20000 },
        { class: 'SFAR', deposit: 50000 },
        null,
      ]),
    ).toEqual([
      {
        carClass: '',
        fuelQuarterCharge: 2500,
        kmPerDay: null,
        extraKmPrice: 0,
        deposit: { amount: 50000, byCoverage: { 'full-protection': 25000 } },
      },
      {
        carClass: 'PFAR',
        fuelQuarterCharge: 3500,
        kmPerDay: 300,
        extraKmPrice: 30,
        deposit: { amount: 100000, byCoverage: {} },
      },
      {
        carClass: 'CCAR',
        fuelQuarterCharge: 2500,
        kmPerDay: null,
        extraKmPrice: 0,
        deposit: { amount: 40000, byCoverage: {} },
      },
    ]);
  });

  it('reads a season with class prices and a percentage', () => {
    expect(
      toSeason({
        id: 's',
        name: 'Temporada alta',
        first_day: '2026-12-19',
        last_day: '2027-01-03',
        percent: 20,
        class_prices: [
          { class: 'SFAR', price: 8900 },
          { class: 'ECAR', price: -5 },
          { class: '', price: 5000 },
        ],
      }),
    ).toEqual({
      name: 'Temporada alta',
      from: '2026-12-19',
      to: '2027-01-03',
      percent: 20,
      classPrices: { SFAR: 8900 },
    });
  });

  it('drops a season without days in order or without any price change', () => {
    expect(
      toSeason({ name: 'x', first_day: '2027-01-05', last_day: '2027-01-01', percent: 10 }),
    ).toBe(null);
    expect(toSeason({ name: 'x', first_day: '2027-01-01', last_day: '2027-01-05' })).toBeNull();
    expect(
      toSeason({ name: 'x', first_day: '2027-01-01', last_day: '2027-01-05', percent: 500 }),
    ).toBeNull();
  });

  it('reads closed days and blackout periods', () => {
    expect(toDayRanges([{ from: '2026-12-25', to: null, note: 'Navidad' }])).toEqual([
      { from: '2026-12-25', to: '2026-12-25' },
    ]);
    expect(toDayRanges(undefined)).toEqual([]);
  });
});
