/**
 * What the renter is told about the fleet's stock for their dates: whether a car's
 * class has a unit free at the pickup branch, and which other cars to offer when it has not.
 * The count itself comes from the CMS (inventory.ts, judged where reservations are stored).
 */

/** Units of a class at a branch for a rental: null where the branch does not track the class (no limit). */
export interface ClassStock {
  units: number | null;
  left: number | null;
}

export type StockByClass = Readonly<Record<string, ClassStock>>;

/** At or below this many units left, the fleet shows "low availability" for the dates. */
export const LOW_STOCK_UNITS = 2;

/** Whether a rental can take a unit: some are left, or the class is not tracked (no stock, or left null). */
export const stockHasUnit = (s: ClassStock | undefined): boolean =>
  !s || s.left === null || s.left >= 1;

/** Whether a rental of the class can take a unit (a class the branch does not track always can). */
export const classHasUnit = (stock: StockByClass, carClass: string): boolean =>
  stockHasUnit(stock[carClass]);

/** Few units left of the class for the dates (not sold out). */
export function classRunningLow(stock: StockByClass, carClass: string): boolean {
  const left = stock[carClass]?.left;
  return left !== null && left !== undefined && left >= 1 && left <= LOW_STOCK_UNITS;
}

export interface StockCar {
  id: string;
  class: string;
  status: string;
  /** Daily price, cents: alternatives are the closest in price first. */
  price: number;
}

/**
 * Cars to offer instead of a sold-out one, for the same place and dates: bookable ones whose
 * class still has a unit, closest in daily price first (the cheaper on a tie), at most `max`.
 */
export function alternativeCars<T extends StockCar>(
  cars: readonly T[],
  stock: StockByClass,
  chosen: StockCar,
  max = 3,
): T[] {
  const distance = (c: StockCar) => Math.abs(c.price - chosen.price);
  return cars
    .filter(
      (c) =>
        c.id !== chosen.id &&
        c.status !== 'unavailable' &&
        c.price > 0 &&
        classHasUnit(stock, c.class),
    )
    .sort((a, b) => distance(a) - distance(b) || a.price - b.price)
    .slice(0, max);
}
