import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { BRAND, cms, getSiteConfig } from '@/lib/cms';
import { currentPath } from './request.ts';
import { fallbackLogo } from './theme.ts';

/** What every layout needs: the locale, the brand's site config, the logo and the current path. */
export async function layoutContext(params: Promise<{ locale: string }>) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const site = await getSiteConfig(locale);
  const logoSrc = site.logo ? cms().assetUrl(site.logo) : fallbackLogo(BRAND);
  return { locale, site, logoSrc, path: await currentPath() };
}
