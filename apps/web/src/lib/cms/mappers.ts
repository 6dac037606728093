import {
  DEFAULT_PAYMENT_WINDOW_MINUTES,
  MAX_PAYMENT_WINDOW_MINUTES,
  MIN_PAYMENT_WINDOW_MINUTES,
} from '@rental/domain/reservation/expiry';
import {
  DEFAULT_CANCELLATION_POLICY,
  type CancellationPolicy,
} from '@rental/domain/reservation/cancellation';
import {
  DEFAULT_REMINDER_SETTINGS,
  MAX_REMINDER_HOURS,
} from '@rental/domain/notifications/schedule';
import { priceFieldOf, type BrandKey } from '@rental/domain/brands';
import { hoursFromRows, WEEKDAYS, type WeeklyHours } from '@rental/domain/hours';
import type { CmsRedirect } from '@rental/domain/navigation';
import type { CouponRecord } from '@rental/domain/reservation/coupon';
import { DEFAULT_BOOKING_LIMITS } from '@rental/domain/reservation/rules';
import {
  CAR_STATUSES,
  oneOf,
  PAYMENT_GATEWAYS,
  REDIRECT_STATUS_CODES,
} from '@rental/domain/vocabulary';
import type { CollectionName } from '@rental/content-model/records';
import type { SocialLink } from '@rental/content-model/shapes';
import type {
  Branch,
  CallToAction,
  Car,
  Coverage,
  Incoming,
  IncomingTranslated,
  InfoPage,
  JobOffer,
  MenuItem,
  Promotion,
  SiteConfig,
} from './types.ts';
import { toAgeBands, toDayRanges, toLengthTiers, toRentalTerms } from './rates.ts';
import { list, num, str, within } from './values.ts';

/** Raw CMS records to the site's types, with SPEC §3 defaults; values are checked as they are read. */
type Raw = Record<string, unknown>;

/** A whole number of at least 1, else null (the default applies). */
const positive = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n >= 1 ? Math.floor(n) : null;
};
const cancellationPolicyOf = (raw: Incoming<'sites_config'>): CancellationPolicy => ({
  freeUntilHours:
    within(raw.cancellation_free_hours, 0, 720) ?? DEFAULT_CANCELLATION_POLICY.freeUntilHours,
  lateFeePercent:
    within(raw.cancellation_late_fee_percent, 0, 100) ?? DEFAULT_CANCELLATION_POLICY.lateFeePercent,
  noShowFeePercent:
    within(raw.cancellation_no_show_fee_percent, 0, 100) ??
    DEFAULT_CANCELLATION_POLICY.noShowFeePercent,
});

/** Hours of a reminder window: 1 to a week, else null (the default applies). */
const reminderHours = (v: unknown): number | null => {
  const n = positive(v);
  return n !== null && n <= MAX_REMINDER_HOURS ? n : null;
};
const fileId = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? str((v as Raw).id) : null;
/** The file's MIME type when the query asked for it (`image.type`): a photo is served resized. */
const fileType = (v: unknown): string | null =>
  v && typeof v === 'object' ? str((v as Raw).type) : null;

/** The record's texts in the language the query asked for (the first and only ones). */
const textsOf = <Name extends CollectionName>(raw: { translations?: unknown }): Incoming<Name> =>
  list<Incoming<Name>>(raw.translations)[0] ?? {};

