import { priceFieldOf, type BrandKey } from '@rental/domain/brands';
import type { Car, CarStatus, InfoPage, MenuItem, SiteConfig } from './types.ts';

/** Raw CMS records to the site's types, with SPEC §3 defaults. Pure, unit-tested. */
type Raw = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const fileId = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? str((v as Raw).id) : null);

const CAR_STATUSES: CarStatus[] = ['available', 'low_availability', 'unavailable'];

export function toSiteConfig(raw: Raw, brand: BrandKey): SiteConfig {
  const t = (list<Raw>(raw.translations)[0] ?? {}) as Raw;
  return {
    brand,
    siteName: str(raw.siteName) ?? brand,
    logo: fileId(raw.logo),
    primaryColor: str(raw.primaryColor) ?? '#f26b1d',
    accentColor: str(raw.accentColor) ?? '#1d2b4f',
    reservationBackgroundColor: str(raw.reservationBackgroundColor) ?? '#ffffff',
    reservartionMinDays: Math.max(1, num(raw.reservation_min_days) ?? 1),
    allowedCars: list<string>(raw.allowedCars).filter((c) => typeof c === 'string' && c !== ''),
    paymentGateway: str(raw.paymentGateway) ?? 'metrobank',
    disableReservationsUntil: str(raw.disableReservationsUntil),
    precheckinEnabled: raw.precheckinEnabled !== false,
    rootPage: str(raw.rootPage),
    contact: { phone: str(raw.contactPhone), email: str(raw.contactEmail), whatsapp: str(raw.whatsapp), assistancePhone: str(raw.assistancePhone) },
    socialLinks: list<{ network: string; url: string }>(raw.socialLinks).filter((l) => str(l?.url)),
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
  'id', 'brand', 'model', 'status', 'promo', 'type', 'class', priceFieldOf(brand), 'discount',
  'rentworks_prepaid_discount_id', 'minimum_days', 'prepaid_price', 'image',
  'doors', 'luggage', 'transmission', 'gas', 'passengers',
];

export function toCar(raw: Raw, brand: BrandKey): Car {
  const status = CAR_STATUSES.includes(raw.status as CarStatus) ? (raw.status as CarStatus) : 'unavailable';
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
    specs: {
      doors: num(raw.doors),
      luggage: num(raw.luggage),
      transmission: str(raw.transmission),
      gas: str(raw.gas),
      passengers: num(raw.passengers),
    },
  };
}

export function toInfoPage(raw: Raw): InfoPage {
  const t = (list<Raw>(raw.translations)[0] ?? {}) as Raw;
  return {
    id: String(raw.id),
    slug: str(raw.slug) ?? '',
    pageCategory: str(raw.pageCategory) ?? 'help',
    showCorporateForm: raw.showCorporateForm === true,
    title: str(t.title) ?? str(raw.slug) ?? '',
    content: str(t.content) ?? '',
    pageImage: fileId(t.pageImage),
  };
}
