import { LANGUAGE_TAGS, type Locale } from '@rental/domain/locale';
import { priceFieldOf, type BrandKey } from '@rental/domain/brands';
import type { CmsClient, Filter } from './client.ts';
import { CmsError } from './errors.ts';
import { carFields, toCar, toInfoPage, toSiteConfig } from './mappers.ts';
import type { Car, InfoPage, SiteConfig } from './types.ts';

/** The site's questions to the CMS (SPEC §7). Pages ask these; they never build queries. */

export class SiteConfigError extends Error {
  readonly statusCode = 500;
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`[Site Config Error] ${reason}`, { cause });
    this.name = 'SiteConfigError';
  }
}

export async function fetchSiteConfig(cms: CmsClient, brand: BrandKey, locale: Locale): Promise<SiteConfig> {
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
export async function fetchFleet(cms: CmsClient, brand: BrandKey, allowedClasses: string[], log: (line: string) => void = console.error): Promise<Car[]> {
  const priceField = priceFieldOf(brand);
  const conditions: Filter[] = [{ [priceField]: { _nnull: true } }];
  if (allowedClasses.length) conditions.push({ class: { _in: allowedClasses } });
  try {
    const records = await cms.list('flota', { filter: { _and: conditions }, fields: carFields(brand), sort: [priceField], limit: -1 });
    return records.map((r) => toCar(r, brand));
  } catch (error) {
    const status = error instanceof CmsError ? error : new CmsError(String(error), 500, 'Internal Server Error', null);
    log(`Error retrieving cars: ${status.statusCode} ${status.statusMessage}`);
    throw new CmsError('Error getting cars', status.statusCode, status.statusMessage, status.data, { cause: error });
  }
}

/** An info page by slug in the visitor's language, or null when no page has that slug. */
export async function fetchInfoPage(cms: CmsClient, slug: string, locale: Locale): Promise<InfoPage | null> {
  const [record] = await cms.list('info_pages', {
    filter: { slug: { _eq: slug } },
    fields: ['*', 'translations.*'],
    deep: { translations: { _filter: { languages_code: { _eq: LANGUAGE_TAGS[locale] } } } },
    limit: 1,
  });
  return record ? toInfoPage(record) : null;
}
