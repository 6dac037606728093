import type { CSSProperties } from 'react';
import { BRAND_FALLBACKS, type BrandKey } from '@rental/domain/brands';

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
/** A CMS colour when it is a hex colour, else the fallback: nothing else reaches a style. */
export const safeColour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/** The brand's colours as the CSS variables globals.css maps to Tailwind colours. */
export function themeStyle(
  brand: BrandKey,
  colours?: { primaryColor: string; accentColor: string; reservationBackgroundColor: string },
): CSSProperties {
  const fallback = BRAND_FALLBACKS[brand];
  return {
    '--brand-primary': safeColour(colours?.primaryColor ?? '', fallback.primaryColor),
    '--brand-accent': safeColour(colours?.accentColor ?? '', fallback.accentColor),
    '--reservation-bg': safeColour(colours?.reservationBackgroundColor ?? '', '#ffffff'),
  } as CSSProperties;
}

/** The logo shipped with the site, for screens that must render without the CMS. */
export const fallbackLogo = (brand: BrandKey) => `/brands/${brand}/logo.svg`;

/**
 * The brand's browser-tab icon (public/brands/<brand>/icon.svg). Pages name it, and
 * /favicon.ico redirects to it (next.config.ts), so no browser or crawler asks for a missing file.
 */
export const brandIcon = (brand: BrandKey) => `/brands/${brand}/icon.svg`;
