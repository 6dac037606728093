import { validateLocationSearch, type LocationSearch } from '@rental/domain/forms/location-search';
import { panamaLocalToUtc } from '@rental/domain/panama-time';
import { fleetTrip, type CarTrip } from '@rental/domain/reservation/fleet-trip';
import { alternativeCars, classHasUnit } from '@rental/domain/reservation/stock';
import { branchStock } from '../records/availability.ts';
import type { CmsClient } from '../cms/client.ts';
import { toBookingCatalog, type BookingData } from './catalog.ts';

/** A car offered instead of a sold-out one. */
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

/** Whether the car's class has a unit free for the trip, else the brand's cars that do, closest in price first. */
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

/** The fleet for a /flota search: each car's trip by car id; null when the rules refuse the search. */
export async function fleetForSearch(
  cms: CmsClient,
  data: BookingData,
  search: LocationSearch,
  now: Date,
): Promise<Record<string, CarTrip> | null> {
  const valid = validateLocationSearch(search, now, data.site.bookingLimits);
  const branch = data.branches.find((b) => b.code === search.pickup);
  const pickupAt = panamaLocalToUtc(search.from);
  const returnAt = panamaLocalToUtc(search.to);
  if (!valid.success || !branch || !pickupAt || !returnAt) return null;
  const stock = await branchStock(cms, { branch: branch.id, pickupAt, returnAt });
  const trip = { pickupBranch: search.pickup, returnBranch: search.dropoff, pickupAt, returnAt };
  return fleetTrip(trip, toBookingCatalog(data), stock, now);
}
