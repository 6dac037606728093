import type { Metadata } from 'next';
import type { BrandKey } from '@rental/domain/brands';
import { LOCALES, localizedPath, type Locale } from '@rental/domain/locale';
import { siteOrigin } from '../config/server.ts';
import { brandIcon } from './theme.ts';

const OG_LOCALE: Record<Locale, string> = { es: 'es_PA', en: 'en_US' };

/** Both language versions of an unprefixed path, for hreflang alternates (Spanish is also x-default). */
export function languageAlternates(path: string): Record<string, string> {
  const origin = siteOrigin();
  const entries = LOCALES.map(
    (l) => [l === 'es' ? 'es-PA' : 'en-US', `${origin}${localizedPath(path, l)}`] as const,
  );
  return { ...Object.fromEntries(entries), 'x-default': `${origin}${localizedPath(path, 'es')}` };
}

/**
 * A page's metadata: title (the layout adds "| {siteName} Car Rental"), description,
 * canonical URL, hreflang alternates and Open Graph tags.
 */
export function pageMetadata(opts: {
  locale: Locale;
  path: string;
  title?: string;
  description?: string;
  siteName: string;
  image?: string | null;
}): Metadata {
  const url = `${siteOrigin()}${localizedPath(opts.path, opts.locale)}`;
  const product = `${opts.siteName} Car Rental`;
  return {
    ...(opts.title ? { title: opts.title } : {}),
    description: opts.description,
    alternates: { canonical: url, languages: languageAlternates(opts.path) },
    openGraph: {
      type: 'website',
      url,
      siteName: product,
      title: opts.title ? `${opts.title} | ${product}` : product,
      description: opts.description,
      locale: OG_LOCALE[opts.locale],
      alternateLocale: LOCALES.filter((l) => l !== opts.locale).map((l) => OG_LOCALE[l]),
      ...(opts.image ? { images: [{ url: `${siteOrigin()}${opts.image}` }] } : {}),
    },
  };
}

/** The brand's tab icon as page metadata, for every root layout (the site's and the global 404's). */
export const brandIconMetadata = (brand: BrandKey): Metadata['icons'] => ({
  icon: { url: brandIcon(brand), type: 'image/svg+xml' },
});
