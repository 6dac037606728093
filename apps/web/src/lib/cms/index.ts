import 'server-only';
import { cache } from 'react';
import { resolveBrand } from '@rental/domain/brands';
import type { Locale } from '@rental/domain/locale';
import { readServerConfig } from '../config/server.ts';
import { createCmsClient, type CmsClient } from './client.ts';
import { fetchFleet, fetchInfoPage, fetchSiteConfig } from './queries.ts';

export type { Car, InfoPage, SiteConfig, MenuItem } from './types.ts';
export { CmsError } from './errors.ts';
export { SiteConfigError } from './queries.ts';

/** The brand this build serves (NEXT_PUBLIC_BRAND is inlined at build time). */
export const BRAND = resolveBrand(process.env.NEXT_PUBLIC_BRAND);

let client: CmsClient | undefined;
export function cms(): CmsClient {
  if (!client) {
    const config = readServerConfig();
    client = createCmsClient({ url: config.DIRECTUS_URL, staticToken: config.DIRECTUS_TOKEN, timeoutMs: config.CMS_TIMEOUT_MS });
  }
  return client;
}

/** Per request, the site config is fetched once however many components ask. */
export const getSiteConfig = cache((locale: Locale) => fetchSiteConfig(cms(), BRAND, locale));

export const getFleet = cache(async (locale: Locale) => {
  const site = await getSiteConfig(locale);
  return fetchFleet(cms(), BRAND, site.allowedCars);
});

export const getInfoPage = cache((slug: string, locale: Locale) => fetchInfoPage(cms(), slug, locale));
