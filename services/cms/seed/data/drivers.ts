import type { BrandKey } from '@rental/domain/brands';
import type { AgeBandRow } from '@rental/content-model/shapes';

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