export function toSiteConfig(raw: IncomingTranslated<'sites_config'>, brand: BrandKey): SiteConfig {
  const t = textsOf<'sites_config_translations'>(raw);
  return {
    brand,
    siteName: str(raw.siteName) ?? brand,
    logo: fileId(raw.logo),
    primaryColor: str(raw.primaryColor) ?? '#c2410c',
    accentColor: str(raw.accentColor) ?? '#1d2b4f',
    reservationBackgroundColor: str(raw.reservationBackgroundColor) ?? '#ffffff',
    reservartionMinDays: Math.max(1, num(raw.reservation_min_days) ?? 1),
    allowedCars: list<string>(raw.allowedCars).filter((c) => typeof c === 'string' && c !== ''),
    paymentGateway: oneOf(PAYMENT_GATEWAYS, raw.paymentGateway) ?? 'metrobank',
    disableReservationsUntil: str(raw.disableReservationsUntil),
    bookingLimits: {
      maxRentalDays: positive(raw.max_rental_days) ?? DEFAULT_BOOKING_LIMITS.maxRentalDays,
      bookingHorizonDays:
        positive(raw.booking_horizon_days) ?? DEFAULT_BOOKING_LIMITS.bookingHorizonDays,
    },
    lengthTiers: toLengthTiers(raw.length_discounts),
    youngDriverBands: toAgeBands(raw.young_driver_bands),
    rentalTerms: toRentalTerms(raw.class_terms),
    additionalDriver: {
      dailyFee: Math.max(0, Math.round(num(raw.additional_driver_daily_fee) ?? 0)),
      capPerRental: positive(raw.additional_driver_cap) ?? null,
    },
    blackouts: toDayRanges(raw.blackout_periods),
    precheckinEnabled: raw.precheckinEnabled !== false,
    cancellation: cancellationPolicyOf(raw),
    paymentWindowMinutes:
      within(raw.payment_window_minutes, MIN_PAYMENT_WINDOW_MINUTES, MAX_PAYMENT_WINDOW_MINUTES) ??
      DEFAULT_PAYMENT_WINDOW_MINUTES,
    reminders: {
      precheckinInvitationHours:
        reminderHours(raw.precheckin_invitation_hours) ??
        DEFAULT_REMINDER_SETTINGS.precheckinInvitationHours,
      pickupReminderHours:
        reminderHours(raw.pickup_reminder_hours) ?? DEFAULT_REMINDER_SETTINGS.pickupReminderHours,
    },
    rootPage: str(raw.rootPage),
    contact: {
      phone: str(raw.contactPhone),
      email: str(raw.contactEmail),
      whatsapp: str(raw.whatsapp),
      assistancePhone: str(raw.assistancePhone),
    },
    socialLinks: list<SocialLink>(raw.socialLinks).filter((l) => str(l?.url)),
    content: {
      heroTitle: str(t.heroTitle) ?? '',
      heroSubtitle: str(t.heroSubtitle) ?? '',
      footerDescription: str(t.footerDescription) ?? '',
      menu: list<MenuItem>(t.menu),
      seoDescription: str(t.seoDescription) ?? '',
    },
  };
}

/** The fields the fleet query asks for: every car field of SPEC §3 and the brand's price. */
export const carFields = (brand: BrandKey): string[] => [
  'id',
  'brand',
  'model',
  'status',
  'promo',
  'type',
  'class',
  priceFieldOf(brand),
  'discount',
  'rentworks_prepaid_discount_id',
  'minimum_days',
  'prepaid_price',
  // The picture's id and kind: a photo is offered resized (domain images.ts), a drawing as it is.
  'image.id',
  'image.type',
  'doors',
  'luggage',
  'transmission',
  'gas',
  'passengers',
];

export function toCar(raw: Incoming<'flota'>, brand: BrandKey): Car {
  const status = oneOf(CAR_STATUSES, raw.status) ?? 'unavailable';
  return {
    id: String(raw.id),
    brand: str(raw.brand) ?? 'firefly',
    model: str(raw.model) ?? '',
    status,
    promo: raw.promo === true,
    type: str(raw.type) ?? '',
    class: str(raw.class) ?? '',
    price: num(raw[priceFieldOf(brand)]) ?? 0,
    discount: Math.min(100, Math.max(0, num(raw.discount) ?? 0)),
    rentworks_prepaid_discount_id: str(raw.rentworks_prepaid_discount_id),
    minimum_days: Math.max(1, num(raw.minimum_days) ?? 1),
    prepaid_price: num(raw.prepaid_price),
    image: fileId(raw.image),
    imageType: fileType(raw.image),
    specs: {
      doors: num(raw.doors),
      luggage: num(raw.luggage),
      transmission: str(raw.transmission),
      gas: str(raw.gas),
      passengers: num(raw.passengers),
    },
  };
}

export function toInfoPage(raw: IncomingTranslated<'info_pages'>): InfoPage {
  const t = textsOf<'info_pages_translations'>(raw);
  return {
    id: String(raw.id),
    slug: str(raw.slug) ?? '',
    pageCategory: str(raw.pageCategory) ?? 'help',
    showCorporateForm: raw.showCorporateForm === true,
    title: str(t.title) ?? str(raw.slug) ?? '',
    content: str(t.content) ?? '',
    pageImage: fileId(t.pageImage),
    pageImageType: fileType(t.pageImage),
  };
}

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

/** Hours as staff typed them, keeping only well-formed "HH:MM" intervals; a missing day is closed. */
function toWeeklyHours(raw: unknown): WeeklyHours {
  const source = hoursFromRows(raw);
  const hours = {} as WeeklyHours;
  for (const day of WEEKDAYS) {
    hours[day] = list<unknown>(source[day])
      .filter(
        (i): i is [string, string] =>
          Array.isArray(i) &&
          i.length === 2 &&
          TIME.test(String(i[0])) &&
          TIME.test(String(i[1])) &&
          String(i[0]) < String(i[1]),
      )
      .map(([a, b]) => [a, b]);
  }
  return hours;
}

