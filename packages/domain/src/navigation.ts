import { DEFAULT_LOCALE, isLocale, localizedPath, splitLocale, type Locale } from './locale.ts';
import { matchRoute } from './routes.ts';

/**
 * What the site does with an incoming request before rendering (SPEC §2 "Redirects and
 * locale"). A pure function so every case is unit-tested; the Next.js proxy only applies it.
 */
export type RouteDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  /** Serve the page at `pathname` (the locale-prefixed internal path). */
  | { kind: 'render'; pathname: string; locale: Locale; path: string; matched: boolean }
  /** A crawler asked for a path no route matches: answer 404 with no error page. */
  | { kind: 'bot-not-found'; locale: Locale; path: string };

export const TERMS_PATH = '/info/terminos-y-condiciones';

const BOT_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|linkedinbot|pinterest|semrush|ahrefs|mj12|yandex|baidu|duckduck|petalbot|applebot|lighthouse-bot|headlesschrome\/bot/i;

export const isBot = (userAgent: string | null | undefined): boolean => !!userAgent && BOT_PATTERN.test(userAgent);

export interface RouteRequest {
  pathname: string;
  /** The raw query string including '?', or ''. */
  search: string;
  /** Value of the `language` cookie, if any. */
  languageCookie?: string | null;
  userAgent?: string | null;
}

export function decideRoute(req: RouteRequest): RouteDecision {
  const { locale: prefix, path } = splitLocale(req.pathname);

  if (path.includes('tyc')) {
    return { kind: 'redirect', location: localizedPath(TERMS_PATH, prefix ?? DEFAULT_LOCALE) + req.search, status: 308 };
  }

  const stored = isLocale(req.languageCookie) ? req.languageCookie : null;
  if (!prefix && stored && stored !== DEFAULT_LOCALE) {
    return { kind: 'redirect', location: localizedPath(path, stored) + req.search, status: 307 };
  }

  const locale = prefix ?? DEFAULT_LOCALE;
  const matched = matchRoute(path) !== null;
  if (!matched && isBot(req.userAgent)) return { kind: 'bot-not-found', locale, path };
  return { kind: 'render', pathname: path === '/' ? `/${locale}` : `/${locale}${path}`, locale, path, matched };
}

/**
 * The message of a 404 (SPEC §8): an unknown info slug is 'Pagina no encontrada' (fatal
 * in the SPEC's terms); any other path no route serves is 'Page not found: {path}'.
 */
export function notFoundMessage(path: string): string {
  return matchRoute(path)?.path === '/info/{slug}' ? 'Pagina no encontrada' : `Page not found: ${path}`;
}

/**
 * SPEC §2 "the root may redirect to a configured root page": where the home page sends the
 * visitor, or null to show the home page. Relative targets stay in the visitor's language.
 */
export function rootPageTarget(rootPage: string | null, locale: Locale): string | null {
  const target = rootPage?.trim();
  if (!target || target === '/') return null;
  if (/^https?:\/\//i.test(target)) return target;
  return target.startsWith('/') && !target.startsWith('//') ? localizedPath(target, locale) : null;
}
