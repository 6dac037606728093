import { isOpenAt, type WeeklyHours } from '../hours.ts';
import { pickupNoticeProblem } from './rules.ts';

/**
 * The booking's times are half-hour slots (the date field offers :00 and :30). Panama's
 * offset is a whole number of hours, so its half hours are UTC's.
 */
export const SLOT_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a slot is looked for before giving up (a branch closed for two weeks). */
const SEARCH_DAYS = 14;

export interface SlotOptions {
  /** No pickup before this instant (sites_config.disableReservationsUntil). */
  notBefore?: Date | null;
  /** The pickup branch's hours, when one is chosen. */
  hours?: WeeklyHours | null;
}

/**
 * The first pickup the booking rules accept: a half-hour slot not in the past, with the
 * same-day 2 hours' notice (so at 22:45 it is midnight, the next day's first slot), not
 * before the brand's block and inside the branch's hours. The same rule as the one that
 * judges the renter's choice (pickupNoticeProblem), so the default never shows an error.
 */
export function nextBookableSlot(now: Date, options: SlotOptions = {}): Date {
  const notBefore =
    options.notBefore && !Number.isNaN(options.notBefore.getTime())
      ? Math.max(now.getTime(), options.notBefore.getTime())
      : now.getTime();
  const first = Math.ceil(notBefore / SLOT_MS) * SLOT_MS;
  for (let at = first; at < first + SEARCH_DAYS * DAY_MS; at += SLOT_MS) {
    const slot = new Date(at);
    if (pickupNoticeProblem(slot, now)) continue;
    if (options.hours && !isOpenAt(options.hours, slot)) continue;
    return slot;
  }
  return new Date(first);
}

/** The default trip from `pickup`: the shortest rental the car and brand allow. */
export function defaultReturn(pickup: Date, minimumDays: number): Date {
  return new Date(pickup.getTime() + Math.max(1, Math.floor(minimumDays)) * DAY_MS);
}
