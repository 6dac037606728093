/**
 * The site's routes (SPEC §2, and the booking's page /mi-reserva), unprefixed, with the layout
 * each one uses. The app's route folders follow this table; a unit test checks that they do.
 * A path is the same in both languages (`/mi-reserva`, `/en/mi-reserva`).
 */
export type LayoutName = 'default' | 'precheckin' | 'reservation' | 'thanks';
export type GuardName =
  | 'check-reservation-details'
  | 'check-reservation-success-redirect'
  | 'check-precheckin-module-enable'
  | 'check-precheckin-data'
  | 'prevent-direct-access';

export interface RouteDef {
  /** Path pattern as in SPEC §2; `{slug}` is a single segment. */
  path: string;
  guards: GuardName[];
  /** The route's own validity check (SPEC §2); failing it is the fatal 404 'Page Not Found: {fullPath}'. */
  valid?: (path: string) => boolean;
}

/** Info slugs are lower-case words joined by hyphens, as staff write them in the CMS. */
export const INFO_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const infoSlugOf = (path: string): string | null =>
  /^\/info\/([^/]+)\/?$/.exec(path)?.[1] ?? null;

export const ROUTES: readonly RouteDef[] = [
  { path: '/', guards: [] },
  { path: '/jobs', guards: [] },
  { path: '/flota', guards: [] },
  {
    path: '/info/{slug}',
    guards: [],
    valid: (path) => INFO_SLUG.test(decodeURIComponent(infoSlugOf(path) ?? '')),
  },
  { path: '/promos', guards: [] },
  { path: '/reserva', guards: ['check-reservation-details'] },
  { path: '/reserva/thanks', guards: ['check-reservation-details'] },
  {
    path: '/reserva/checkout',
    guards: ['check-reservation-details', 'check-reservation-success-redirect'],
  },
  { path: '/sucursales', guards: [] },
  { path: '/precheckin', guards: ['check-precheckin-module-enable'] },
  { path: '/precheckin/verify', guards: ['check-precheckin-data'] },
  { path: '/precheckin/checkout', guards: ['check-precheckin-data', 'prevent-direct-access'] },
  { path: '/precheckin/thanks', guards: ['prevent-direct-access'] },
  { path: '/precheckin/preferences', guards: [] },
  /** The renter's page of a booking, found by code and last name or e-mail. */
  { path: '/mi-reserva', guards: [] },
  { path: '/sitemap.xml', guards: [] },
];

/**
 * SPEC §2: paths with 'checkout' and not 'thanks' belong to the reservation flow; the
 * thanks pages have their own layout; the other pre-check-in steps use the pre-check-in
 * layout; everything else the default one.
 */
export function layoutFor(path: string): LayoutName {
  if (path.includes('thanks')) return 'thanks';
  if (path.includes('checkout')) return 'reservation';
  if (path === '/precheckin' || path.startsWith('/precheckin/')) return 'precheckin';
  return 'default';
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{[a-z]+\}/g, '[^/]+')}/?$`);
const COMPILED = ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

/** The route an unprefixed path belongs to, or null when no route matches (a 404). */
export function matchRoute(path: string): RouteDef | null {
  return COMPILED.find(({ pattern }) => pattern.test(path))?.route ?? null;
}
