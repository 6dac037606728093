/**
 * The four brands the company runs. The key is what `NEXT_PUBLIC_BRAND` and the
 * `sites_config.brand` field hold; everything else about a brand (name, logo, colours,
 * texts) is content in the CMS. The fallback theme here is only for screens that must
 * render when the CMS cannot be reached (the error screen).
 */
export const BRAND_KEYS = ['firefly', 'tucan', 'marea', 'volcan'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];
export const DEFAULT_BRAND: BrandKey = 'firefly';

export interface BrandFallback {
  siteName: string;
  primaryColor: string;
  accentColor: string;
}

export const BRAND_FALLBACKS: Record<BrandKey, BrandFallback> = {
  firefly: { siteName: 'Firefly', primaryColor: '#c2410c', accentColor: '#1d2b4f' },
  tucan: { siteName: 'Tucán', primaryColor: '#0d7d56', accentColor: '#0b3d2e' },
  marea: { siteName: 'Marea', primaryColor: '#1769aa', accentColor: '#0b2545' },
  volcan: { siteName: 'Volcán', primaryColor: '#b3261e', accentColor: '#3a3a3a' },
};

export const isBrandKey = (value: unknown): value is BrandKey =>
  typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);

/** Each brand prices the shared fleet in its own `flota` column, named by this rule. */
export const priceFieldOf = (brand: BrandKey): `price_${BrandKey}` => `price_${brand}`;

export class MissingBrandError extends Error {
  constructor(variable: string, value: string | undefined) {
    const shown = value === undefined || value === '' ? 'empty' : `'${value}'`;
    super(
      `No brand specified on nuxt config: ${variable} is ${shown}; set it to one of ${BRAND_KEYS.join(', ')}`,
    );
    this.name = 'MissingBrandError';
  }
}

/**
 * Resolves the configured brand. Unset means the default brand; an empty or unknown value
 * is a configuration error that must stop the build and the server.
 */
export const resolveBrand = (
  value: string | undefined,
  variable = 'NEXT_PUBLIC_BRAND',
): BrandKey => {
  if (value === undefined) return DEFAULT_BRAND;
  const trimmed = value.trim();
  if (isBrandKey(trimmed)) return trimmed;
  throw new MissingBrandError(variable, value);
};
