import type { BrandKey } from '@rental/domain/brands';
import type { Locale } from '@rental/domain/locale';
import type { BookingCatalog } from '@rental/domain/reservation/quote';
import type { Season } from '@rental/domain/reservation/rates';
import { privacyNotice, type PrivacyNotice } from '@rental/domain/privacy';
import type { CmsClient } from '../cms/client.ts';
import { fetchCoverages } from '../cms/queries.ts';
import { fetchBranches, fetchFleet, fetchInfoSlugs, fetchSiteConfig } from '../cms/queries.ts';
import { fetchSeasons } from '../cms/rates.ts';
import type { Branch, Car, Coverage, SiteConfig } from '../cms/types.ts';

/** Everything a booking is judged and priced with, as the CMS has it now. */
export interface BookingData {
  site: SiteConfig;
  cars: Car[];
  branches: Branch[];
  coverages: Coverage[];
  /** The brand's seasons, in staff's order. */
  seasons: Season[];
  /** The privacy notice a booking's renter accepts (its version is recorded with the booking). */
  privacy: PrivacyNotice;
}

export async function loadBookingData(
  cms: CmsClient,
  brand: BrandKey,
  locale: Locale,
): Promise<BookingData> {
  const site = await fetchSiteConfig(cms, brand, locale);
  const [cars, branches, coverages, seasons, pages] = await Promise.all([
    fetchFleet(cms, brand, site.allowedCars),
    fetchBranches(cms),
    fetchCoverages(cms, locale),
    fetchSeasons(cms, brand),
    fetchInfoSlugs(cms),
  ]);
  return { site, cars, branches, coverages, seasons, privacy: privacyNotice(pages) };
}

/** The plain catalogue the shared rules and price function take (also sent to the browser). */
export function toBookingCatalog(data: Omit<BookingData, 'privacy'>): BookingCatalog {
  return {
    brandMinDays: data.site.reservartionMinDays,
    limits: data.site.bookingLimits,
    allowedClasses: data.site.allowedCars,
    disableReservationsUntil: data.site.disableReservationsUntil,
    cars: data.cars.map(
      ({ id, class: cls, status, price, discount, prepaid_price, minimum_days }) => ({
        id,
        class: cls,
        status,
        price,
        discount,
        prepaid_price,
        minimum_days,
      }),
    ),
    branches: data.branches.map(
      ({ code, hours, isAirport, concessionFeePercent, dropoffFee, closedDays }) => ({
        code,
        hours,
        isAirport,
        concessionFeePercent,
        dropoffFee,
        closedDays,
      }),
    ),
    coverages: data.coverages.map(
      ({ code, kind, dailyPrice, mandatory, includes, capPerRental, maxQuantity }) => ({
        code,
        kind,
        dailyPrice,
        mandatory,
        includes,
        ...(kind === 'extra' ? { capPerRental, maxQuantity } : {}),
      }),
    ),
    rates: { seasons: data.seasons, tiers: data.site.lengthTiers },
    blackouts: data.site.blackouts,
    youngDriverBands: data.site.youngDriverBands,
    additionalDriver: data.site.additionalDriver,
  };
}
