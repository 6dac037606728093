import type { WeeklyHours } from '../hours.ts';
import type { CarStatus, CoverageKind, ReservationType } from '../vocabulary.ts';
import type { AppliedCoupon } from './coupon.ts';
import type { DayRange } from './closures.ts';
import { ageOn } from '../age.ts';
import { panamaDay } from '../panama-time.ts';
import {
  ageBand,
  MAX_ADDITIONAL_DRIVERS,
  driverAddOns,
  extraAddOns,
  type AddOn,
  type AgeBand,
  type DriverRules,
  type ExtraOffer,
} from './add-ons.ts';
import { priceReservation, type Price } from './price.ts';
import type { RatePlan } from './rates.ts';
import {
  checkBookingRules,
  rentalDays,
  type BookingLimits,
  type BookingRuleError,
} from './rules.ts';

/**
 * A booking's selection judged against the catalogue (car, branches, coverages, the brand's
 * rules): the browser uses it to show the bill and the messages as the renter types, the
 * server to decide, from CMS data it loaded itself.
 */
export interface CatalogCar {
  id: string;
  class: string;
  status: CarStatus;
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
  /** Days the branch is closed (no pickup or return there). */
  closedDays?: readonly DayRange[];
}

export interface CatalogCoverage {
  code: string;
  kind: CoverageKind;
  dailyPrice: number;
  mandatory: boolean;
  /** Codes of the coverages this one includes (full protection includes basic liability). */
  includes: readonly string[];
  /** An extra's cents per unit for the whole rental at most; null or absent: no cap. */
  capPerRental?: number | null;
  /** Units of an extra one rental may take (two child seats); absent: 1. */
  maxQuantity?: number;
}

export interface BookingCatalog {
  brandMinDays: number;
  /** The brand's booking horizon and maximum rental length. */
  limits: BookingLimits;
  /** The brand's allowed car classes; empty means every class. */
  allowedClasses: string[];
  disableReservationsUntil: string | null;
  cars: CatalogCar[];
  branches: CatalogBranch[];
  coverages: CatalogCoverage[];
  /** The brand's seasons and length discounts; none: the cars' own daily prices. */
  rates?: RatePlan;
  /** The brand's blackout periods: no pickup or return on these days. */
  blackouts?: readonly DayRange[];
  /** The brand's young driver surcharges by age on the pickup day; none: no surcharge. */
  youngDriverBands?: readonly AgeBand[];
  /** The brand's fee for each additional driver; none: additional drivers are free. */
  additionalDriver?: DriverRules['additionalDriver'];
}

export interface BookingSelection {
  car: string;
  pickupBranch: string;
  returnBranch: string;
  /** When the renter picks the car up and returns it (the return date, not the drop-off fee). */
  pickupAt: Date;
  returnAt: Date;
  reservationType: ReservationType;
  coverages: string[];
  roadside: boolean;
  coupon: AppliedCoupon | null;
  /** The main driver's birthday (ISO day), for the young driver surcharge; unknown: none. */
  driverBirthday?: string | null;
  /** Extras chosen: code → units. */
  extras?: Readonly<Record<string, number>>;
  /** How many drivers beside the main one. */
  additionalDrivers?: number;
  /**
   * The additional drivers' birthdays (ISO days), in order, once the pre-check-in knows them:
   * each pays their own band's surcharge. Unknown (at booking): the fee alone.
   */
  additionalDriverBirthdays?: readonly string[];
}

export type QuoteProblem =
  | BookingRuleError
  | { key: 'carUnavailable' }
  | { key: 'unknownBranch'; params: { which: 'pickup' | 'return' } }
  | { key: 'coverage' }
  | { key: 'extras' };

/** When only the rules fail, `preview` still prices the booking, so the bill shows on every step. */
export type Quote =
  | { ok: true; days: number; price: Price }
  | { ok: false; problems: QuoteProblem[]; preview: { days: number; price: Price } | null };

