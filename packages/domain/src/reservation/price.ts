import { prepaidDailyPrice } from '../money.ts';
import type { ReservationType } from '../vocabulary.ts';
import { addOnAmount, cappedCharge, type AddOn } from './add-ons.ts';
import { lengthTier, rentalDays, type RatePlan, type RentalDay } from './rates.ts';

/**
 * The price of a reservation (SPEC §3 totals), in integer USD cents. The one place a price is
 * computed: the browser shows it, the server recomputes it from CMS data and never trusts
 * the browser's. Order of the bill (docs/reservation-flow.md):
 *   car (daily price for the brand, minus the car's discount when prepaid) × days
 *   − coupon (percent of the car total, or a fixed amount; never more than the car total)
 *   + coverages × days + roadside assistance (era) × days
 *   + add-ons: a young driver's surcharge, additional drivers, extras (each daily × days,
 *     capped per unit and rental, × units)
 *   + delivery + drop-off fee
 *   = subtotal
 *   + airport concession fee (percent of car after coupon + coverages + era + add-ons, when
 *     the pickup branch is an airport: all of it is rented there)
 *   + ITBMS 7 % of (subtotal + airport fee)
 *   = total
 * Every percentage is rounded to the cent, half up.
 */
export const ITBMS_PERCENT = 7;

export interface PriceInput {
  car: { price: number; discount: number; prepaid_price: number | null };
  reservationType: ReservationType;
  days: number;
  /** Daily prices of the chosen coverages. */
  coverages: { code: string; dailyPrice: number }[];
  /** Daily price of roadside assistance (era), when chosen. */
  roadside: { code: string; dailyPrice: number } | null;
  delivery: number;
  /** The return branch's drop-off fee when it differs from the pickup branch; 0 if absent. */
  dropoff: number;
  coupon: { code: string; percent: number | null; amount: number | null } | null;
  /** The pickup branch's concession fee percent when it is an airport, else null. */
  airportFeePercent: number | null;
  /** The brand's seasons and length tiers, with what they need of the rental. */
  rates?: { plan: RatePlan; carClass: string; pickupAt: Date };
  /** Driver surcharges and extras (add-ons.ts), in the order the bill lists them. */
  addOns?: AddOn[];
}

export type BillLineKind =
  | 'car'
  | 'lengthDiscount'
  | 'coupon'
  | 'coverage'
  | 'era'
  | 'youngDriver'
  | 'additionalDriver'
  | 'extra'
  | 'delivery'
  | 'dropoff'
  | 'airportTax'
  | 'tax';

export interface BillLine {
  kind: BillLineKind;
  /** Coverage or coupon code, for the label. */
  code?: string;
  /** Per-day price and days, for lines charged per day. */
  unit?: number;
  quantity?: number;
  /** Units of an add-on (two child seats); absent for one. */
  units?: number;
  /** The add-on's cap per rental made the line less than unit × days. */
  capped?: true;
  /** The season a car line's days fall in (its name, as staff wrote it). */
  season?: string;
  /** A length discount's percent and the days it starts from. */
  percent?: number;
  minDays?: number;
  amount: number;
}

export interface Totals {
  carTotal: number;
  era: number;
  dropoff: number;
  subtotal: number;
  airportTax: number;
  tax: number;
  total: number;
}

export interface Price {
  totals: Totals;
  lines: BillLine[];
  /** The daily car price charged (after the prepaid discount). */
  carDaily: number;
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);
const cents = (n: number) => Math.max(0, Math.round(n));

/** The car's days: priced one by one through the brand's seasons, or all at the one daily price. */
function carDaysOf(input: PriceInput, days: number): RentalDay[] {
  if (input.rates?.plan.seasons.length)
    return rentalDays(
      { ...input.car, class: input.rates.carClass },
      input.reservationType,
      input.rates.pickupAt,
      days,
      input.rates.plan.seasons,
    );
  const daily =
    input.reservationType === 'prepaid' ? prepaidDailyPrice(input.car) : cents(input.car.price);
  return Array.from({ length: days }, () => ({ daily, season: null }));
}

