import type { BrandKey } from '@rental/domain/brands';
import type { LengthDiscountRow } from '@rental/content-model/shapes';
import type { SeedSeason } from '../types.ts';

/**
 * Example rates a new database starts with (issue 18; SEED_RATES, on by default, off in the test
 * stacks so their prices do not depend on the day they run). Staff change them in Studio:
 * `seasons`, and each brand's `length_discounts` in its site settings. No closures are seeded:
 * closed days and blackout periods are staff's decision for each year.
 */
export const seasons: SeedSeason[] = [
  {
    key: 'navidad-2026',
    name: 'Navidad y Año Nuevo',
    brands: [],
    first_day: '2026-12-19',
    last_day: '2027-01-03',
    percent: 20,
    class_prices: [],
  },
  {
    key: 'carnaval-2027',
    name: 'Carnaval',
    brands: [],
    first_day: '2027-02-05',
    last_day: '2027-02-10',
    percent: 25,
    class_prices: [],
  },
  {
    key: 'semana-santa-2027',
    name: 'Semana Santa',
    brands: [],
    first_day: '2027-03-20',
    last_day: '2027-03-28',
    percent: 15,
    class_prices: [],
  },
  {
    key: 'volcan-verano-2027',
    name: 'Verano en Chiriquí',
    brands: ['volcan'],
    first_day: '2027-01-04',
    last_day: '2027-04-30',
    percent: 10,
    class_prices: [
      { class: 'SFAR', price: 8900 },
      { class: 'FFAR', price: 10900 },
    ],
  },
];

/** Long rentals: a month earns a discount on the car at every brand. */
export const lengthDiscounts: Record<BrandKey, LengthDiscountRow[]> = {
  firefly: [{ min_days: 30, percent: 10 }],
  tucan: [{ min_days: 30, percent: 10 }],
  marea: [{ min_days: 30, percent: 12 }],
  volcan: [
    { min_days: 14, percent: 5 },
    { min_days: 30, percent: 12 },
  ],
};
