/**
 * The content model's closed lists, named once. The Directus schema as code
 * (packages/content-model) offers these values as choices, so the records the seed data and
 * the site derive their types from are typed by them: a value added here is added everywhere,
 * and a value one of them forgets fails the type check. The order of each list is the order
 * Studio shows.
 *
 * Other names of the vocabulary live beside their rules: `Locale` and `LanguageTag` in
 * `locale.ts`, `BrandKey` in `brands.ts`; the reservation's and payment's statuses belong to
 * their state machine in `reservation/`.
 */

/** ACRISS codes of the fleet's car classes (`flota.class`, `sites_config.allowedCars`). */
export const ACRISS_CLASSES = [
  'MCMR',
  'ECMR',
  'ECAR',
  'CCAR',
  'CDAR',
  'ICAR',
  'SCAR',
  'FCAR',
  'IFAR',
  'SFAR',
  'FFAR',
  'PFAR',
  'SVAR',
  'FVAR',
  'PPAR',
  'FPBR',
] as const;
export type AcrissClass = (typeof ACRISS_CLASSES)[number];

/** `flota.status`: whether the fleet offers a car. */
export const CAR_STATUSES = ['available', 'low_availability', 'unavailable'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const CAR_TYPES = ['economy', 'compact', 'sedan', 'suv', 'pickup', 'van', 'luxury'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** `flota.gas`. */
export const FUELS = ['gas', 'diesel'] as const;
export type Fuel = (typeof FUELS)[number];

/** `sites_config.paymentGateway`: who takes a brand's online payments ('paypal' takes no card on the site's form). */
export const PAYMENT_GATEWAYS = ['metrobank', 'sandbox', 'paypal'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/**
 * `payments.provider`: the gateway that took a payment. The same values as PAYMENT_GATEWAYS in
 * the order the payments collection was created with (Studio's choices keep it).
 */
export const PAYMENT_PROVIDERS = [
  'sandbox',
  'metrobank',
  'paypal',
] as const satisfies readonly PaymentGateway[];

/** `reservations.reservation_type`: paid online now (with the prepaid discount) or at the counter. */
export const RESERVATION_TYPES = ['prepaid', 'postpaid'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** `reservations.precheckin_status`: how far the renter's online pre-check-in went. */
export const PRECHECKIN_PROGRESS = ['none', 'submitted', 'completed'] as const;
export type PrecheckinProgress = (typeof PRECHECKIN_PROGRESS)[number];

/**
 * `coverages.kind`: a protection product, the roadside assistance (era) line of the bill, or an
 * extra sold beside the car (child seat, GPS…) with its own stock per branch.
 */
export const COVERAGE_KINDS = ['coverage', 'roadside', 'extra'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export const PAGE_CATEGORIES = ['legal', 'help', 'corporate', 'services'] as const;
export type PageCategory = (typeof PAGE_CATEGORIES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** `redirects.statusCode`, kept as text as Directus stores the choice. */
export const REDIRECT_STATUS_CODES = ['301', '302', '307', '308'] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

/** `sites_config.socialLinks[].network`. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'linkedin',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** `languages.direction`. */
export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;

/** `value` when it is one of `values`, else null: for CMS records and other untrusted input. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;
