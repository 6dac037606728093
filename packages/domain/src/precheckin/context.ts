import { utcToPanamaLocal } from '../panama-time.ts';
import type { PrecheckinContext } from './driver.ts';

/** The pre-check-in rules' calendar for a reservation: the Panama dates of today, the pickup and the return (instants in UTC ISO). */
export function precheckinContext(r: { pickupDate: string; returnDate: string }, now: Date, airportPickup: boolean): PrecheckinContext {
  const day = (d: Date) => utcToPanamaLocal(d).slice(0, 10);
  return { today: day(now), pickupDate: day(new Date(r.pickupDate)), returnDate: day(new Date(r.returnDate)), airportPickup };
}