export interface CoverageChoice {
  /** The chosen coverages the catalogue offers, in catalogue order. */
  selected: string[];
  /** Selected coverages another selected one includes, with the code of the one that does: not charged. */
  includedBy: Record<string, string>;
  /** Selected coverages that are charged. */
  charged: string[];
}

/**
 * The chosen coverages as the bill sees them: a coverage that another chosen coverage
 * includes (full protection includes basic liability) is not charged twice; when two
 * coverages name each other, only the dearer is charged.
 */
export function resolveCoverages(
  chosen: readonly string[],
  coverages: readonly CatalogCoverage[],
): CoverageChoice {
  const selected = coverages.filter((c) => c.kind === 'coverage' && chosen.includes(c.code));
  const dearer = (a: CatalogCoverage, b: CatalogCoverage) =>
    a.dailyPrice > b.dailyPrice || (a.dailyPrice === b.dailyPrice && a.code < b.code);
  const includedBy: Record<string, string> = {};
  for (const c of selected) {
    const by = selected.find(
      (o) =>
        o !== c && o.includes.includes(c.code) && !(c.includes.includes(o.code) && dearer(c, o)),
    );
    if (by) includedBy[c.code] = by.code;
  }
  return {
    selected: selected.map((c) => c.code),
    includedBy,
    charged: selected.filter((c) => !includedBy[c.code]).map((c) => c.code),
  };
}

/**
 * The renter's choice with every mandatory coverage added: the form shows them chosen and
 * locked, and sends them, so a mandatory coverage is never something to forget.
 */
export function withMandatoryCoverages(
  chosen: readonly string[],
  coverages: readonly CatalogCoverage[],
): string[] {
  const mandatory = coverages
    .filter((c) => c.kind === 'coverage' && c.mandatory && !chosen.includes(c.code))
    .map((c) => c.code);
  return [...chosen, ...mandatory];
}

/**
 * SPEC §5: a coverage is mandatory — at least one, and every coverage staff marked mandatory,
 * chosen or included in a chosen one. A code the catalogue does not offer is refused.
 */
export function coverageProblem(chosen: string[], coverages: CatalogCoverage[]): boolean {
  const offered = coverages.filter((c) => c.kind === 'coverage');
  if (chosen.some((code) => !offered.some((c) => c.code === code))) return true;
  if (!chosen.length && offered.length) return true;
  const covered = new Set([
    ...chosen,
    ...offered.filter((c) => chosen.includes(c.code)).flatMap((c) => c.includes),
  ]);
  return offered.some((c) => c.mandatory && !covered.has(c.code));
}

/** The extras the catalogue offers, as the price rules take them. */
export function extraOffers(coverages: readonly CatalogCoverage[]): ExtraOffer[] {
  return coverages
    .filter((c) => c.kind === 'extra')
    .map((c) => ({
      code: c.code,
      dailyPrice: c.dailyPrice,
      capPerRental: c.capPerRental ?? null,
      maxQuantity: Math.max(1, c.maxQuantity ?? 1),
    }));
}

/** A driver's band on the pickup day in Panama; unknown birthday: none. */
function bandOn(
  birthday: string | null | undefined,
  pickupAt: Date,
  catalog: Pick<BookingCatalog, 'youngDriverBands'>,
) {
  const age = birthday ? ageOn(birthday, panamaDay(pickupAt)) : null;
  return age === null ? null : ageBand(age, catalog.youngDriverBands ?? []);
}

/**
 * The drivers' lines: the main driver's band, then each additional driver's fee and, once the
 * pre-check-in gave their birthday, their own band's surcharge. A free additional driver has no line.
 */
export function driverLines(
  selection: Pick<
    BookingSelection,
    'pickupAt' | 'driverBirthday' | 'additionalDrivers' | 'additionalDriverBirthdays'
  >,
  catalog: BookingCatalog,
): AddOn[] {
  const count = Math.max(0, Math.floor(selection.additionalDrivers ?? 0));
  const additional = Array.from({ length: count }, (_, i) => ({
    band: bandOn(selection.additionalDriverBirthdays?.[i], selection.pickupAt, catalog),
  }));
  const fee = catalog.additionalDriver ?? { dailyFee: 0, capPerRental: null };
  return driverAddOns(
    { band: bandOn(selection.driverBirthday, selection.pickupAt, catalog) },
    additional,
    { additionalDriver: fee },
  ).filter((line) => line.kind !== 'additionalDriver' || line.dailyPrice > 0);
}