/** One bill line per run of days at the same price and season. */
function carLines(carDays: RentalDay[]): BillLine[] {
  const lines: BillLine[] = [];
  for (const day of carDays) {
    const last = lines.at(-1);
    if (last && last.unit === day.daily && (last.season ?? null) === day.season) {
      last.quantity = (last.quantity ?? 0) + 1;
      last.amount += day.daily;
    } else
      lines.push({
        kind: 'car',
        unit: day.daily,
        quantity: 1,
        amount: day.daily,
        ...(day.season ? { season: day.season } : {}),
      });
  }
  return lines;
}

function addOnLine(addOn: AddOn, days: number): BillLine {
  const unit = cents(addOn.dailyPrice);
  const amount = addOnAmount(addOn, days);
  return {
    kind: addOn.kind,
    ...(addOn.code ? { code: addOn.code } : {}),
    unit,
    quantity: days,
    ...(addOn.quantity !== 1 ? { units: addOn.quantity } : {}),
    ...(cappedCharge(unit, days, addOn.capPerRental) < unit * days
      ? { capped: true as const }
      : {}),
    amount,
  };
}

export function priceReservation(input: PriceInput): Price {
  const days = Math.max(1, Math.floor(input.days));
  const carDays = carDaysOf(input, days);
  const carDaily = carDays[0].daily;
  const carTotal = carDays.reduce((n, d) => n + d.daily, 0);
  const tier = lengthTier(days, input.rates?.plan.tiers ?? []);
  const tierAmount = tier ? Math.min(carTotal, percentOf(carTotal, tier.percent)) : 0;
  const carAfterTier = carTotal - tierAmount;
  const couponAmount = input.coupon
    ? Math.min(
        carAfterTier,
        input.coupon.percent
          ? percentOf(carAfterTier, input.coupon.percent)
          : cents(input.coupon.amount ?? 0),
      )
    : 0;
  const coverageLines: BillLine[] = input.coverages.map((c) => ({
    kind: 'coverage',
    code: c.code,
    unit: cents(c.dailyPrice),
    quantity: days,
    amount: cents(c.dailyPrice) * days,
  }));
  const coverageTotal = coverageLines.reduce((n, l) => n + l.amount, 0);
  const era = input.roadside ? cents(input.roadside.dailyPrice) * days : 0;
  const addOnLines = (input.addOns ?? []).map((a) => addOnLine(a, days));
  const addOnTotal = addOnLines.reduce((n, l) => n + l.amount, 0);
  const delivery = cents(input.delivery);
  const dropoff = cents(input.dropoff);
  const rented = carAfterTier - couponAmount + coverageTotal + era + addOnTotal;
  const subtotal = rented + delivery + dropoff;
  const airportTax = input.airportFeePercent ? percentOf(rented, input.airportFeePercent) : 0;
  const tax = percentOf(subtotal + airportTax, ITBMS_PERCENT);
  const total = subtotal + airportTax + tax;

  const lines: BillLine[] = carLines(carDays);
  if (tier && tierAmount)
    lines.push({
      kind: 'lengthDiscount',
      percent: tier.percent,
      minDays: tier.minDays,
      amount: -tierAmount,
    });
  if (couponAmount) lines.push({ kind: 'coupon', code: input.coupon?.code, amount: -couponAmount });
  lines.push(...coverageLines);
  if (input.roadside)
    lines.push({
      kind: 'era',
      code: input.roadside.code,
      unit: cents(input.roadside.dailyPrice),
      quantity: days,
      amount: era,
    });
  lines.push(...addOnLines);
  if (delivery) lines.push({ kind: 'delivery', amount: delivery });
  if (dropoff) lines.push({ kind: 'dropoff', amount: dropoff });
  if (airportTax) lines.push({ kind: 'airportTax', amount: airportTax });
  lines.push({ kind: 'tax', amount: tax });
  return { totals: { carTotal, era, dropoff, subtotal, airportTax, tax, total }, lines, carDaily };
}

/**
 * What paying now saves against paying at pickup, in cents: 0 when the car has no prepaid
 * discount (or either price is unknown), so the rate choice promises a saving only when
 * there is one.
 */
export function prepaidSaving(prepaid: Price | null, postpaid: Price | null): number {
  if (!prepaid || !postpaid) return 0;
  return Math.max(0, postpaid.totals.total - prepaid.totals.total);
}
