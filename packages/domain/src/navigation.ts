import { DEFAULT_LOCALE, isLocale, localizedPath, splitLocale, type Locale } from './locale.ts';
import { infoSlugOf, matchRoute } from './routes.ts';

/**
 * What the site does with an incoming request before rendering (SPEC §2 "Redirects and
 * locale"). A pure function so every case is unit-tested; the Next.js proxy only applies it.
 */
export type RouteDecision =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308 }
  /** Serve the page at `pathname` (the locale-prefixed internal path). */
  | { kind: 'render'; pathname: string; locale: Locale; path: string }
  /** A 404 decided before rendering, so that the status really is 404 (SPEC §8 messages). */
  | { kind: 'not-found'; locale: Locale; path: string; message: string; bot: boolean };

export const TERMS_PATH = '/info/terminos-y-condiciones';

/** SPEC §2: the terms page is the info page whose slug contains 'terminos' (the seeded one when unknown). */
export function termsPath(infoSlugs?: Iterable<string> | null): string {
  for (const slug of infoSlugs ?? []) if (slug.includes('terminos')) return `/info/${slug}`;
  return TERMS_PATH;
}
/** Internal path the proxy rewrites 404s to; the catch-all route renders the error screen there. */
export const NOT_FOUND_PATH = '/__not-found';

const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|linkedinbot|pinterest|semrush|ahrefs|mj12|yandex|baidu|duckduck|petalbot|applebot|lighthouse-bot|headlesschrome\/bot/i;

export const isBot = (userAgent: string | null | undefined): boolean =>
  !!userAgent && BOT_PATTERN.test(userAgent);

export interface CmsRedirect {
  to: string;
  status: 301 | 302 | 307 | 308;
}

/** What the proxy knows of the CMS: staff redirects and the info pages that exist. */
export interface RouteIndex {
  redirects: ReadonlyMap<string, CmsRedirect>;
  infoSlugs: ReadonlySet<string>;
}

export interface RouteRequest {
  pathname: string;
  /** The raw query string including '?', or ''. */
  search: string;
  /** Value of the `language` cookie, if any. */
  languageCookie?: string | null;
  userAgent?: string | null;
  /** Null when the CMS has not responded yet: pages then decide for themselves. */
  index?: RouteIndex | null;
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A staff redirect's target for a visitor in `locale`: site paths stay in the language, URLs go out. */
export function redirectTarget(to: string, locale: Locale, search: string): string {
  if (/^https?:\/\//i.test(to)) return to;
  return localizedPath(to, locale) + search;
}

/**
 * The SPEC §8 message of a 404 at `pathname`: unmatched path, failed validity check, or —
 * for a well-formed info slug — the unknown info page.
 */
export function describeNotFound(pathname: string, search: string): string {
  const { path } = splitLocale(pathname);
  const route = matchRoute(path);
  if (!route) return `Page not found: ${path}`;
  if (route.valid && !route.valid(path)) return `Page Not Found: ${path}${search}`;
  return 'Pagina no encontrada';
}

export function decideRoute(req: RouteRequest): RouteDecision {
  const { locale: prefix, path } = splitLocale(req.pathname);
  const locale = prefix ?? DEFAULT_LOCALE;
  const bot = isBot(req.userAgent);

  if (path.includes('tyc')) {
    return {
      kind: 'redirect',
      location: localizedPath(termsPath(req.index?.infoSlugs), locale) + req.search,
      status: 307,
    };
  }

  const rule = req.index?.redirects.get(normalise(path));
  if (rule)
    return {
      kind: 'redirect',
      location: redirectTarget(rule.to, locale, req.search),
      status: rule.status,
    };

  const stored = isLocale(req.languageCookie) ? req.languageCookie : null;
  if (!prefix && stored && stored !== DEFAULT_LOCALE) {
    return { kind: 'redirect', location: localizedPath(path, stored) + req.search, status: 307 };
  }

  const route = matchRoute(path);
  const slug = infoSlugOf(path);
  const unknownSlug =
    slug !== null && !!req.index && !req.index.infoSlugs.has(decodeURIComponent(slug));
  if (!route || (route.valid && !route.valid(path)) || unknownSlug) {
    return {
      kind: 'not-found',
      locale,
      path,
      message: describeNotFound(req.pathname, req.search),
      bot,
    };
  }
  return {
    kind: 'render',
    pathname: path === '/' ? `/${locale}` : `/${locale}${path}`,
    locale,
    path,
  };
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

/**
 * Where the language switch sends the visitor: the same page and query in the other
 * language. The page is an explicit path, else the Referer when it is this site, else home.
 */
export function switchLanguageTarget(opts: {
  to: Locale;
  path?: string;
  referer?: string | null;
  host: string;
}): string {
  let page = opts.path ?? '/';
  let search = '';
  if (!opts.path && opts.referer) {
    try {
      const ref = new URL(opts.referer);
      if (ref.host === opts.host) {
        page = ref.pathname;
        search = ref.search;
      }
    } catch {
      /* not a URL: go home */
    }
  }
  return localizedPath(splitLocale(page).path, opts.to) + search;
}

/**
 * Request header marking the proxy's own look-up of a page on behalf of a crawler, so the
 * inner request is served normally instead of being looked up again.
 */
export const BOT_LOOKUP_HEADER = 'x-rental-bot-lookup';

/** The attribute the error screen carries with its status, read by {@link botErrorStatus}. */
export const ERROR_STATUS_ATTRIBUTE = 'data-error-status';

/**
 * SPEC §2 "for bot user agents no error page is shown" (only the status): the status to respond to a crawler with
 * with an empty body, or null to pass the page through. An error status counts, and so does
 * an error screen streamed after a 200 had already gone out (a failure below the page shell).
 */
export function botErrorStatus(status: number, html: string): number | null {
  if (status >= 400) return status;
  const screen = new RegExp(`${ERROR_STATUS_ATTRIBUTE}="(\\d{3})"`).exec(html);
  return screen ? Number(screen[1]) : null;
}
