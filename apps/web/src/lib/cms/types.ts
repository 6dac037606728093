import type { PaymentStatus } from '@rental/domain/reservation/states';
import type { ReminderSettings } from '@rental/domain/notifications/schedule';
import type { CancellationPolicy } from '@rental/domain/reservation/cancellation';
import type { CollectionName, ContentRecords, TextsOf } from '@rental/content-model/records';
import type { renterColumns } from '@rental/domain/reservation/readable';
import type { priceFieldOf } from '@rental/domain/brands';
import type { DayRange } from '@rental/domain/reservation/closures';
import type { AgeBand } from '@rental/domain/reservation/add-ons';
import type { RentalTerms } from '@rental/domain/reservation/rental-terms';
import type { LengthTier } from '@rental/domain/reservation/rates';
import type { BookingLimits } from '@rental/domain/reservation/rules';

/**
 * The site's view of CMS records, normalised by the mappers; field values mirror the schema's
 * types (`import type` only: no schema code reaches the site's bundles).
 */
export type { MenuItem } from '@rental/content-model/shapes';
export type { WeeklyHours } from '@rental/domain/hours';
import type { WeeklyHours } from '@rental/domain/hours';

/** A record as it arrives from Directus: the schema's field names, values not trusted yet (the mappers check them). */
export type Incoming<Name extends CollectionName> = {
  [Field in keyof ContentRecords[Name]]?: unknown;
};
/** A translated record with its `translations.*` (the visitor's language first). */
export type IncomingTranslated<Name extends CollectionName> = Incoming<Name> & {
  translations?: unknown;
};

type SiteRecord = ContentRecords['sites_config'];
type SiteTexts = TextsOf<'sites_config'>;

export interface SiteConfig {
  brand: SiteRecord['brand'];
  siteName: SiteRecord['siteName'];
  logo: SiteRecord['logo'];
  primaryColor: SiteRecord['primaryColor'];
  accentColor: SiteRecord['accentColor'];
  reservationBackgroundColor: SiteRecord['reservationBackgroundColor'];
  /** SPEC §3 keeps this client-side spelling; the CMS field is reservation_min_days. */
  reservartionMinDays: SiteRecord['reservation_min_days'];
  /** ACRISS codes as staff typed them (Studio's tags take codes beyond the presets). */
  allowedCars: string[];
  paymentGateway: SiteRecord['paymentGateway'];
  disableReservationsUntil: SiteRecord['disableReservationsUntil'];
  /** max_rental_days and booking_horizon_days (defaults 60 and 365). */
  bookingLimits: BookingLimits;
  /** length_discounts: the longest tier a rental reaches comes off the car. */
  lengthTiers: LengthTier[];
  /** young_driver_bands: the surcharge by the driver's age on the pickup day. */
  youngDriverBands: AgeBand[];
  /** class_terms: fuel, mileage and deposit per class (a row without a class: the default). */
  rentalTerms: RentalTerms[];
  /** additional_driver_daily_fee / _cap: each additional driver's fee (cents). */
  additionalDriver: { dailyFee: number; capPerRental: number | null };
  /** blackout_periods: days the brand takes no pickups or returns. */
  blackouts: DayRange[];
  precheckinEnabled: SiteRecord['precheckinEnabled'];
  /** Hours before pickup of the pre-check-in invitation and the pickup reminder (defaults 72 and 24). */
  reminders: ReminderSettings;
  /** What cancelling costs (defaults: free until 24 h before pickup, then 10 %, no-show 100 %). */
  cancellation: CancellationPolicy;
  /** Minutes an unpaid prepaid booking waits for its payment before it is abandoned (default 30). */
  paymentWindowMinutes: number;
  rootPage: SiteRecord['rootPage'];
  contact: {
    phone: SiteRecord['contactPhone'];
    email: SiteRecord['contactEmail'];
    whatsapp: SiteRecord['whatsapp'];
    assistancePhone: SiteRecord['assistancePhone'];
  };
  socialLinks: NonNullable<SiteRecord['socialLinks']>;
  content: {
    heroTitle: NonNullable<SiteTexts['heroTitle']>;
    heroSubtitle: NonNullable<SiteTexts['heroSubtitle']>;
    footerDescription: NonNullable<SiteTexts['footerDescription']>;
    menu: NonNullable<SiteTexts['menu']>;
    seoDescription: NonNullable<SiteTexts['seoDescription']>;
  };
}

