import type { WeeklyHours } from '../hours.ts';
import type { AppliedCoupon } from './coupon.ts';
import { priceReservation, type Price } from './price.ts';
import { checkBookingRules, rentalDays, type BookingRuleError } from './rules.ts';

/**
 * A booking's selection judged against the catalogue (car, branches, coverages, the brand's
 * rules): the browser uses it to show the bill and the messages as the renter types, the
 * server to decide, from CMS data it loaded itself.
 */
export interface CatalogCar {
  id: string;
  class: string;
  status: 'available' | 'low_availability' | 'unavailable';
  price: number;
  discount: number;
  prepaid_price: number | null;
  minimum_days: number;
}

export interface CatalogBranch {
  code: string;
  hours: WeeklyHours;
  isAirport: boolean;
  concessionFeePercent: number | null;
  dropoffFee: number;
}

export interface CatalogCoverage {
  code: string;
  kind: 'coverage' | 'roadside';
  dailyPrice: number;
  mandatory: boolean;
}

export interface BookingCatalog {
  brandMinDays: number;
  /** The brand's allowed car classes; empty means every class. */
  allowedClasses: string[];
  disableReservationsUntil: string | null;
  cars: CatalogCar[];
  branches: CatalogBranch[];
  coverages: CatalogCoverage[];
}

export interface BookingSelection {
  car: string;
  pickupBranch: string;
  returnBranch: string;
  pickup: Date;
  dropoff: Date;
  reservationType: 'prepaid' | 'postpaid';
  coverages: string[];
  roadside: boolean;
  coupon: AppliedCoupon | null;
}

export type QuoteProblem =
  | BookingRuleError
  | { key: 'carUnavailable' }
  | { key: 'unknownBranch'; params: { which: 'pickup' | 'return' } }
  | { key: 'coverage' };

/** When only the rules fail, `preview` still prices the booking, so the bill shows on every step. */
export type Quote = { ok: true; days: number; price: Price } | { ok: false; problems: QuoteProblem[]; preview: { days: number; price: Price } | null };

/** SPEC §5: a coverage is mandatory — at least one, and every coverage staff marked mandatory. */
export function coverageProblem(chosen: string[], coverages: CatalogCoverage[]): boolean {
  const offered = coverages.filter((c) => c.kind === 'coverage');
  if (chosen.some((code) => !offered.some((c) => c.code === code))) return true;
  if (!chosen.length && offered.length) return true;
  return offered.some((c) => c.mandatory && !chosen.includes(c.code));
}

export function quoteBooking(selection: BookingSelection, catalog: BookingCatalog, now: Date): Quote {
  const problems: QuoteProblem[] = [];
  const car = catalog.cars.find((c) => c.id === selection.car);
  const bookable = car && car.status !== 'unavailable' && (!catalog.allowedClasses.length || catalog.allowedClasses.includes(car.class)) && car.price > 0;
  if (!bookable) problems.push({ key: 'carUnavailable' });
  const pickupBranch = catalog.branches.find((b) => b.code === selection.pickupBranch);
  const returnBranch = catalog.branches.find((b) => b.code === selection.returnBranch);
  if (!pickupBranch) problems.push({ key: 'unknownBranch', params: { which: 'pickup' } });
  if (!returnBranch) problems.push({ key: 'unknownBranch', params: { which: 'return' } });
  problems.push(...checkBookingRules({
    pickup: selection.pickup,
    dropoff: selection.dropoff,
    now,
    brandMinDays: catalog.brandMinDays,
    carMinDays: car?.minimum_days ?? 1,
    disableReservationsUntil: catalog.disableReservationsUntil,
    pickupHours: pickupBranch?.hours ?? null,
    returnHours: returnBranch?.hours ?? null,
  }));
  if (coverageProblem(selection.coverages, catalog.coverages)) problems.push({ key: 'coverage' });
  if (!car || !pickupBranch || !returnBranch) return { ok: false, problems, preview: null };

  const days = Math.max(1, rentalDays(selection.pickup, selection.dropoff));
  const roadside = selection.roadside ? catalog.coverages.find((c) => c.kind === 'roadside') ?? null : null;
  const price = priceReservation({
    car,
    reservationType: selection.reservationType,
    days,
    coverages: catalog.coverages.filter((c) => c.kind === 'coverage' && selection.coverages.includes(c.code)).map((c) => ({ code: c.code, dailyPrice: c.dailyPrice })),
    roadside: roadside ? { code: roadside.code, dailyPrice: roadside.dailyPrice } : null,
    delivery: 0,
    dropoff: returnBranch.code !== pickupBranch.code ? returnBranch.dropoffFee : 0,
    coupon: selection.coupon,
    airportFeePercent: pickupBranch.isAirport ? pickupBranch.concessionFeePercent : null,
  });
  return problems.length ? { ok: false, problems, preview: { days, price } } : { ok: true, days, price };
}
