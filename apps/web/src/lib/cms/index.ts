import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { BRAND } from '../config/brand.ts';
import type { Locale } from '@rental/domain/locale';
import type { CmsClient } from './client.ts';
import { configuredCmsClient } from './configured.ts';
import {
  fetchBranches,
  fetchCallsToAction,
  fetchCoverages,
  fetchFleet,
  fetchInfoPage,
  fetchInfoSlugs,
  fetchJobOffers,
  fetchPromotions,
  fetchSiteConfig,
} from './queries.ts';
import { fetchSeasons } from './rates.ts';
import { cmsTags } from './tags.ts';

export type {
  Branch,
  CallToAction,
  Car,
  InfoPage,
  JobOffer,
  MenuItem,
  Promotion,
  SiteConfig,
  WeeklyHours,
} from './types.ts';

let client: CmsClient | undefined;
export function cms(): CmsClient {
  client ??= configuredCmsClient();
  return client;
}

/*
 * Every question pages ask is cached ('use cache') with the `content` life (refreshed in the
 * background after a minute) and tagged by the collections it reads, so a page view does not
 * wait for Directus, a Studio edit shows up within a minute (at once through /api/revalidate),
 * and when Directus is down the last good response keeps being served.
 */

export async function getSiteConfig(locale: Locale) {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('sites_config'));
  return fetchSiteConfig(cms(), BRAND, locale);
}

export async function getFleet(locale: Locale) {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('flota', 'sites_config'));
  const site = await getSiteConfig(locale);
  return fetchFleet(cms(), BRAND, site.allowedCars);
}

export async function getInfoPage(slug: string, locale: Locale) {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('info_pages'));
  return fetchInfoPage(cms(), slug, locale);
}

export async function getInfoSlugs() {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('info_pages'));
  return fetchInfoSlugs(cms());
}

export async function getBranches() {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('branches'));
  return fetchBranches(cms());
}

export async function getPromotions(locale: Locale) {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('promotions'));
  return fetchPromotions(cms(), BRAND, locale);
}

export async function getJobOffers(locale: Locale) {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('job_offers'));
  return fetchJobOffers(cms(), locale);
}

export async function getCallsToAction(locale: Locale) {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('calls_to_action'));
  return fetchCallsToAction(cms(), BRAND, locale);
}

export async function getCoverages(locale: Locale) {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('coverages'));
  return fetchCoverages(cms(), locale);
}

export async function getSeasons() {
  'use cache';
  cacheLife('content');
  cacheTag(...cmsTags('seasons'));
  return fetchSeasons(cms(), BRAND);
}
