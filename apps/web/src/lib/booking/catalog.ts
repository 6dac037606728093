import type { BrandKey } from '@rental/domain/brands';
import type { Locale } from '@rental/domain/locale';
import type { BookingCatalog } from '@rental/domain/reservation/quote';
import type { CmsClient } from '../cms/client.ts';
import { fetchCoverages } from '../cms/booking.ts';
import { fetchBranches, fetchFleet, fetchSiteConfig } from '../cms/queries.ts';
import type { Branch, Car, Coverage, SiteConfig } from '../cms/types.ts';

/** Everything a booking is judged and priced with, as the CMS has it now. */
export interface BookingData {
  site: SiteConfig;
  cars: Car[];
  branches: Branch[];
  coverages: Coverage[];
}

export async function loadBookingData(
  cms: CmsClient,
  brand: BrandKey,
  locale: Locale,
): Promise<BookingData> {
  const site = await fetchSiteConfig(cms, brand, locale);
  const [cars, branches, coverages] = await Promise.all([
    fetchFleet(cms, brand, site.allowedCars),
    fetchBranches(cms),
    fetchCoverages(cms, locale),
  ]);
  return { site, cars, branches, coverages };
}

/** The plain catalogue the shared rules and price function take (also sent to the browser). */
export function toBookingCatalog(data: BookingData): BookingCatalog {
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
    branches: data.branches.map(({ code, hours, isAirport, concessionFeePercent, dropoffFee }) => ({
      code,
      hours,
      isAirport,
      concessionFeePercent,
      dropoffFee,
    })),
    coverages: data.coverages.map(({ code, kind, dailyPrice, mandatory, includes }) => ({
      code,
      kind,
      dailyPrice,
      mandatory,
      includes,
    })),
  };
}
