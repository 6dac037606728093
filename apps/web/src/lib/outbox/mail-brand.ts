import { BRAND_FALLBACKS } from '@rental/domain/brands';
import type { MailBrand } from '../../emails/brand.ts';
import type { SiteConfig } from '../cms/types.ts';
import { fallbackLogo, safeColour } from '../pages/theme.ts';

/**
 * The brand as its site config in the CMS has it; `origin` is the site's public origin
 * (SITE_URL). Without a logo in the CMS, the one shipped with the site.
 */
export function mailBrandOf(site: SiteConfig, origin: string): MailBrand {
  const fallback = BRAND_FALLBACKS[site.brand];
  const base = origin.replace(/\/$/, '');
  return {
    siteName: site.siteName || fallback.siteName,
    logoUrl: `${base}${site.logo ? `/assets/${site.logo}` : fallbackLogo(site.brand)}`,
    primaryColor: safeColour(site.primaryColor, fallback.primaryColor),
    accentColor: safeColour(site.accentColor, fallback.accentColor),
    phone: site.contact.phone,
    email: site.contact.email,
  };
}
