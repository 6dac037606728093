import type { BrandKey } from '@rental/domain/brands';
import type { WeeklyHours } from '@rental/domain/hours';
import type { BookingLimits } from '@rental/domain/reservation/rules';
import type {
  PaymentStatus,
  PaymentType,
  ReservationStatus,
} from '@rental/domain/reservation/states';
import type {
  CarStatus,
  CoverageKind,
  PaymentGateway,
  PrecheckinProgress,
  ReservationType,
} from '@rental/domain/vocabulary';

/**
 * The site's view of CMS records, already normalised (defaults applied, brand price picked).
 * Closed lists are typed by the domain's vocabulary, which the CMS schema offers as choices.
 */
export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

export interface SiteConfig {
  brand: BrandKey;
  siteName: string;
  logo: string | null;
  primaryColor: string;
  accentColor: string;
  reservationBackgroundColor: string;
  /** SPEC §3 keeps this client-side spelling; the CMS field is reservation_min_days. */
  reservartionMinDays: number;
  allowedCars: string[];
  paymentGateway: PaymentGateway;
  disableReservationsUntil: string | null;
  /** max_rental_days and booking_horizon_days (defaults 60 and 365). */
  bookingLimits: BookingLimits;
  precheckinEnabled: boolean;
  rootPage: string | null;
  contact: {
    phone: string | null;
    email: string | null;
    whatsapp: string | null;
    assistancePhone: string | null;
  };
  socialLinks: { network: string; url: string }[];
  content: {
    heroTitle: string;
    heroSubtitle: string;
    footerDescription: string;
    menu: MenuItem[];
    seoDescription: string;
  };
}

export interface Car {
  id: string;
  brand: string;
  model: string;
  status: CarStatus;
  promo: boolean;
  type: string;
  class: string;
  /** The brand's daily price, USD cents. */
  price: number;
  /** Prepaid discount, percent. */
  discount: number;
  rentworks_prepaid_discount_id: string | null;
  minimum_days: number;
  prepaid_price: number | null;
  image: string | null;
  specs: {
    doors: number | null;
    luggage: number | null;
    transmission: string | null;
    gas: string | null;
    passengers: number | null;
  };
}

export interface InfoPage {
  id: string;
  slug: string;
  pageCategory: string;
  showCorporateForm: boolean;
  title: string;
  content: string;
  pageImage: string | null;
}

export type { WeeklyHours } from '@rental/domain/hours';

export interface Branch {
  id: string;
  code: string;
  name: string;
  address: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  hours: WeeklyHours;
  isAirport: boolean;
  concessionFeePercent: number | null;
  /** USD cents. */
  dropoffFee: number;
}

export interface Promotion {
  id: string;
  slug: string;
  couponCode: string | null;
  link: string;
  validFrom: string | null;
  validUntil: string | null;
  image: string | null;
  title: string;
  description: string;
  terms: string;
}

export interface JobOffer {
  id: string;
  slug: string;
  location: string;
  employmentType: string;
  applyEmail: string | null;
  closesAt: string | null;
  title: string;
  description: string;
  requirements: string;
}

export interface CallToAction {
  id: string;
  link: string;
  image: string | null;
  title: string;
  description: string;
  buttonText: string;
}

export interface Coverage {
  code: string;
  kind: CoverageKind;
  /** USD cents per day. */
  dailyPrice: number;
  mandatory: boolean;
  /** Codes of the coverages this one includes: not charged again when it is chosen. */
  includes: string[];
  name: string;
  description: string;
}

/** A reservation as stored (the server's record of a booking). */
export interface StoredReservation {
  id: string;
  code: string;
  brand: string;
  status: ReservationStatus;
  payment_type: PaymentType;
  reservation_type: ReservationType;
  car: string;
  pickup_branch: string;
  return_branch: string;
  pickup_date: string;
  return_date: string;
  total_reservations_days: number;
  client: Record<string, unknown>;
  extras: {
    carModel?: string;
    carClass?: string;
    pickupBranchCode?: string;
    returnBranchCode?: string;
    coverages: string[];
    roadside: boolean;
    coupon: string | null;
    lines?: unknown[];
  };
  totals: {
    subtotal: number;
    airportTax: number;
    tax: number;
    dropoff: number;
    era: number;
    total: number;
    carTotal: number;
  };
  language: string;
  idempotency_key: string;
  /** The coupon use this reservation holds (`CODE#n`, unique), and the renter's own (`CODE|renter#n`, unique). */
  coupon_use?: string | null;
  coupon_renter_use?: string | null;
  /** Online pre-check-in: none, submitted (drivers verified) or completed (payment settled or left for the counter). */
  precheckin_status?: PrecheckinProgress | null;
  /** The renter's preferences for this reservation (SPEC pre-check-in preferences), as preferencesSchema accepts them. */
  preferences?: Record<string, unknown> | null;
}

export interface StoredPayment {
  id: string;
  reservation: string;
  brand: string;
  provider: PaymentGateway;
  provider_reference: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  card_brand: string | null;
  card_last4: string | null;
}