type CarRecord = ContentRecords['flota'];
type PriceField = ReturnType<typeof priceFieldOf>;

export interface Car {
  id: CarRecord['id'];
  brand: CarRecord['brand'];
  model: CarRecord['model'];
  status: CarRecord['status'];
  promo: CarRecord['promo'];
  /** Type, class, transmission and fuel as stored: a car is listed even with one the site has no label for. */
  type: string;
  class: string;
  /** The brand's daily price, USD cents. */
  price: NonNullable<CarRecord[PriceField]>;
  /** Prepaid discount, percent. */
  discount: CarRecord['discount'];
  rentworks_prepaid_discount_id: CarRecord['rentworks_prepaid_discount_id'];
  minimum_days: CarRecord['minimum_days'];
  prepaid_price: CarRecord['prepaid_price'];
  image: CarRecord['image'];
  /** The picture's MIME type, when Directus told it (a photo is served resized). */
  imageType: string | null;
  specs: {
    doors: CarRecord['doors'];
    luggage: CarRecord['luggage'];
    transmission: string | null;
    gas: string | null;
    passengers: CarRecord['passengers'];
  };
}

type InfoPageRecord = ContentRecords['info_pages'];
type InfoPageTexts = TextsOf<'info_pages'>;

export interface InfoPage {
  id: InfoPageRecord['id'];
  slug: InfoPageRecord['slug'];
  /** As stored: a category the site has no label for still shows. */
  pageCategory: string;
  showCorporateForm: InfoPageRecord['showCorporateForm'];
  title: InfoPageTexts['title'];
  content: NonNullable<InfoPageTexts['content']>;
  pageImage: InfoPageTexts['pageImage'];
  /** The picture's MIME type, when Directus told it (a photo is served resized). */
  pageImageType: string | null;
}

type BranchRecord = ContentRecords['branches'];

export interface Branch {
  id: BranchRecord['id'];
  code: BranchRecord['code'];
  name: BranchRecord['name'];
  address: NonNullable<BranchRecord['address']>;
  phone: BranchRecord['phone'];
  latitude: BranchRecord['latitude'];
  longitude: BranchRecord['longitude'];
  hours: WeeklyHours;
  isAirport: BranchRecord['isAirport'];
  concessionFeePercent: BranchRecord['concessionFeePercent'];
  /** USD cents. */
  dropoffFee: BranchRecord['dropoffFee'];
  /** closed_days: no pickup or return here on these days. */
  closedDays: DayRange[];
}

type PromotionRecord = ContentRecords['promotions'];
type PromotionTexts = TextsOf<'promotions'>;

export interface Promotion {
  id: PromotionRecord['id'];
  slug: PromotionRecord['slug'];
  couponCode: PromotionRecord['couponCode'];
  link: NonNullable<PromotionRecord['link']>;
  validFrom: PromotionRecord['validFrom'];
  validUntil: PromotionRecord['validUntil'];
  image: PromotionRecord['image'];
  /** The picture's MIME type, when Directus told it (a photo is served resized). */
  imageType: string | null;
  title: PromotionTexts['title'];
  description: NonNullable<PromotionTexts['description']>;
  terms: NonNullable<PromotionTexts['terms']>;
}

type JobOfferRecord = ContentRecords['job_offers'];
type JobOfferTexts = TextsOf<'job_offers'>;

export interface JobOffer {
  id: JobOfferRecord['id'];
  slug: JobOfferRecord['slug'];
  location: NonNullable<JobOfferRecord['location']>;
  /** As stored: a type the site has no label for still shows. */
  employmentType: string;
  applyEmail: JobOfferRecord['applyEmail'];
  closesAt: JobOfferRecord['closesAt'];
  title: JobOfferTexts['title'];
  description: NonNullable<JobOfferTexts['description']>;
  requirements: NonNullable<JobOfferTexts['requirements']>;
}

