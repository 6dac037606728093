import type { BrandKey, priceFieldOf } from '@rental/domain/brands';
import type { LanguageTag } from '@rental/domain/locale';
import type { CollectionName, ContentRecords, TextsOf } from '@rental/content-model/records';

/**
 * The seed data's shape, derived from the records the content model stores
 * (packages/content-model/src/records.ts): a field renamed or a choice changed in the schema is
 * a type error in the seed data. What the seed writes differently from a record:
 * - no ids, sort orders or timestamps: every seeded record has a stable natural key (brand,
 *   code, slug, or a `key` of its own) from which the seeder derives a deterministic id, so a
 *   re-run finds what it created and leaves it alone; the sort order is the data's order;
 * - images name a file in `seed/assets/`, which the seeder uploads to the Directus file library
 *   once and links the record to;
 * - a car's prices are one map by brand, which the seeder spreads into the price fields;
 * - a translated collection's texts are keyed by language, one record each for the seeder.
 */
export type Lang = LanguageTag;
export type Translated<T> = Record<Lang, T>;
export type { MenuItem } from '@rental/content-model/shapes';

/** What the seeder fills itself: the id, the order, Directus' own timestamps. */
type Generated = 'id' | 'sort' | 'date_updated';
type SeedOf<Name extends CollectionName, Except extends string = never> = Omit<
  ContentRecords[Name],
  Generated | Except
>;
/** A translated collection's texts by language, without the junction's keys. */
type TextsByLang<Name extends CollectionName, Except extends string = never> = Translated<
  Omit<TextsOf<Name>, 'id' | 'languages_code' | `${Name}_id` | Except>
>;
/** A file in seed/assets/. */
type AssetName = string;

/** Rates, closures and driver surcharges are seeded apart (seed/data/rates.ts, drivers.ts). */
type RateFields =
  | 'length_discounts'
  | 'blackout_periods'
  | 'closed_days'
  | 'young_driver_bands'
  | 'additional_driver_daily_fee'
  | 'additional_driver_cap'
  | 'class_terms';

export type SeedSiteConfig = SeedOf<'sites_config', 'logo' | RateFields> & {
  logo: AssetName;
  translations: TextsByLang<'sites_config'>;
};

export type SeedCar = SeedOf<
  'flota',
  // `brand` is left to its default: the brand that listed the car.
  'brand' | 'image' | ReturnType<typeof priceFieldOf>
> & {
  key: string;
  /** Daily price per brand in USD cents; a brand without a price does not rent the car. */
  prices: Partial<Record<BrandKey, number>>;
  image: AssetName;
};

export type SeedBranch = SeedOf<'branches', RateFields>;

export type SeedSeason = SeedOf<'seasons'> & { key: string };

/** Protection products leave the extras' cap and quantity out. */
export type SeedCoverage = SeedOf<'coverages', 'capPerRental' | 'maxQuantity'> &
  Partial<Pick<ContentRecords['coverages'], 'capPerRental' | 'maxQuantity'>> & {
    translations: TextsByLang<'coverages'>;
  };

export type SeedInfoPage = SeedOf<'info_pages'> & {
  /** Shown at the top of the page in every language (the texts' `pageImage`). */
  image: AssetName | null;
  translations: TextsByLang<'info_pages', 'pageImage'>;
};

export type SeedCallToAction = SeedOf<'calls_to_action'> & {
  key: string;
  /** The item's image in every language (the texts' `image`). */
  image: AssetName | null;
  translations: TextsByLang<'calls_to_action', 'image'>;
};

export type SeedPromotion = SeedOf<'promotions', 'image'> & {
  image: AssetName | null;
  translations: TextsByLang<'promotions'>;
};

/** Every seeded offer is published. */
export type SeedJobOffer = SeedOf<'job_offers', 'published'> & {
  translations: TextsByLang<'job_offers'>;
};

/** A coupon without use limits leaves them empty: no limit. */
export type SeedCoupon = SeedOf<'coupons', 'max_uses' | 'max_uses_per_renter'> &
  Partial<Pick<ContentRecords['coupons'], 'max_uses' | 'max_uses_per_renter'>>;

export type SeedRedirect = SeedOf<'redirects'>;
