import { ageOn } from '../age.ts';

/**
 * What a renter buys beside the car: a young driver's surcharge, additional drivers and extras
 * (child seats, GPS, Wi-Fi…). Each is a daily price with a cap per rental, set per brand (age
 * bands, the additional driver's fee) or per extra in Studio; all are integer USD cents. The
 * bill charges them through `priceReservation`'s add-on lines.
 */

/** The most drivers a booking (and its pre-check-in) may add beside the main one. */
export const MAX_ADDITIONAL_DRIVERS = 3;

/** An age band: drivers aged minAge to maxAge (inclusive; null: and older) pay this surcharge. */
export interface AgeBand {
  minAge: number;
  maxAge: number | null;
  /** Cents a day. */
  dailySurcharge: number;
  /** Cents for the whole rental at most; null: no cap. */
  capPerRental: number | null;
}

export interface DriverRules {
  /** No driver younger than this at pickup. */
  minimumAge: number;
  /** Bands with a surcharge; an age in no band pays none. */
  bands: AgeBand[];
  /** Each additional driver: cents a day, and cents per rental at most (null: no cap). */
  additionalDriver: { dailyFee: number; capPerRental: number | null };
}

/** An extra as offered for a booking: its price and how many one rental may take. */
export interface ExtraOffer {
  code: string;
  /** Cents a day, per unit. */
  dailyPrice: number;
  /** Cents per unit for the whole rental at most; null: no cap. */
  capPerRental: number | null;
  /** Units one rental may take (two child seats); 1 for a GPS. */
  maxQuantity: number;
}

/** One add-on line of the bill: a daily price for `quantity` units, capped per unit and rental. */
export interface AddOn {
  kind: 'youngDriver' | 'additionalDriver' | 'extra';
  /** The extra's code, or the driver's number (1 for the first additional driver). */
  code?: string;
  dailyPrice: number;
  quantity: number;
  capPerRental: number | null;
}

/** What `days` of a daily price cost one unit, with the cap applied. */
export function cappedCharge(
  dailyPrice: number,
  days: number,
  capPerRental: number | null,
): number {
  const full = Math.max(0, Math.round(dailyPrice)) * Math.max(0, Math.floor(days));
  return capPerRental === null ? full : Math.min(full, Math.max(0, Math.round(capPerRental)));
}

/** The amount of an add-on line for a rental of `days`. */
export function addOnAmount(addOn: AddOn, days: number): number {
  return cappedCharge(addOn.dailyPrice, days, addOn.capPerRental) * Math.max(0, addOn.quantity);
}

/** The band a driver's age falls in, or null (no surcharge). */
export function ageBand(age: number, bands: readonly AgeBand[]): AgeBand | null {
  return bands.find((b) => age >= b.minAge && (b.maxAge === null || age <= b.maxAge)) ?? null;
}

export type DriverAge =
  { ok: true; age: number; band: AgeBand | null } | { ok: false; problem: 'invalidDate' | 'age' };

/**
 * A driver's age on the pickup day (a birthday during the rental does not change it) and the
 * band it falls in; too young for the brand is a refusal, not a price.
 */
export function driverAge(birthday: string, pickupDay: string, rules: DriverRules): DriverAge {
  const age = ageOn(birthday, pickupDay);
  if (age === null) return { ok: false, problem: 'invalidDate' };
  if (age < rules.minimumAge) return { ok: false, problem: 'age' };
  return { ok: true, age, band: ageBand(age, rules.bands) };
}

/** A driver's surcharge for their band, if it has one; `code` is an additional driver's number. */
function youngDriverAddOn(band: AgeBand | null, code?: string): AddOn[] {
  if (!band || band.dailySurcharge <= 0) return [];
  return [
    {
      kind: 'youngDriver',
      ...(code ? { code } : {}),
      dailyPrice: band.dailySurcharge,
      quantity: 1,
      capPerRental: band.capPerRental,
    },
  ];
}

/**
 * The add-on lines for the drivers: the main driver's surcharge by band, then each additional
 * driver's fee and, when young, their own band's surcharge. Ages are on the pickup day.
 */
export function driverAddOns(
  main: { band: AgeBand | null },
  additional: readonly { band: AgeBand | null }[],
  rules: Pick<DriverRules, 'additionalDriver'>,
): AddOn[] {
  return [
    ...youngDriverAddOn(main.band),
    ...additional.flatMap((driver, i) => [
      {
        kind: 'additionalDriver' as const,
        code: String(i + 1),
        dailyPrice: rules.additionalDriver.dailyFee,
        quantity: 1,
        capPerRental: rules.additionalDriver.capPerRental,
      },
      ...youngDriverAddOn(driver.band, String(i + 1)),
    ]),
  ];
}

export type ExtraChoiceProblem = 'unknownExtra' | 'tooMany';

/**
 * The extras chosen (code → quantity) as add-on lines, or what is wrong with the choice. A
 * quantity of 0 is no choice; order follows the offers' order.
 */
export function extraAddOns(
  chosen: Readonly<Record<string, number>>,
  offers: readonly ExtraOffer[],
): { ok: true; addOns: AddOn[] } | { ok: false; problem: ExtraChoiceProblem; code: string } {
  for (const [code, quantity] of Object.entries(chosen)) {
    const offer = offers.find((o) => o.code === code);
    if (!offer) return { ok: false, problem: 'unknownExtra', code };
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > offer.maxQuantity)
      return { ok: false, problem: 'tooMany', code };
  }
  return {
    ok: true,
    addOns: offers
      .filter((o) => (chosen[o.code] ?? 0) > 0)
      .map((o) => ({
        kind: 'extra',
        code: o.code,
        dailyPrice: o.dailyPrice,
        quantity: chosen[o.code],
        capPerRental: o.capPerRental,
      })),
  };
}

/** A security deposit rule: an amount per class, lower with some coverages chosen. */
export interface DepositRule {
  /** Cents held when no coverage lowers it. */
  amount: number;
  /** Coverage code → cents held when it is chosen (full protection holds less). */
  byCoverage: Readonly<Record<string, number>>;
}

/** The deposit to hold: the lowest amount any chosen coverage allows, else the class's. */
export function depositAmount(rule: DepositRule, coverages: readonly string[]): number {
  return coverages.reduce(
    (lowest, code) => Math.min(lowest, rule.byCoverage[code] ?? lowest),
    Math.max(0, Math.round(rule.amount)),
  );
}
