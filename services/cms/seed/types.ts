import type { BrandKey } from '@rental/domain/brands';
import type { WeeklyHours } from '@rental/domain/hours';
import type { LanguageTag } from '@rental/domain/locale';
import type {
  AcrissClass,
  CarStatus,
  CarType,
  CoverageKind,
  EmploymentType,
  Fuel,
  PageCategory,
  PaymentGateway,
  RedirectStatusCode,
  SocialNetwork,
  Transmission,
} from '@rental/domain/vocabulary';

/**
 * The seed data's shape. Every seeded record has a stable natural key (brand, code, slug,
 * key) from which the seeder derives a deterministic id, so a re-run finds what it created
 * and leaves it alone. Images name a file in `seed/assets/`; the seeder uploads it to the
 * Directus file library once and links the record to it. The closed lists' types come from
 * the domain's vocabulary, as the schema's choices do (docs/content-model.md).
 */
export type Lang = LanguageTag;
export type Translated<T> = Record<Lang, T>;
export type { WeeklyHours } from '@rental/domain/hours';

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
  allowedCars: AcrissClass[];
  paymentGateway: PaymentGateway;
  disableReservationsUntil: string | null;
  max_rental_days: number;
  booking_horizon_days: number;
  precheckinEnabled: boolean;
  rootPage: string | null;
  contactPhone: string;
  contactEmail: string;
  whatsapp: string;
  assistancePhone: string;
  socialLinks: { network: SocialNetwork; url: string }[];
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
  status: CarStatus;
  promo: boolean;
  type: CarType;
  class: AcrissClass;
  /** Daily price per brand in USD cents; a brand without a price does not rent the car. */
  prices: Partial<Record<BrandKey, number>>;
  discount: number;
  rentworks_prepaid_discount_id: string | null;
  minimum_days: number;
  prepaid_price: number | null;
  image: string;
  doors: number;
  luggage: number;
  transmission: Transmission;
  gas: Fuel;
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
  kind: CoverageKind;
  dailyPrice: number;
  mandatory: boolean;
  /** Codes of the coverages this one includes (not charged again). */
  includes: string[];
  translations: Translated<{ name: string; description: string }>;
}

export interface SeedInfoPage {
  slug: string;
  pageCategory: PageCategory;
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
  employmentType: EmploymentType;
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
  max_uses?: number | null;
  max_uses_per_renter?: number | null;
}

export interface SeedRedirect {
  from: string;
  to: string;
  statusCode: RedirectStatusCode;
}
