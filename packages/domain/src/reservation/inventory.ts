/**
 * The fleet's inventory (docs/reservation-flow.md "Inventory"): staff keep how many
 * units of each car class a branch has (`fleet_units`, shared by the four brands: they rent the
 * same cars, so a unit sold by one brand is gone for the others). A reservation takes one unit
 * of its car's class at its pickup branch from pickup until its return plus the branch's
 * turnaround (cleaning and checks before the next renter).
 *
 * This module is the one judgement of "is a unit free": the CMS's website guard runs it inside
 * the transaction that stores the reservation (services/cms/src/runtime.ts installs a copy with
 * the types stripped, so it has no imports but erased types), and the CMS's availability
 * endpoint responds to the site with it.
 */

export const DEFAULT_TURNAROUND_MINUTES = 120;

/** Statuses that never hold a unit: the car is given back. */
export const RELEASING_STATUSES: readonly string[] = ['cancelled', 'abandoned'];

/** A reservation as the inventory sees it. */
export interface UnitClaim {
  status: string;
  pickupAt: Date;
  returnAt: Date;
  /** When it was created and last changed: an unpaid reservation holds its unit for its payment window from then. */
  createdAt: Date;
  updatedAt: Date | null;
}

export interface Span {
  start: number;
  end: number;
}

const MINUTE = 60_000;

/**
 * How long a new unpaid reservation holds its unit before its payment starts: the renter is at
 * the checkout, card in hand. A reservation left there gives the car back after this, not after
 * the whole payment window (which a payment attempt opens; docs/reservation-flow.md "Holds").
 */
export const CHECKOUT_HOLD_MINUTES = 10;

/**
 * When an unpaid reservation's hold ends: the checkout hold from its creation (never longer than
 * the payment window), or, once its payment started (any change since: a payment under way or
 * declined), the payment window from its last change.
 */
export function unpaidHoldEnds(
  claim: Pick<UnitClaim, 'createdAt' | 'updatedAt'>,
  windowMinutes: number,
): Date {
  const created = claim.createdAt.getTime();
  const checkout = created + Math.min(CHECKOUT_HOLD_MINUTES, windowMinutes) * MINUTE;
  if (claim.updatedAt === null) return new Date(checkout);
  return new Date(Math.max(checkout, claim.updatedAt.getTime() + windowMinutes * MINUTE));
}

/**
 * Whether a reservation holds its unit now. Cancelled and abandoned ones do not; an unpaid one
 * (prepaid awaiting payment, or pay-later not yet confirmed) holds it until `unpaidHoldEnds`,
 * the expiry job's deadline too, so a booking left at the checkout gives the car back even
 * before the worker marks it abandoned.
 */
export function holdsUnit(claim: UnitClaim, windowMinutes: number, now: Date): boolean {
  if (RELEASING_STATUSES.includes(claim.status)) return false;
  if (claim.status !== 'unpaid') return true;
  return now.getTime() < unpaidHoldEnds(claim, windowMinutes).getTime();
}

/** The time a rental keeps its unit: pickup until return plus the turnaround. */
export function unitSpan(pickupAt: Date, returnAt: Date, turnaroundMinutes: number): Span {
  return {
    start: pickupAt.getTime(),
    end: returnAt.getTime() + Math.max(0, turnaroundMinutes) * MINUTE,
  };
}

const DAY = 1440 * MINUTE;

/**
 * The days (UTC day numbers) on which a rental at a branch could share a unit with another of
 * its class, for the lock the CMS takes while it counts (services/cms/extensions/website-guard/
 * stock.js): a reservation the count takes in (pickup before this rental's return plus the
 * turnaround, return after its pickup less the turnaround) lies partly within
 * [pickup − turnaround, return + turnaround), so two rentals that could count each other both
 * lock a day they share.
 */
export function contendedDays(
  pickupAt: Date,
  returnAt: Date,
  turnaroundMinutes: number,
): { first: number; last: number } {
  const margin = Math.max(0, turnaroundMinutes) * MINUTE;
  const first = Math.floor((pickupAt.getTime() - margin) / DAY);
  const last = Math.floor((returnAt.getTime() + margin - 1) / DAY);
  return { first, last: Math.max(first, last) };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The most units the held spans use at one instant within `wanted`. */
export function peakUse(held: readonly Span[], wanted: Span): number {
  const inside = held.filter((s) => overlaps(s, wanted));
  // Sweep the starts and ends; an end at the same instant as a start frees the unit first.
  const events = inside.flatMap((s) => [
    { at: Math.max(s.start, wanted.start), step: 1 },
    { at: Math.min(s.end, wanted.end), step: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.step - b.step);
  let now = 0;
  let peak = 0;
  for (const e of events) {
    now += e.step;
    peak = Math.max(peak, now);
  }
  return peak;
}

/** Units still free for the whole of `wanted`: what a new reservation may take (never below 0). */
export function unitsLeft(units: number, held: readonly Span[], wanted: Span): number {
  return Math.max(0, units - peakUse(held, wanted));
}

/**
 * The spans of one branch's reservations of one class that hold a unit now, with the branch's
 * turnaround (minutes) and each one's brand's payment window (`windowOf`, minutes).
 */
export function heldSpans<T extends UnitClaim>(
  claims: readonly T[],
  now: Date,
  windowOf: (claim: T) => number,
  turnaroundMinutes: number,
): Span[] {
  return claims
    .filter((c) => holdsUnit(c, windowOf(c), now))
    .map((c) => unitSpan(c.pickupAt, c.returnAt, turnaroundMinutes));
}

/**
 * Extras with stock (child seats, GPS…) are counted like cars: `fleet_units` rows naming an
 * extra instead of a class hold a branch's units of it, and a reservation takes the units it
 * booked for the same span as its car. The reservation keeps them in `extra_units` as
 * `|code=units|…|`, a text every database can filter with LIKE under the inventory's locks.
 */
export function extraUnitsText(extras: Readonly<Record<string, number>>): string | null {
  const taken = Object.entries(extras)
    .filter(([, units]) => units > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return taken.length ? `|${taken.map(([code, units]) => `${code}=${units}`).join('|')}|` : null;
}

/** The units of each extra a reservation's `extra_units` names. */
export function extraUnitsOf(text: string | null | undefined): Record<string, number> {
  const units: Record<string, number> = {};
  for (const part of String(text ?? '').split('|')) {
    const [code, count] = part.split('=');
    const n = Number(count);
    if (code && Number.isInteger(n) && n > 0) units[code] = n;
  }
  return units;
}