type CallToActionRecord = ContentRecords['calls_to_action'];
type CallToActionTexts = TextsOf<'calls_to_action'>;

export interface CallToAction {
  id: CallToActionRecord['id'];
  link: CallToActionRecord['link'];
  image: CallToActionTexts['image'];
  /** The picture's MIME type, when Directus told it (a photo is served resized). */
  imageType: string | null;
  title: CallToActionTexts['title'];
  description: NonNullable<CallToActionTexts['description']>;
  buttonText: NonNullable<CallToActionTexts['buttonText']>;
}

type CoverageRecord = ContentRecords['coverages'];
type CoverageTexts = TextsOf<'coverages'>;

export interface Coverage {
  code: CoverageRecord['code'];
  kind: CoverageRecord['kind'];
  /** USD cents per day. */
  dailyPrice: CoverageRecord['dailyPrice'];
  mandatory: CoverageRecord['mandatory'];
  /** Codes of the coverages this one includes: not charged again when it is chosen. */
  includes: NonNullable<CoverageRecord['includes']>;
  /** Extras: cents per unit for the whole rental at most; null: no cap. */
  capPerRental: number | null;
  /** Extras: units one booking may take. */
  maxQuantity: number;
  name: CoverageTexts['name'];
  description: NonNullable<CoverageTexts['description']>;
}

/** `T` with the fields `K` never empty. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [F in K]: NonNullable<T[F]> };

type ReservationRecord = ContentRecords['reservations'];
/** What the site writes on every reservation it creates (Studio may leave them empty on one staff enter). */
type WrittenOnCreate =
  | 'car'
  | 'pickup_branch'
  | 'return_branch'
  | 'pickup_date'
  | 'return_date'
  | 'client'
  | 'extras'
  | 'totals'
  | 'language'
  | 'idempotency_key';
/** Not read back with every reservation (the coupon's uses), or written later (pre-check-in, preferences). */
type Later =
  | 'extra_units'
  | 'coupon_use'
  | 'coupon_renter_use'
  | 'hold_keys'
  | 'precheckin_status'
  | 'preferences'
  | 'change_count'
  | 'privacy_requests'
  | 'privacy_request_due';

/** Studio's readable copies of the JSON (domain reservation/readable.ts): the CMS's hook makes them. */
type ReadableCopies = keyof ReturnType<typeof renterColumns> | 'bill' | 'total';

/** The booking lock's columns: only the CMS's lock endpoint writes them, the site never reads them. */
type LockColumns = 'lock_owner' | 'lock_until';

/** A reservation as stored (the server's record of a booking), Directus' timestamps aside. */
export type StoredReservation = Filled<
  Omit<ReservationRecord, 'date_created' | 'date_updated' | Later | ReadableCopies | LockColumns>,
  WrittenOnCreate
> &
  Partial<Pick<ReservationRecord, Later>>;

/** A payment as stored; the site writes every field but the card's, which a gateway may not tell. */
/** The fiscal document's columns: the invoicing worker's alone (lib/records/invoices.ts). */
type FiscalDocumentField =
  'invoice_status' | 'invoice_number' | 'invoice_cufe' | 'invoice_issued_at' | 'invoice';

export type StoredPayment = Filled<
  Omit<
    ContentRecords['payments'],
    | 'date_created'
    | 'ledger_note'
    | 'status'
    | 'hold_expires_at'
    | 'charged_amount'
    | 'charge_reason'
    | FiscalDocumentField
  > & { status: PaymentStatus },
  'reservation' | 'brand' | 'provider' | 'provider_reference'
>;

/** A cancelled booking's refund as the site records it (docs/payments.md, "Refunds"). */
export type StoredRefund = Filled<
  Omit<
    ContentRecords['refunds'],
    'date_created' | 'date_updated' | 'ledger_note' | FiscalDocumentField
  >,
  'reservation' | 'payment' | 'brand' | 'provider' | 'idempotency_key'
>;
