/**
 * Locales of the site (SPEC §4, §9): Spanish is the default and is served both unprefixed
 * and under /es; English lives under /en. The visitor's choice is remembered in the
 * `language` cookie as 'es' or 'en'.
 */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const LANGUAGE_COOKIE = 'language';
/** SPEC §9: 365 days. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The CMS languages' codes (`languages.code`): the language tags SPEC §4 names. */
export const LANGUAGE_CODES = ['es-ES', 'en-US'] as const;
export type LanguageTag = (typeof LANGUAGE_CODES)[number];

/** The locale's language tag as SPEC §4 names it, and as the CMS languages are keyed. */
export const LANGUAGE_TAGS: Record<Locale, LanguageTag> = { es: 'es-ES', en: 'en-US' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** `value` when it is a locale, else the default (Spanish): for untrusted input such as a server action's argument. */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** Splits '/en/flota' into { locale: 'en', path: '/flota' }; unprefixed paths have no locale. */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/(es|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: null, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/**
 * The path of `path` (unprefixed, as in SPEC §2) in `locale`. Spanish links stay unprefixed
 * because that is the canonical Spanish address.
 */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The Set-Cookie attributes of the language cookie (SPEC §9): 365 days, path '/', SameSite
 * lax — or SameSite none with Secure when the site is embedded cross-origin.
 */
export function languageCookie(locale: Locale, opts: { crossOrigin?: boolean } = {}): string {
  const sameSite = opts.crossOrigin ? 'None; Secure' : 'Lax';
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=${sameSite}`;
}
