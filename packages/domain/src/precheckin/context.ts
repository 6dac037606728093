import { panamaDay } from '../panama-time.ts';
import type { PrecheckinContext } from './driver.ts';

/** The pre-check-in rules' calendar for a reservation: the Panama dates of today, the pickup and the return (instants in UTC ISO). */
export function precheckinContext(
  r: { pickupDate: string; returnDate: string },
  now: Date,
  airportPickup: boolean,
): PrecheckinContext {
  return {
    today: panamaDay(now),
    pickupDate: panamaDay(new Date(r.pickupDate)),
    returnDate: panamaDay(new Date(r.returnDate)),
    airportPickup,
  };
}
