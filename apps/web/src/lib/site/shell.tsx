import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { BRAND, cms, getSiteConfig } from '@/lib/cms';
import { fallbackLogo } from './theme.ts';

/** What every layout needs: the locale, the brand's site config and the logo. */
export async function layoutContext(params: Promise<{ locale: string }>) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const site = await getSiteConfig(locale);
  const logoSrc = site.logo ? cms().assetUrl(site.logo) : fallbackLogo(BRAND);
  return { locale, site, logoSrc };
}
