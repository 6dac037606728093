import type { BrandKey } from '@rental/domain/brands';
import type { AgeBandRow, ClassTermsRow } from '@rental/content-model/shapes';

/**
 * Young driver surcharges a new database starts with, as Panama's counters charge them (about
 * $15–20 a day under 25, capped per rental). Seeded in every stack: they depend on the renter's
 * age, not on the day a test runs. Staff change them in each brand's site settings.
 */
const PANAMA_BANDS: AgeBandRow[] = [
  { min_age: 21, max_age: 22, daily_surcharge: 2000, cap: 20000 },
  { min_age: 23, max_age: 24, daily_surcharge: 1500, cap: 15000 },
];

export const youngDriverBands: Record<BrandKey, AgeBandRow[]> = {
  firefly: PANAMA_BANDS,
  tucan: PANAMA_BANDS,
  marea: PANAMA_BANDS,
  volcan: [{ min_age: 21, max_age: 24, daily_surcharge: 2500, cap: 25000 }],
};

/** Each additional driver, per brand: a daily fee and a cap per rental (cents), about $5 a day. */
export const additionalDriverFees: Record<
  BrandKey,
  { additional_driver_daily_fee: number; additional_driver_cap: number | null }
> = {
  firefly: { additional_driver_daily_fee: 500, additional_driver_cap: 5000 },
  tucan: { additional_driver_daily_fee: 500, additional_driver_cap: 5000 },
  marea: { additional_driver_daily_fee: 600, additional_driver_cap: 6000 },
  volcan: { additional_driver_daily_fee: 700, additional_driver_cap: 7000 },
};

/**
 * Fuel, mileage and deposit per class, as Panama's counters publish them: full to full at $25 a
 * missing quarter, unlimited km and $500 held ($250 with full protection); the premium and
 * luxury classes 300 km a day at $0.30 beyond and $1,000 held ($500 with full protection).
 */
const standard: ClassTermsRow = {
  class: null,
  fuel_quarter_charge: 2500,
  km_per_day: null,
  extra_km_price: null,
  deposit: 50000,
  reduced_deposit: 25000,
  reduced_with: 'full-protection',
};
const premium = (carClass: string): ClassTermsRow => ({
  class: carClass,
  fuel_quarter_charge: 3500,
  km_per_day: 300,
  extra_km_price: 30,
  deposit: 100000,
  reduced_deposit: 50000,
  reduced_with: 'full-protection',
});
const PANAMA_TERMS = [standard, premium('PFAR'), premium('PPAR'), premium('FPBR')];

export const classTerms: Record<BrandKey, ClassTermsRow[]> = {
  firefly: PANAMA_TERMS,
  tucan: PANAMA_TERMS,
  marea: PANAMA_TERMS,
  volcan: PANAMA_TERMS,
};
