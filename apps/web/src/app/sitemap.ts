import type { MetadataRoute } from 'next';
import { localizedPath, LOCALES } from '@rental/domain/locale';
import { getInfoSlugs } from '@/lib/cms';
import { siteOrigin } from '@/lib/config/server';
import { languageAlternates } from '@/lib/pages/metadata';

/** Public pages that are always there; info pages come from the CMS. */
const STATIC_PATHS = ['/', '/flota', '/sucursales', '/promos', '/jobs'];

/** Every public page in both languages, each with its hreflang alternates (SPEC §2 /sitemap.xml). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteOrigin();
  const info = await getInfoSlugs().catch(() => []);
  const pages: { path: string; lastModified?: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...info.map(({ slug, updated }) => ({
      path: `/info/${slug}`,
      lastModified: updated ?? undefined,
    })),
  ];
  return pages.flatMap(({ path, lastModified }) =>
    LOCALES.map((locale) => ({
      url: `${origin}${localizedPath(path, locale)}`,
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
