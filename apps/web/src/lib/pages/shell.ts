import 'server-only';
import { cms, getSiteConfig } from '@/lib/cms';
import { BRAND } from '@/lib/config/brand';
import { pageLocale } from './page.ts';
import { fallbackLogo } from './theme.ts';

/** What Next gives a layout under /[locale]. */
export interface LocaleLayoutProps {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}

/** What every layout needs: the locale, the brand's site config and the logo. */
export async function layoutContext(params: Promise<{ locale: string }>) {
  const locale = await pageLocale(params);
  const site = await getSiteConfig(locale);
  const logoSrc = site.logo ? cms().assetUrl(site.logo) : fallbackLogo(BRAND);
  return { locale, site, logoSrc };
}
