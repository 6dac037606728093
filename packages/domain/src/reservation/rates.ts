import { prepaidDailyPrice } from '../money.ts';
import { panamaDay } from '../panama-time.ts';
import type { ReservationType } from '../vocabulary.ts';

/**
 * Seasonal rates and length discounts, as staff set them for a brand. A season is a
 * range of Panama days (both ends included) with either a daily price per car class or a
 * percentage on the car's daily price (+25 for high season, −10 for a quiet week); a rental
 * that spans two seasons is priced day by day, each rental day by the Panama day it starts on.
 * When two seasons cover a day, the one listed first wins (staff order them in Studio).
 * A length tier takes a percentage off the car's total from a number of days on; the longest
 * tier reached applies.
 */
export interface Season {
  name: string;
  /** First and last Panama day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** Percent on the car's daily price (may be negative); used when the class has no price here. */
  percent: number | null;
  /** Daily price in cents per ACRISS class. */
  classPrices: Readonly<Record<string, number>>;
}

export interface LengthTier {
  minDays: number;
  percent: number;
}

export interface RatePlan {
  seasons: readonly Season[];
  tiers: readonly LengthTier[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The season a Panama day falls in, or null. */
export function seasonOn(day: string, seasons: readonly Season[]): Season | null {
  return seasons.find((s) => s.from <= day && day <= s.to) ?? null;
}

export interface RentalDay {
  /** The car's daily price that day, cents (after the prepaid discount when prepaid). */
  daily: number;
  season: string | null;
}

export interface RatedCar {
  class: string;
  price: number;
  discount: number;
  prepaid_price: number | null;
}

/**
 * The car's price for each rental day. A season's class price or percentage replaces the
 * brand's daily price; paying now keeps the car's own prepaid saving in proportion (its
 * discount, or its fixed prepaid price's share of the daily price).
 */
export function rentalDays(
  car: RatedCar,
  reservationType: ReservationType,
  pickupAt: Date,
  days: number,
  seasons: readonly Season[],
): RentalDay[] {
  const base = Math.max(0, Math.round(car.price));
  const prepaidShare = base > 0 ? prepaidDailyPrice({ ...car, price: base }) / base : 1;
  return Array.from({ length: days }, (_, i) => {
    const season = seasonOn(panamaDay(new Date(pickupAt.getTime() + i * DAY_MS)), seasons);
    const classPrice = season?.classPrices[car.class];
    const seasonal =
      classPrice !== undefined
        ? classPrice
        : season?.percent
          ? Math.round((base * (100 + season.percent)) / 100)
          : base;
    const unchanged = seasonal === base;
    const daily =
      reservationType !== 'prepaid'
        ? seasonal
        : unchanged
          ? prepaidDailyPrice({ ...car, price: base })
          : Math.round(seasonal * prepaidShare);
    return { daily: Math.max(0, daily), season: season && !unchanged ? season.name : null };
  });
}

/** The longest length tier the rental reaches, or null. */
export function lengthTier(days: number, tiers: readonly LengthTier[]): LengthTier | null {
  return (
    [...tiers]
      .filter((t) => t.minDays <= days && t.percent > 0)
      .sort((a, b) => b.minDays - a.minDays)[0] ?? null
  );
}
