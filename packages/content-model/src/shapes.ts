/**
 * The shapes of the model's JSON fields, named once: the schema types its fields with them, and
 * the seed data and the site take them from here. Shapes that are the domain's own (WeeklyHours,
 * a price's Totals) stay in packages/domain.
 */
import type { SocialNetwork } from '@rental/domain/vocabulary';

/** `sites_config_translations.menu`: the main menu, one level of children. */
export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

/** `sites_config.socialLinks`. */
export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** `reservations.extras`: what was chosen besides the car, and what the car and branches were then. */
export interface ReservationExtras {
  carModel?: string;
  carClass?: string;
  pickupBranchCode?: string;
  returnBranchCode?: string;
  coverages: string[];
  roadside: boolean;
  coupon: string | null;
  /** Extras booked: code → units (also in `extra_units`, which the inventory counts). */
  extraUnits?: Record<string, number>;
  /** Drivers booked beside the main one. */
  additionalDrivers?: number;
  /** Their birthdays (ISO days, in order) once the pre-check-in gave them: each pays their own band. */
  additionalDriverBirthdays?: string[];
  lines?: unknown[];
  /**
   * The pickup branch (id) the latest change of trip moved the pickup away from, so that
   * branch is told too; absent when that change kept the pickup branch.
   */
  movedFromBranch?: string;
  /** A change was made once the free cancellation window had closed: the late window holds for good. */
  lateCommitted?: boolean;
  /** When the latest change of trip was made (ISO, UTC): a reminder whose window it fell in is not sent. */
  changedAt?: string;
  /** The car's fuel, mileage and deposit terms as booked (cents). */
  terms?: {
    fuelQuarterCharge: number;
    kmPerDay: number | null;
    extraKmPrice: number;
    deposit: number;
  };
}

/** JSON whose keys its writer decides (the renter, a driver, the renter's preferences). */
export type JsonObject = Record<string, unknown>;

/** `sites_config.length_discounts`: a percentage off the car from a rental length on. */
/** `sites_config.young_driver_bands`: ages both included; cents. */
export interface AgeBandRow {
  min_age: number;
  max_age: number;
  daily_surcharge: number;
  cap: number | null;
}

/** `sites_config.class_terms`: a class's fuel, mileage and deposit (cents); no class: the default. */
export interface ClassTermsRow {
  class: string | null;
  fuel_quarter_charge: number;
  km_per_day: number | null;
  extra_km_price: number | null;
  deposit: number;
  reduced_deposit: number | null;
  reduced_with: string | null;
}

export interface LengthDiscountRow {
  min_days: number;
  percent: number;
}

/** `branches.closed_days`, `sites_config.blackout_periods`: Panama days, both ends included. */
export interface DayRangeRow {
  from: string;
  to: string;
  note?: string | null;
}

/** `seasons.class_prices`: a season's daily price for one car class, in cents. */
export interface SeasonClassPriceRow {
  class: string;
  price: number;
}
