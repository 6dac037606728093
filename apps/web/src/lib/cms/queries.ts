import { LANGUAGE_TAGS, type Locale } from '@rental/domain/locale';
import { priceFieldOf, type BrandKey } from '@rental/domain/brands';
import type { CmsClient, Filter } from './client.ts';
import { CmsError } from './errors.ts';
import {
  carFields,
  toBranch,
  toRedirectMap,
  toCallToAction,
  toCar,
  toCoverage,
  toInfoPage,
  toJobOffer,
  toPromotion,
  toSiteConfig,
} from './mappers.ts';
import type {
  Branch,
  CallToAction,
  Car,
  Coverage,
  InfoPage,
  JobOffer,
  Promotion,
  SiteConfig,
} from './types.ts';

/** The site's questions to the CMS (SPEC §7). Pages ask these; they never build queries. */

export class SiteConfigError extends Error {
  readonly statusCode = 500;
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`[Site Config Error] ${reason}`, { cause });
    this.name = 'SiteConfigError';
  }
}

/** A picture's id and kind: a photo is offered resized (domain images.ts), a drawing as it is. */
const fileFields = (field: string) => [`${field}.id`, `${field}.type`];

export async function fetchSiteConfig(
  cms: CmsClient,
  brand: BrandKey,
  locale: Locale,
): Promise<SiteConfig> {
  try {
    const [record] = await cms.list('sites_config', {
      filter: { brand: { _eq: brand } },
      fields: ['*', 'translations.*'],
      deep: { translations: { _filter: { languages_code: { _eq: LANGUAGE_TAGS[locale] } } } },
      limit: 1,
    });
    if (!record) throw new Error(`no sites_config record for brand '${brand}'`);
    return toSiteConfig(record, brand);
  } catch (error) {
    throw new SiteConfigError(error);
  }
}

/** The brand's bookable fleet: allowed classes only, priced for the brand, cheapest first. */
export async function fetchFleet(
  cms: CmsClient,
  brand: BrandKey,
  allowedClasses: string[],
  log: (line: string) => void = console.error,
): Promise<Car[]> {
  const priceField = priceFieldOf(brand);
  const conditions: Filter[] = [{ [priceField]: { _nnull: true } }];
  if (allowedClasses.length) conditions.push({ class: { _in: allowedClasses } });
  try {
    const records = await cms.list('flota', {
      filter: { _and: conditions },
      fields: carFields(brand),
      sort: [priceField],
      limit: -1,
    });
    return records.map((r) => toCar(r, brand));
  } catch (error) {
    const status =
      error instanceof CmsError
        ? error
        : new CmsError(String(error), 500, 'Internal Server Error', null);
    log(`Error retrieving cars: ${status.statusCode} ${status.statusMessage}`);
    throw new CmsError('Error getting cars', status.statusCode, status.statusMessage, status.data, {
      cause: error,
    });
  }
}

/** An info page by slug in the visitor's language, or null when no page has that slug. */
export async function fetchInfoPage(
  cms: CmsClient,
  slug: string,
  locale: Locale,
): Promise<InfoPage | null> {
  const [record] = await cms.list('info_pages', {
    filter: { slug: { _eq: slug } },
    fields: ['*', 'translations.*', ...fileFields('translations.pageImage')],
    deep: { translations: { _filter: { languages_code: { _eq: LANGUAGE_TAGS[locale] } } } },
    limit: 1,
  });
  return record ? toInfoPage(record) : null;
}

/** Every info page slug, for prerendering and the sitemap. */
export async function fetchInfoSlugs(
  cms: CmsClient,
): Promise<{ slug: string; updated: string | null }[]> {
  const records = await cms.list<{ slug: string; date_updated: string | null }>('info_pages', {
    fields: ['slug', 'date_updated'],
    sort: ['sort', 'slug'],
    limit: -1,
  });
  return records
    .filter((r) => typeof r.slug === 'string' && r.slug !== '')
    .map((r) => ({ slug: r.slug, updated: r.date_updated }));
}

/** Items whose `brands` list is empty (every brand) or names this brand. */
const forBrand = (brand: BrandKey): Filter => ({
  _or: [
    { brands: { _null: true } },
    { brands: { _empty: true } },
    { brands: { _contains: brand } },
  ],
});
const inLanguage = (locale: Locale) => ({
  translations: { _filter: { languages_code: { _eq: LANGUAGE_TAGS[locale] } } },
});
/** Not over yet: no end, or an end in the future (Directus evaluates $NOW). */
const notOver = (field: string): Filter => ({
  _or: [{ [field]: { _null: true } }, { [field]: { _gte: '$NOW' } }],
});

export async function fetchBranches(cms: CmsClient): Promise<Branch[]> {
  const records = await cms.list('branches', { fields: ['*'], sort: ['sort', 'name'], limit: -1 });
  return records.map(toBranch);
}

export async function fetchPromotions(
  cms: CmsClient,
  brand: BrandKey,
  locale: Locale,
): Promise<Promotion[]> {
  const records = await cms.list('promotions', {
    filter: { _and: [forBrand(brand), notOver('validUntil')] },
    fields: ['*', ...fileFields('image'), 'translations.*'],
    deep: inLanguage(locale),
    sort: ['sort', 'slug'],
    limit: -1,
  });
  return records.map(toPromotion);
}

export async function fetchJobOffers(cms: CmsClient, locale: Locale): Promise<JobOffer[]> {
  const records = await cms.list('job_offers', {
    filter: { _and: [{ published: { _eq: true } }, notOver('closesAt')] },
    fields: ['*', 'translations.*'],
    deep: inLanguage(locale),
    sort: ['sort', 'slug'],
    limit: -1,
  });
  return records.map(toJobOffer);
}

export async function fetchCallsToAction(
  cms: CmsClient,
  brand: BrandKey,
  locale: Locale,
): Promise<CallToAction[]> {
  const records = await cms.list('calls_to_action', {
    filter: forBrand(brand),
    fields: ['*', 'translations.*', ...fileFields('translations.image')],
    deep: inLanguage(locale),
    sort: ['sort'],
    limit: -1,
  });
  return records.map(toCallToAction);
}

/** Staff redirects (SPEC §2 per-path rule lookup), for the proxy. */
export async function fetchRedirects(cms: CmsClient) {
  return toRedirectMap(
    await cms.list('redirects', { fields: ['from', 'to', 'statusCode'], limit: -1 }),
  );
}

/** The coverages a renter chooses from, in the page's language (staff's order). */
export async function fetchCoverages(cms: CmsClient, locale: Locale): Promise<Coverage[]> {
  const records = await cms.list('coverages', {
    fields: [
      'code',
      'kind',
      'dailyPrice',
      'mandatory',
      'includes',
      'capPerRental',
      'maxQuantity',
      'translations.name',
      'translations.description',
      'translations.languages_code',
    ],
    deep: inLanguage(locale),
    sort: ['sort', 'code'],
    limit: -1,
  });
  return records.map(toCoverage).filter((c) => c.code !== '');
}
