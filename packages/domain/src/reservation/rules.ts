import { isOpenAt, type WeeklyHours } from '../hours.ts';
import { PANAMA_OFFSET_MINUTES, utcToPanamaLocal } from '../panama-time.ts';

/**
 * The booking rules of SPEC §5 and §9, on UTC instants, judged by the Panama clock whatever
 * the visitor's time zone. Each rule answers with a message key (catalogue namespace
 * `booking.errors`) and its parameters, so browser and server say the same thing.
 */
export const MIN_NOTICE_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A return up to 59 minutes after a whole number of days is not charged another day. */
export const GRACE_MS = 59 * 60 * 1000;

/**
 * Rental days: 24-hour periods from the pickup time, each started period counted, after a
 * 59-minute grace (the terms page states the same); at least one day.
 */
export function rentalDays(pickup: Date, dropoff: Date): number {
  const ms = dropoff.getTime() - pickup.getTime();
  if (ms <= 0) return 0;
  return Math.max(1, Math.ceil((ms - GRACE_MS) / DAY_MS));
}

export type BookingRuleError =
  | { key: 'pickupInPast' }
  | { key: 'sameDayNotice' }
  | { key: 'returnBeforePickup' }
  | { key: 'minimumDays'; params: { days: number } }
  | { key: 'reservationsDisabled'; params: { until: string } }
  | { key: 'branchClosed'; params: { which: 'pickup' | 'return' } };

export interface BookingRuleInput {
  pickup: Date;
  dropoff: Date;
  now: Date;
  /** The brand's reservation_min_days. */
  brandMinDays: number;
  /** The car's minimum_days. */
  carMinDays: number;
  /** sites_config.disableReservationsUntil (UTC ISO), if set. */
  disableReservationsUntil: string | null;
  pickupHours: WeeklyHours | null;
  returnHours: WeeklyHours | null;
}

const sameCalendarDayInPanama = (a: Date, b: Date) => utcToPanamaLocal(a).slice(0, 10) === utcToPanamaLocal(b).slice(0, 10);

/** Every rule the dates break, in the order a visitor should fix them. */
export function checkBookingRules(input: BookingRuleInput): BookingRuleError[] {
  const errors: BookingRuleError[] = [];
  const { pickup, dropoff, now } = input;
  if (pickup.getTime() < now.getTime()) errors.push({ key: 'pickupInPast' });
  // SPEC §5: 'At least 2 hours in advance to book for today'.
  else if (sameCalendarDayInPanama(pickup, now) && pickup.getTime() - now.getTime() < MIN_NOTICE_MS) errors.push({ key: 'sameDayNotice' });
  if (input.disableReservationsUntil) {
    const until = new Date(input.disableReservationsUntil);
    if (!Number.isNaN(until.getTime()) && pickup.getTime() < until.getTime()) errors.push({ key: 'reservationsDisabled', params: { until: input.disableReservationsUntil } });
  }
  if (dropoff.getTime() <= pickup.getTime()) {
    errors.push({ key: 'returnBeforePickup' });
  } else {
    // A car needs at least its minimum_days, and the brand its reservation_min_days.
    const minimum = Math.max(1, input.brandMinDays, input.carMinDays);
    if (rentalDays(pickup, dropoff) < minimum) errors.push({ key: 'minimumDays', params: { days: minimum } });
  }
  if (input.pickupHours && !isOpenAt(input.pickupHours, pickup)) errors.push({ key: 'branchClosed', params: { which: 'pickup' } });
  if (input.returnHours && !isOpenAt(input.returnHours, dropoff)) errors.push({ key: 'branchClosed', params: { which: 'return' } });
  return errors;
}

/**
 * The timezone warning of the booking form: the visitor's clock does not show Panama's time
 * now. It takes the browser's `Date#getTimezoneOffset()` (minutes behind UTC: 300 in Panama,
 * and in Bogotá, also UTC−5 all year) rather than a zone name: reading the name needs Intl,
 * whose first use loads its data, about 40 ms of a phone's main thread on the booking page
 * (docs/performance.md).
 */
export function clockDiffersFromPanama(timezoneOffsetMinutes: number): boolean {
  return timezoneOffsetMinutes !== -PANAMA_OFFSET_MINUTES;
}