/** Every add-on line of the selection: drivers, then extras; a choice the catalogue refuses is a problem. */
function selectionAddOns(
  selection: BookingSelection,
  catalog: BookingCatalog,
): { addOns: AddOn[]; extrasRefused: boolean } {
  const extras = extraAddOns(selection.extras ?? {}, extraOffers(catalog.coverages));
  const drivers = Math.floor(selection.additionalDrivers ?? 0);
  return {
    addOns: [...driverLines(selection, catalog), ...(extras.ok ? extras.addOns : [])],
    extrasRefused: !extras.ok || drivers < 0 || drivers > MAX_ADDITIONAL_DRIVERS,
  };
}

export function quoteBooking(
  selection: BookingSelection,
  catalog: BookingCatalog,
  now: Date,
): Quote {
  const problems: QuoteProblem[] = [];
  const car = catalog.cars.find((c) => c.id === selection.car);
  const bookable =
    car &&
    car.status !== 'unavailable' &&
    (!catalog.allowedClasses.length || catalog.allowedClasses.includes(car.class)) &&
    car.price > 0;
  if (!bookable) problems.push({ key: 'carUnavailable' });
  const pickupBranch = catalog.branches.find((b) => b.code === selection.pickupBranch);
  const returnBranch = catalog.branches.find((b) => b.code === selection.returnBranch);
  if (!pickupBranch) problems.push({ key: 'unknownBranch', params: { which: 'pickup' } });
  if (!returnBranch) problems.push({ key: 'unknownBranch', params: { which: 'return' } });
  problems.push(
    ...checkBookingRules({
      pickupAt: selection.pickupAt,
      returnAt: selection.returnAt,
      now,
      brandMinDays: catalog.brandMinDays,
      carMinDays: car?.minimum_days ?? 1,
      disableReservationsUntil: catalog.disableReservationsUntil,
      pickupHours: pickupBranch?.hours ?? null,
      returnHours: returnBranch?.hours ?? null,
      limits: catalog.limits,
      closures: {
        pickupClosedDays: pickupBranch?.closedDays ?? [],
        returnClosedDays: returnBranch?.closedDays ?? [],
        blackouts: catalog.blackouts ?? [],
      },
    }),
  );
  if (coverageProblem(selection.coverages, catalog.coverages)) problems.push({ key: 'coverage' });
  const { addOns, extrasRefused } = selectionAddOns(selection, catalog);
  if (extrasRefused) problems.push({ key: 'extras' });
  if (!car || !pickupBranch || !returnBranch) return { ok: false, problems, preview: null };

  const days = Math.max(1, rentalDays(selection.pickupAt, selection.returnAt));
  const roadside = selection.roadside
    ? (catalog.coverages.find((c) => c.kind === 'roadside') ?? null)
    : null;
  const { charged } = resolveCoverages(selection.coverages, catalog.coverages);
  const price = priceReservation({
    car,
    reservationType: selection.reservationType,
    days,
    coverages: catalog.coverages
      .filter((c) => c.kind === 'coverage' && charged.includes(c.code))
      .map((c) => ({ code: c.code, dailyPrice: c.dailyPrice })),
    roadside: roadside ? { code: roadside.code, dailyPrice: roadside.dailyPrice } : null,
    delivery: 0,
    dropoff: returnBranch.code !== pickupBranch.code ? returnBranch.dropoffFee : 0,
    coupon: selection.coupon,
    airportFeePercent: pickupBranch.isAirport ? pickupBranch.concessionFeePercent : null,
    ...(catalog.rates && {
      rates: { plan: catalog.rates, carClass: car.class, pickupAt: selection.pickupAt },
    }),
    addOns,
  });
  return problems.length
    ? { ok: false, problems, preview: { days, price } }
    : { ok: true, days, price };
}
