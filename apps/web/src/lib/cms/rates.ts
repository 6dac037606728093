import type { BrandKey } from '@rental/domain/brands';
import { dayRanges } from '@rental/domain/reservation/closures';
import type { AgeBand } from '@rental/domain/reservation/add-ons';
import type { RentalTerms } from '@rental/domain/reservation/rental-terms';
import type { LengthTier, Season } from '@rental/domain/reservation/rates';
import type { CmsClient } from './client.ts';
import type { Incoming } from './types.ts';
import { list, num, str, within } from './values.ts';

/** The brand's rates and closures as staff set them; a half-filled row is skipped, never read as "all closed" or "free". */

/** `sites_config.length_discounts`: tiers of 1–90 % from 2 days on. */
export function toLengthTiers(raw: unknown): LengthTier[] {
  return list<Record<string, unknown>>(raw).flatMap((row) => {
    const minDays = within(row?.min_days, 2, 3650);
    const percent = within(row?.percent, 1, 90);
    return minDays !== null && percent !== null ? [{ minDays, percent }] : [];
  });
}

/** `sites_config.young_driver_bands`: ages 16–99, a surcharge above 0; a cap, when set, above 0. */
export function toAgeBands(raw: unknown): AgeBand[] {
  return list<Record<string, unknown>>(raw).flatMap((row) => {
    const minAge = within(row?.min_age, 16, 99);
    const maxAge = within(row?.max_age, 16, 99);
    const daily = within(row?.daily_surcharge, 1, 1_000_000);
    const cap = row?.cap == null || row.cap === '' ? null : within(row.cap, 1, 100_000_000);
    if (minAge === null || maxAge === null || maxAge < minAge || daily === null) return [];
    if (cap === null && row?.cap != null && row.cap !== '') return [];
    return [{ minAge, maxAge, dailySurcharge: daily, capPerRental: cap }];
  });
}

/** `sites_config.class_terms`: a deposit above 0; a reduced one only below it, with a coverage. */
export function toRentalTerms(raw: unknown): RentalTerms[] {
  return list<Record<string, unknown>>(raw).flatMap((row) => {
    const deposit = within(row?.deposit, 0, 100_000_000);
    const fuel = within(row?.fuel_quarter_charge, 0, 10_000_000);
    if (deposit === null || fuel === null) return [];
    const km =
      row?.km_per_day == null || row.km_per_day === '' ? null : within(row.km_per_day, 1, 10_000);
    const reduced = within(row?.reduced_deposit, 0, deposit);
    const coverage = str(row?.reduced_with);
    return [
      {
        carClass: str(row?.class) ?? '',
        fuelQuarterCharge: fuel,
        kmPerDay: km,
        extraKmPrice: within(row?.extra_km_price, 0, 1_000_000) ?? 0,
        deposit: {
          amount: deposit,
          byCoverage: reduced !== null && coverage ? { [coverage]: reduced } : {},
        },
      },
    ];
  });
}

/** `sites_config.blackout_periods` and `branches.closed_days`. */
export const toDayRanges = (raw: unknown) => dayRanges(list<Record<string, unknown>>(raw));

const appliesTo = (brands: unknown, brand: BrandKey) => {
  const keys = list<unknown>(brands).filter((b) => typeof b === 'string' && b !== '');
  return keys.length === 0 || keys.includes(brand);
};

export function toSeason(raw: Incoming<'seasons'>): Season | null {
  const [range] = dayRanges([{ from: raw.first_day, to: raw.last_day }]);
  if (!range) return null;
  const classPrices: Record<string, number> = {};
  for (const row of list<Record<string, unknown>>(raw.class_prices)) {
    const carClass = str(row?.class);
    const price = num(row?.price);
    if (carClass && price !== null && Number.isInteger(price) && price > 0)
      classPrices[carClass] = price;
  }
  const percent = within(raw.percent, -90, 300);
  if (!percent && !Object.keys(classPrices).length) return null;
  return { name: str(raw.name) ?? '', ...range, percent, classPrices };
}

/** The brand's seasons in staff's order (the first listed wins a day two share). */
export async function fetchSeasons(cms: CmsClient, brand: BrandKey): Promise<Season[]> {
  const records = await cms.list<Incoming<'seasons'>>('seasons', {
    fields: ['*'],
    sort: ['sort', 'first_day'],
    limit: -1,
  });
  return records
    .filter((r) => appliesTo(r.brands, brand))
    .map(toSeason)
    .filter((s): s is Season => s !== null);
}
