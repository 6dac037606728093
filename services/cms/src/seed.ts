import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { priceFieldOf, BRAND_KEYS } from '@rental/domain/brands';
import { LANGUAGE_CODES } from '@rental/domain/locale';
import type { AdminClient } from './admin-client.ts';
import * as data from '../seed/data/index.ts';
import type { Lang, Translated } from '../seed/types.ts';

/**
 * Seeds the content every brand needs to look real. Each record gets a deterministic id
 * derived from its natural key, and only records whose id is absent are created: a re-run
 * adds what is missing and never touches what exists, so staff edits survive.
 */
const ASSETS = fileURLToPath(new URL('../seed/assets/', import.meta.url));

export function seedId(collection: string, key: string): string {
  const h = createHash('sha1').update(`rental-seed:${collection}:${key}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const LANGS: readonly Lang[] = LANGUAGE_CODES;

function translations<T extends object>(
  t: Translated<T>,
  extra: (lang: Lang) => Record<string, unknown> = () => ({}),
) {
  return LANGS.map((lang) => ({ languages_code: lang, ...t[lang], ...extra(lang) }));
}

export interface SeedReport {
  created: Record<string, number>;
  files: number;
}

class FileLibrary {
  private cache = new Map<string, string>();
  private admin: AdminClient;
  uploaded = 0;
  constructor(admin: AdminClient) {
    this.admin = admin;
  }

  /** The id of the seed asset in the file library, uploading it the first time. */
  async idOf(name: string | null): Promise<string | null> {
    if (!name) return null;
    const known = this.cache.get(name);
    if (known) return known;
    const filter = encodeURIComponent(JSON.stringify({ filename_download: { _eq: name } }));
    const [existing] = await this.admin.get<{ id: string }[]>(
      `/files?fields=id&limit=1&filter=${filter}`,
    );
    let id = existing?.id;
    if (!id) {
      const form = new FormData();
      form.append('title', name.replace(/\.svg$/, '').replace(/-/g, ' '));
      form.append(
        'file',
        new Blob([readFileSync(join(ASSETS, name))], { type: 'image/svg+xml' }),
        name,
      );
      id = (await this.admin.upload<{ id: string }>(form)).id;
      this.uploaded += 1;
    }
    this.cache.set(name, id);
    return id;
  }
}

async function ensureItems(
  admin: AdminClient,
  collection: string,
  items: Record<string, unknown>[],
  report: SeedReport,
  pk = 'id',
) {
  if (!items.length) return;
  const ids = items.map((i) => i[pk]);
  const filter = encodeURIComponent(JSON.stringify({ [pk]: { _in: ids } }));
  const existing = await admin.get<Record<string, unknown>[]>(
    `/items/${collection}?fields=${pk}&limit=-1&filter=${filter}`,
  );
  const have = new Set(existing.map((e) => e[pk]));
  const missing = items.filter((i) => !have.has(i[pk]));
  if (missing.length) await admin.post(`/items/${collection}`, missing);
  report.created[collection] = missing.length;
}

export interface SeedOptions {
  /** Cars per class per branch instead of the seed's own counts (SEED_FLEET_UNITS). */
  fleetUnits?: number | null;
  /** The example seasons and length discounts (SEED_RATES; default on). */
  rates?: boolean;
}

export async function seedContent(admin: AdminClient, opts: SeedOptions = {}): Promise<SeedReport> {
  const report: SeedReport = { created: {}, files: 0 };
  const rates = opts.rates ?? true;
  const files = new FileLibrary(admin);

  await ensureItems(
    admin,
    'languages',
    [
      { code: 'es-ES', name: 'Español', direction: 'ltr' },
      { code: 'en-US', name: 'English', direction: 'ltr' },
    ],
    report,
    'code',
  );

  await ensureItems(
    admin,
    'branches',
    data.branches.map((b, i) => ({
      id: seedId('branches', b.code),
      sort: i + 1,
      ...b,
      closed_days: [],
    })),
    report,
  );

  const fleet = [];
  for (const car of data.fleet) {
    const { key, prices, image, ...fields } = car;
    const priceFields = Object.fromEntries(
      BRAND_KEYS.map((b) => [priceFieldOf(b), prices[b] ?? null]),
    );
    fleet.push({
      id: seedId('flota', key),
      ...fields,
      ...priceFields,
      image: await files.idOf(image),
    });
  }
  await ensureItems(admin, 'flota', fleet, report);

  const classes = [...new Set(data.fleet.map((car) => car.class))];
  await ensureItems(
    admin,
    'fleet_units',
    data.branches.flatMap((b) =>
      classes.map((carClass) => ({
        id: seedId('fleet_units', `${b.code}:${carClass}`),
        branch: seedId('branches', b.code),
        class: carClass,
        units: opts.fleetUnits ?? data.unitsPerClass(b),
      })),
    ),
    report,
  );

  await ensureItems(
    admin,
    'coverages',
    [...data.coverages, ...data.extras].map((c, i) => ({
      id: seedId('coverages', c.code),
      sort: i + 1,
      code: c.code,
      kind: c.kind,
      dailyPrice: c.dailyPrice,
      capPerRental: c.capPerRental ?? null,
      maxQuantity: c.maxQuantity ?? 1,
      mandatory: c.mandatory,
      includes: c.includes,
      translations: translations(c.translations),
    })),
    report,
  );

  await ensureItems(
    admin,
    'fleet_units',
    data.branches.flatMap((b) =>
      Object.entries(data.EXTRA_STOCK).map(([extra, units]) => ({
        id: seedId('fleet_units', `${b.code}:extra:${extra}`),
        branch: seedId('branches', b.code),
        extra,
        units,
      })),
    ),
    report,
  );

  const sites = [];
  for (const site of data.sites) {
    const { translations: t, logo, ...fields } = site;
    sites.push({
      id: seedId('sites_config', site.brand),
      ...fields,
      length_discounts: rates ? data.lengthDiscounts[site.brand] : [],
      young_driver_bands: data.youngDriverBands[site.brand],
      ...data.additionalDriverFees[site.brand],
      class_terms: data.classTerms[site.brand],
      blackout_periods: [],
      logo: await files.idOf(logo),
      translations: translations(t),
    });
  }
  await ensureItems(admin, 'sites_config', sites, report);
  await ensureItems(
    admin,
    'seasons',
    (rates ? data.seasons : []).map(({ key, ...season }, i) => ({
      id: seedId('seasons', key),
      sort: i + 1,
      ...season,
    })),
    report,
  );

  const pages = [];
  for (const [i, page] of data.infoPages.entries()) {
    const pageImage = await files.idOf(page.image);
    pages.push({
      id: seedId('info_pages', page.slug),
      sort: i + 1,
      slug: page.slug,
      pageCategory: page.pageCategory,
      showCorporateForm: page.showCorporateForm,
      translations: translations(page.translations, () => ({ pageImage })),
    });
  }
  await ensureItems(admin, 'info_pages', pages, report);

  const ctas = [];
  for (const [i, cta] of data.callsToAction.entries()) {
    const image = await files.idOf(cta.image);
    ctas.push({
      id: seedId('calls_to_action', cta.key),
      sort: i + 1,
      link: cta.link,
      brands: cta.brands,
      translations: translations(cta.translations, () => ({ image })),
    });
  }
  await ensureItems(admin, 'calls_to_action', ctas, report);

  const promotions = [];
  for (const [i, promo] of data.promotions.entries()) {
    const { translations: t, image, ...fields } = promo;
    promotions.push({
      id: seedId('promotions', promo.slug),
      sort: i + 1,
      ...fields,
      image: await files.idOf(image),
      translations: translations(t),
    });
  }
  await ensureItems(admin, 'promotions', promotions, report);

  await ensureItems(
    admin,
    'job_offers',
    data.jobOffers.map((job, i) => {
      const { translations: t, ...fields } = job;
      return {
        id: seedId('job_offers', job.slug),
        sort: i + 1,
        published: true,
        ...fields,
        translations: translations(t),
      };
    }),
    report,
  );

  await ensureItems(
    admin,
    'coupons',
    data.coupons.map((c) => ({ id: seedId('coupons', c.code), ...c })),
    report,
  );
  await ensureItems(
    admin,
    'redirects',
    data.redirects.map((r) => ({ id: seedId('redirects', r.from), ...r })),
    report,
  );

  report.files = files.uploaded;
  return report;
}
