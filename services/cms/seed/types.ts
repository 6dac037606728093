import type { BrandKey } from '@rental/domain/brands';
import type { WeeklyHours } from '@rental/domain/hours';

/**
 * The seed data's shape. Every seeded record has a stable natural key (brand, code, slug,
 * key) from which the seeder derives a deterministic id, so a re-run finds what it created
 * and leaves it alone. Images name a file in `seed/assets/`; the seeder uploads it to the
 * Directus file library once and links the record to it.
 */
export type Lang = 'es-ES' | 'en-US';
export type Translated<T> = Record<Lang, T>;
export type { Weekday, WeeklyHours } from '@rental/domain/hours';

export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

export interface SeedSiteConfig {
  brand: BrandKey;
  siteName: string;
  logo: string;
  primaryColor: string;
  accentColor: string;
  reservationBackgroundColor: string;
  reservation_min_days: number;
  allowedCars: string[];
  paymentGateway: 'metrobank' | 'sandbox' | 'paypal';
  disableReservationsUntil: string | null;
  precheckinEnabled: boolean;
  rootPage: string | null;
  contactPhone: string;
  contactEmail: string;
  whatsapp: string;
  assistancePhone: string;
  socialLinks: { network: string; url: string }[];
  translations: Translated<{
    heroTitle: string;
    heroSubtitle: string;
    footerDescription: string;
    menu: MenuItem[];
    seoDescription: string;
  }>;
}

export interface SeedCar {
  key: string;
  model: string;
  status: 'available' | 'low_availability' | 'unavailable';
  promo: boolean;
  type: 'economy' | 'compact' | 'sedan' | 'suv' | 'pickup' | 'van' | 'luxury';
  class: string;
  /** Daily price per brand in USD cents; a brand without a price does not rent the car. */
  prices: Partial<Record<BrandKey, number>>;
  discount: number;
  rentworks_prepaid_discount_id: string | null;
  minimum_days: number;
  prepaid_price: number | null;
  image: string;
  doors: number;
  luggage: number;
  transmission: 'automatic' | 'manual';
  gas: 'gas' | 'diesel';
  passengers: number;
}

export interface SeedBranch {
  code: string;
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  hours: WeeklyHours;
  isAirport: boolean;
  concessionFeePercent: number | null;
  dropoffFee: number;
}

export interface SeedCoverage {
  code: string;
  kind: 'coverage' | 'roadside';
  dailyPrice: number;
  mandatory: boolean;
  translations: Translated<{ name: string; description: string }>;
}

export interface SeedInfoPage {
  slug: string;
  pageCategory: 'legal' | 'help' | 'corporate' | 'services';
  showCorporateForm: boolean;
  image: string | null;
  translations: Translated<{ title: string; content: string }>;
}

export interface SeedCallToAction {
  key: string;
  link: string;
  brands: BrandKey[];
  image: string | null;
  translations: Translated<{ title: string; description: string; buttonText: string }>;
}

export interface SeedPromotion {
  slug: string;
  brands: BrandKey[];
  couponCode: string | null;
  link: string;
  validFrom: string | null;
  validUntil: string | null;
  image: string | null;
  translations: Translated<{ title: string; description: string; terms: string }>;
}

export interface SeedJobOffer {
  slug: string;
  location: string;
  employmentType: 'full_time' | 'part_time' | 'temporary' | 'internship';
  applyEmail: string;
  closesAt: string | null;
  translations: Translated<{ title: string; description: string; requirements: string }>;
}

export interface SeedCoupon {
  code: string;
  discountPercent: number | null;
  discountAmount: number | null;
  brands: BrandKey[];
  validFrom: string | null;
  validUntil: string | null;
  active: boolean;
}

export interface SeedRedirect {
  from: string;
  to: string;
  statusCode: '301' | '302' | '307' | '308';
}
