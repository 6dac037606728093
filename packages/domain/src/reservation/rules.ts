import { isOpenAt, type WeeklyHours } from '../hours.ts';
import { PANAMA_OFFSET_MINUTES, panamaDay, utcToPanamaLocal } from '../panama-time.ts';
import { closureProblems, type ClosureInput, type ClosureProblem } from './closures.ts';

/**
 * The booking rules of SPEC §5 and §9, on UTC instants, judged by the Panama clock whatever
 * the visitor's time zone. Each rule returns a message key (catalogue namespace
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
export function rentalDays(pickupAt: Date, returnAt: Date): number {
  const ms = returnAt.getTime() - pickupAt.getTime();
  if (ms <= 0) return 0;
  return Math.max(1, Math.ceil((ms - GRACE_MS) / DAY_MS));
}

/**
 * How far ahead and for how long a brand takes bookings (sites_config `booking_horizon_days`,
 * `max_rental_days`): without them a return in 9999 was priced and paid. The horizon bounds
 * the pickup's Panama day; the length is counted in rental days, as the price is.
 */
export interface BookingLimits {
  maxRentalDays: number;
  bookingHorizonDays: number;
}

export const DEFAULT_BOOKING_LIMITS: BookingLimits = { maxRentalDays: 60, bookingHorizonDays: 365 };

/** The last Panama day a pickup may fall on (the date pickers' `max`). Panama keeps no summer time, so days are 24 h. */
export const lastPickupDay = (now: Date, limits: BookingLimits): string =>
  panamaDay(new Date(now.getTime() + limits.bookingHorizonDays * DAY_MS));

/** The last Panama day a return may fall on for this pickup (the return picker's `max`). */
export const lastReturnDay = (pickup: Date, limits: BookingLimits): string =>
  panamaDay(new Date(pickup.getTime() + limits.maxRentalDays * DAY_MS));

export type BookingLimitError =
  | { key: 'beyondHorizon'; params: { days: number } }
  | { key: 'maximumDays'; params: { days: number } };

/** The brand's limits on these dates: the home search and the booking both ask this. */
export function checkBookingLimits(
  pickupAt: Date,
  returnAt: Date,
  now: Date,
  limits: BookingLimits,
): BookingLimitError[] {
  const errors: BookingLimitError[] = [];
  if (panamaDay(pickupAt) > lastPickupDay(now, limits))
    errors.push({ key: 'beyondHorizon', params: { days: limits.bookingHorizonDays } });
  if (
    returnAt.getTime() > pickupAt.getTime() &&
    rentalDays(pickupAt, returnAt) > limits.maxRentalDays
  )
    errors.push({ key: 'maximumDays', params: { days: limits.maxRentalDays } });
  return errors;
}

export type BookingRuleError =
  | BookingLimitError
  | ClosureProblem
  | { key: 'pickupInPast' }
  | { key: 'sameDayNotice' }
  | { key: 'returnBeforePickup' }
  | { key: 'minimumDays'; params: { days: number } }
  | { key: 'reservationsDisabled'; params: { until: string } }
  | { key: 'branchClosed'; params: { which: 'pickup' | 'return' } };

export interface BookingRuleInput {
  pickupAt: Date;
  returnAt: Date;
  now: Date;
  /** The brand's reservation_min_days. */
  brandMinDays: number;
  /** The car's minimum_days. */
  carMinDays: number;
  /** sites_config.disableReservationsUntil (UTC ISO), if set. */
  disableReservationsUntil: string | null;
  pickupHours: WeeklyHours | null;
  returnHours: WeeklyHours | null;
  /** The brand's horizon and maximum length; DEFAULT_BOOKING_LIMITS when not given. */
  limits?: BookingLimits;
  /** The branches' closed days and the brand's blackout periods (none when not given). */
  closures?: Omit<ClosureInput, 'pickupAt' | 'returnAt'>;
}

const sameCalendarDayInPanama = (a: Date, b: Date) =>
  utcToPanamaLocal(a).slice(0, 10) === utcToPanamaLocal(b).slice(0, 10);

/** A pickup in the past, or today with less than the 2 hours' notice SPEC §5 asks for. */
export function pickupNoticeProblem(
  pickup: Date,
  now: Date,
): 'pickupInPast' | 'sameDayNotice' | null {
  if (pickup.getTime() < now.getTime()) return 'pickupInPast';
  // SPEC §5: 'At least 2 hours in advance to book for today'.
  if (sameCalendarDayInPanama(pickup, now) && pickup.getTime() - now.getTime() < MIN_NOTICE_MS)
    return 'sameDayNotice';
  return null;
}

/** Every rule the dates break, in the order a visitor should fix them. */
export function checkBookingRules(input: BookingRuleInput): BookingRuleError[] {
  const errors: BookingRuleError[] = [];
  const { pickupAt, returnAt, now } = input;
  const notice = pickupNoticeProblem(pickupAt, now);
  if (notice) errors.push({ key: notice });
  if (input.disableReservationsUntil) {
    const until = new Date(input.disableReservationsUntil);
    if (!Number.isNaN(until.getTime()) && pickupAt.getTime() < until.getTime())
      errors.push({
        key: 'reservationsDisabled',
        params: { until: input.disableReservationsUntil },
      });
  }
  if (returnAt.getTime() <= pickupAt.getTime()) {
    errors.push({ key: 'returnBeforePickup' });
  } else {
    // A car needs at least its minimum_days, and the brand its reservation_min_days.
    const minimum = Math.max(1, input.brandMinDays, input.carMinDays);
    if (rentalDays(pickupAt, returnAt) < minimum)
      errors.push({ key: 'minimumDays', params: { days: minimum } });
  }
  errors.push(
    ...checkBookingLimits(pickupAt, returnAt, now, input.limits ?? DEFAULT_BOOKING_LIMITS),
  );
  if (input.pickupHours && !isOpenAt(input.pickupHours, pickupAt))
    errors.push({ key: 'branchClosed', params: { which: 'pickup' } });
  if (input.returnHours && !isOpenAt(input.returnHours, returnAt))
    errors.push({ key: 'branchClosed', params: { which: 'return' } });
  if (input.closures) errors.push(...closureProblems({ pickupAt, returnAt, ...input.closures }));
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
