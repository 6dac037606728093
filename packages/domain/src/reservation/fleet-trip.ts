import {
  quoteBooking,
  withMandatoryCoverages,
  type BookingCatalog,
  type CatalogCar,
  type QuoteProblem,
} from './quote.ts';
import { classHasUnit, classRunningLow, type StockByClass } from './stock.ts';

/**
 * The fleet for a searched trip: for each car, whether it can be booked for those
 * places and dates, why not, and what the trip costs paying now and at pickup — priced by the
 * one price function with the coverages every booking must have (the mandatory ones, or the
 * cheapest when none is), no extras and no coupon: the least a renter pays for that trip.
 */
export interface TripSearch {
  pickupBranch: string;
  returnBranch: string;
  pickupAt: Date;
  returnAt: Date;
}

/** Why a car cannot be booked for the trip, in the order the renter can act on it. */
export type TripBlock =
  'unavailable' | 'soldOut' | 'minimumDays' | 'branchClosed' | 'closed' | 'rules';

export interface CarTrip {
  bookable: boolean;
  block: TripBlock | null;
  /** The car's minimum rental days, for the `minimumDays` message. */
  minimumDays: number;
  /** Trip totals in cents (null when the trip cannot be priced). */
  prepaidTotal: number | null;
  postpaidTotal: number | null;
  days: number | null;
  /** Units left when few ("low availability"), else null. */
  unitsLeft: number | null;
}

/** The coverages a priced trip includes: the mandatory ones, else the cheapest cover. */
export function tripCoverages(catalog: BookingCatalog): string[] {
  const mandatory = withMandatoryCoverages([], catalog.coverages);
  if (mandatory.length) return mandatory;
  const cheapest = catalog.coverages
    .filter((c) => c.kind === 'coverage')
    .sort((a, b) => a.dailyPrice - b.dailyPrice)[0];
  return cheapest ? [cheapest.code] : [];
}

function blockOf(problems: QuoteProblem[], soldOut: boolean): TripBlock | null {
  const keys = problems.map((p) => p.key).filter((k) => k !== 'coverage');
  if (keys.includes('carUnavailable')) return 'unavailable';
  if (soldOut) return 'soldOut';
  if (keys.includes('minimumDays')) return 'minimumDays';
  if (keys.includes('branchClosed')) return 'branchClosed';
  // A closed day at the branch or the brand's blackout: "closed on your dates".
  if (keys.includes('branchClosedDay') || keys.includes('blackout')) return 'closed';
  return keys.length ? 'rules' : null;
}

export function carTrip(
  car: CatalogCar,
  search: TripSearch,
  catalog: BookingCatalog,
  stock: StockByClass,
  now: Date,
): CarTrip {
  const quote = (reservationType: 'prepaid' | 'postpaid') =>
    quoteBooking(
      {
        car: car.id,
        ...search,
        reservationType,
        coverages: tripCoverages(catalog),
        roadside: false,
        coupon: null,
      },
      catalog,
      now,
    );
  const prepaid = quote('prepaid');
  const postpaid = quote('postpaid');
  const priced = (q: typeof prepaid) => (q.ok ? q : q.preview);
  const block = blockOf(postpaid.ok ? [] : postpaid.problems, !classHasUnit(stock, car.class));
  return {
    bookable: block === null,
    block,
    minimumDays: car.minimum_days,
    prepaidTotal: priced(prepaid)?.price.totals.total ?? null,
    postpaidTotal: priced(postpaid)?.price.totals.total ?? null,
    days: priced(postpaid)?.days ?? null,
    unitsLeft: classRunningLow(stock, car.class) ? (stock[car.class]?.left ?? null) : null,
  };
}

/** Every car of the catalogue for the trip, by car id. */
export function fleetTrip(
  search: TripSearch,
  catalog: BookingCatalog,
  stock: StockByClass,
  now: Date,
): Record<string, CarTrip> {
  return Object.fromEntries(
    catalog.cars.map((car) => [car.id, carTrip(car, search, catalog, stock, now)]),
  );
}

/**
 * Sorts cars by their trip total (pay at pickup), bookable ones first; `desc` for the dearest
 * first. Cars without a trip keep their place after the priced ones.
 */
export function byTripTotal<T extends { id: string }>(
  cars: readonly T[],
  trips: Readonly<Record<string, CarTrip>>,
  desc = false,
): T[] {
  const rank = (c: T) => {
    const t = trips[c.id];
    return [t ? (t.bookable ? 0 : 1) : 2, t?.postpaidTotal ?? Number.MAX_SAFE_INTEGER] as const;
  };
  return [...cars].sort((a, b) => {
    const [ga, ta] = rank(a);
    const [gb, tb] = rank(b);
    return ga - gb || (desc ? tb - ta : ta - tb);
  });
}
