import 'server-only';
import { privacyNotice } from '@rental/domain/privacy';
import type { RentalTerms } from '@rental/domain/reservation/rental-terms';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { termsPath } from '@rental/domain/navigation';
import type { WeeklyHours } from '@rental/domain/hours';
import type { BookingCatalog } from '@rental/domain/reservation/quote';
import {
  cms,
  getBranches,
  getCoverages,
  getFleet,
  getInfoSlugs,
  getSeasons,
  getSiteConfig,
} from '../cms/index.ts';
import { toBookingCatalog } from './catalog.ts';
import type { CoverageKind } from '@rental/domain/vocabulary';

/** What the booking pages hand to the browser: the catalogue to price with and what to show. No secrets. */
export interface BookingView {
  catalog: BookingCatalog;
  cars: {
    id: string;
    model: string;
    class: string;
    type: string;
    image: string | null;
    discount: number;
  }[];
  branches: {
    id: string;
    code: string;
    name: string;
    isAirport: boolean;
    address: string;
    phone: string | null;
    hours: WeeklyHours;
  }[];
  coverages: {
    code: string;
    kind: CoverageKind;
    name: string;
    description: string;
    dailyPrice: number;
    mandatory: boolean;
  }[];
  termsHref: string;
  /** The privacy notice, in the page's language (linked from every form that asks for personal data). */
  privacyHref: string;
  /** Fuel, mileage and deposit per class (rental-terms.ts). */
  rentalTerms: RentalTerms[];
  /** The brand's pre-check-in switch (SPEC §2 check-precheckin-module-enable). */
  precheckinEnabled: boolean;
}

export async function getBookingView(locale: Locale): Promise<BookingView> {
  const [site, cars, branches, coverages, seasons, slugs] = await Promise.all([
    getSiteConfig(locale),
    getFleet(locale),
    getBranches(),
    getCoverages(locale),
    getSeasons(),
    getInfoSlugs().catch(() => null),
  ]);
  return {
    catalog: toBookingCatalog({ site, cars, branches, coverages, seasons }),
    cars: cars.map((c) => ({
      id: c.id,
      model: c.model,
      class: c.class,
      type: c.type,
      image: c.image ? cms().assetUrl(c.image) : null,
      discount: c.discount,
    })),
    branches: branches.map((b) => ({
      id: b.id,
      code: b.code,
      name: b.name,
      isAirport: b.isAirport,
      address: b.address,
      phone: b.phone,
      hours: b.hours,
    })),
    coverages: coverages.map(({ code, kind, name, description, dailyPrice, mandatory }) => ({
      code,
      kind,
      name,
      description,
      dailyPrice,
      mandatory,
    })),
    // In the page's language: the English booking form linked the Spanish terms.
    termsHref: localizedPath(termsPath(slugs?.map((s) => s.slug)), locale),
    privacyHref: localizedPath(privacyNotice(slugs).path, locale),
    precheckinEnabled: site.precheckinEnabled,
    rentalTerms: site.rentalTerms,
  };
}
