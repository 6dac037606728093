import { localizedPath, type Locale } from '@rental/domain/locale';

/** CMS links are written unprefixed (/flota); in English they get the /en prefix. */
export function siteHref(href: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  return localizedPath(href, locale);
}