export function toBranch(raw: Incoming<'branches'>): Branch {
  return {
    id: String(raw.id),
    code: str(raw.code) ?? '',
    name: str(raw.name) ?? '',
    address: str(raw.address) ?? '',
    phone: str(raw.phone),
    latitude: num(raw.latitude),
    longitude: num(raw.longitude),
    hours: toWeeklyHours(raw.hours),
    isAirport: raw.isAirport === true,
    concessionFeePercent: num(raw.concessionFeePercent),
    dropoffFee: Math.max(0, num(raw.dropoffFee) ?? 0),
    closedDays: toDayRanges(raw.closed_days),
  };
}

export function toPromotion(raw: IncomingTranslated<'promotions'>): Promotion {
  const t = textsOf<'promotions_translations'>(raw);
  return {
    id: String(raw.id),
    slug: str(raw.slug) ?? '',
    couponCode: str(raw.couponCode),
    link: str(raw.link) ?? '/flota',
    validFrom: str(raw.validFrom),
    validUntil: str(raw.validUntil),
    image: fileId(raw.image),
    imageType: fileType(raw.image),
    title: str(t.title) ?? '',
    description: str(t.description) ?? '',
    terms: str(t.terms) ?? '',
  };
}

export function toJobOffer(raw: IncomingTranslated<'job_offers'>): JobOffer {
  const t = textsOf<'job_offers_translations'>(raw);
  return {
    id: String(raw.id),
    slug: str(raw.slug) ?? '',
    location: str(raw.location) ?? '',
    employmentType: str(raw.employmentType) ?? 'full_time',
    applyEmail: str(raw.applyEmail),
    closesAt: str(raw.closesAt),
    title: str(t.title) ?? '',
    description: str(t.description) ?? '',
    requirements: str(t.requirements) ?? '',
  };
}

export function toCallToAction(raw: IncomingTranslated<'calls_to_action'>): CallToAction {
  const t = textsOf<'calls_to_action_translations'>(raw);
  return {
    id: String(raw.id),
    link: str(raw.link) ?? '/',
    image: fileId(t.image),
    imageType: fileType(t.image),
    title: str(t.title) ?? '',
    description: str(t.description) ?? '',
    buttonText: str(t.buttonText) ?? '',
  };
}

const REDIRECT_STATUSES = new Set(REDIRECT_STATUS_CODES.map(Number));

/** Staff redirects keyed by their path without a trailing slash; malformed rows are skipped, unknown statuses become 302. */
export function toRedirectMap(rows: Incoming<'redirects'>[]): Map<string, CmsRedirect> {
  const map = new Map<string, CmsRedirect>();
  for (const row of rows) {
    const from = str(row.from);
    const to = str(row.to);
    if (!from?.startsWith('/') || !to) continue;
    const status = Number(row.statusCode ?? 302);
    map.set(from.length > 1 ? from.replace(/\/+$/, '') : from, {
      to,
      status: (REDIRECT_STATUSES.has(status) ? status : 302) as CmsRedirect['status'],
    });
  }
  return map;
}

export function toCoverage(raw: IncomingTranslated<'coverages'>): Coverage {
  const t = textsOf<'coverages_translations'>(raw);
  return {
    code: str(raw.code) ?? '',
    kind: raw.kind === 'roadside' || raw.kind === 'extra' ? raw.kind : 'coverage',
    dailyPrice: Math.max(0, Math.round(num(raw.dailyPrice) ?? 0)),
    mandatory: raw.mandatory === true,
    // A database from before the field (or an empty one) includes nothing.
    includes: list<string>(raw.includes).filter((c) => typeof c === 'string' && c !== ''),
    capPerRental: positive(raw.capPerRental) ?? null,
    maxQuantity: Math.min(9, positive(raw.maxQuantity) ?? 1),
    name: str(t.name) ?? str(raw.code) ?? '',
    description: str(t.description) ?? '',
  };
}

export function toCouponRecord(raw: Incoming<'coupons'>): CouponRecord {
  return {
    code: str(raw.code) ?? '',
    discountPercent: num(raw.discountPercent),
    discountAmount: num(raw.discountAmount),
    brands: list<unknown>(raw.brands).map(String),
    validFrom: str(raw.validFrom),
    validUntil: str(raw.validUntil),
    active: raw.active !== false,
    maxUses: usesLimit(raw.max_uses),
    maxUsesPerRenter: usesLimit(raw.max_uses_per_renter),
  };
}

/** A coupon's use limit: a whole number, or null (empty: no limit). */
function usesLimit(v: unknown): number | null {
  const n = num(v);
  return n === null || n < 0 ? null : Math.floor(n);
}
