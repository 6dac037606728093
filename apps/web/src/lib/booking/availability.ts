import { alternativeCars, classHasUnit } from '@rental/domain/reservation/stock';
import { branchStock } from '../cms/availability.ts';
import type { CmsClient } from '../cms/client.ts';
import type { BookingData } from './catalog.ts';

/** A car offered instead of a sold-out one (issue 18). */
export interface CarAlternative {
  id: string;
  model: string;
  class: string;
  /** The brand's daily price, cents. */
  price: number;
}

export type TripStock = { ok: true } | { ok: false; alternatives: CarAlternative[] };

export interface StockTrip {
  car: string;
  /** The pickup branch's code. */
  pickupBranch: string;
  pickupAt: Date;
  returnAt: Date;
}

/**
 * Whether the car's class has a unit free at the pickup branch for the trip, and if not which
 * other cars of the brand have one (closest in price first). A car or branch the catalogue
 * does not know is left to the booking rules, which refuse it.
 */
export async function tripStock(
  cms: CmsClient,
  data: BookingData,
  trip: StockTrip,
): Promise<TripStock> {
  const car = data.cars.find((c) => c.id === trip.car);
  const branch = data.branches.find((b) => b.code === trip.pickupBranch);
  if (!car || !branch || trip.returnAt <= trip.pickupAt) return { ok: true };
  const stock = await branchStock(cms, {
    branch: branch.id,
    pickupAt: trip.pickupAt,
    returnAt: trip.returnAt,
  });
  if (classHasUnit(stock, car.class)) return { ok: true };
  return {
    ok: false,
    alternatives: alternativeCars(data.cars, stock, car).map((c) => ({
      id: c.id,
      model: c.model,
      class: c.class,
      price: c.price,
    })),
  };
}
