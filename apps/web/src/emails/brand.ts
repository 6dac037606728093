import { BRAND_FALLBACKS } from '@rental/domain/brands';
import type { SiteConfig } from '../lib/cms/types.ts';
import { fallbackLogo, safeColour } from '../lib/site/theme.ts';

/** What an e-mail shows of the brand: its name, logo, colours and contact. */
export interface MailBrand {
  siteName: string;
  /** Absolute: mail programs load the logo from the site, as browsers do (/assets/{id}). */
  logoUrl: string;
  primaryColor: string;
  accentColor: string;
  phone: string | null;
  email: string | null;
}

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
