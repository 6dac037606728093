import { z } from 'zod';
import { isHeld } from '../notifications/schedule.ts';
import type { ReservationType } from '../vocabulary.ts';
import { checkCoupon, type AppliedCoupon, type CouponRecord } from './coupon.ts';
import type { Price } from './price.ts';
import { MAX_ADDITIONAL_DRIVERS } from './add-ons.ts';
import { extraUnitsText } from './inventory.ts';
import {
  quoteBooking,
  type BookingCatalog,
  type BookingSelection,
  type QuoteProblem,
} from './quote.ts';
import { MIN_NOTICE_MS } from './rules.ts';
import {
  DEFAULT_CANCELLATION_POLICY,
  lateCommitment,
  type CancellationPolicy,
} from './cancellation.ts';
import type { ReservationStatus } from './states.ts';

/**
 * Changing a booking's dates, times or branches, its extras and additional drivers, from its
 * page (/mi-reserva). The car, coverages, roadside assistance, coupon and rate stay as booked;
 * the new trip is judged and priced by the booking's own `quoteBooking()` with fresh CMS data, so a
 * change is held to every rule a new booking is (and refused with that rule's message).
 *
 * Which bookings: a held one (confirmed for the counter, or paid) whose pickup is still more
 * than MIN_NOTICE_MS (2 hours, the booking's own same-day notice) ahead — the branch gets the
 * same lead time to prepare the car as for a new booking. Unfinished and cancelled bookings
 * are not changed: the first is finished by booking again, the second is final.
 *
 * The money: a booking that paid nothing online is simply re-quoted (the new bill is paid at
 * the counter). One that paid online keeps its payment when the total stays the same; when the
 * total moves, the renter pays the difference (card or PayPal, before the change is made) or is
 * refunded it through the gateway that took the money (lib/my-booking/change-payment.ts).
 */

/** A stored booking as a change sees it. */
export interface ChangeableBooking {
  status: ReservationStatus;
  reservationType: ReservationType;
  car: string;
  /** Branch codes (the catalogue's), dates as stored. */
  pickupBranch: string;
  returnBranch: string;
  pickupAt: Date;
  returnAt: Date;
  coverages: string[];
  roadside: boolean;
  /** The coupon as booked (see `bookedCoupon`), or none. */
  coupon: AppliedCoupon | null;
  /** The main driver's birthday: new dates may cross it and change the young driver surcharge. */
  driverBirthday?: string | null;
  /** Extras booked (code → units) and drivers beside the main one: kept by a change of trip. */
  extras?: Readonly<Record<string, number>>;
  additionalDrivers?: number;
  /** The additional drivers' birthdays the pre-check-in gave, in order (their own bands). */
  additionalDriverBirthdays?: readonly string[];
  /** The stored total and what was paid online and kept (captured less refunded), USD cents. */
  total: number;
  paid: number;
  /** Changes made so far (`reservations.change_count`, 0 for none). */
  changeCount: number;
  /** A change was made once the free cancellation window had closed (cancellation.ts). */
  lateCommitted?: boolean;
}

/** The renter's new trip: branch codes and instants (UTC); extras and drivers when they change too. */
export interface TripChange {
  pickupBranch: string;
  returnBranch: string;
  pickupAt: Date;
  returnAt: Date;
  /** The extras wanted now (code → units); absent: as booked. */
  extras?: Readonly<Record<string, number>>;
  /** The drivers wanted beside the main one; absent: as booked. */
  additionalDrivers?: number;
  /** The additional drivers' birthdays, from the pre-check-in; absent: as booked. */
  additionalDriverBirthdays?: readonly string[];
}

/**
 * How the money follows a change:
 * - `atCounter`: nothing was paid online; the new total is due at pickup.
 * - `none`: paid online, and the new total equals the old one: nothing moves.
 * - `payDifference`: paid online and the total rises by `amount`: paid online first, the change
 *   is made once that payment is captured.
 * - `refundDifference`: paid online and the total falls by `amount`: the change is made and
 *   `amount` given back through the gateways that took it.
 */
export type ChangeSettlement =
  | { kind: 'atCounter' }
  | { kind: 'none' }
  | { kind: 'payDifference'; amount: number }
  /** `amount` given back; `fee` kept under the late window (lateCommitment), 0 in the free one. */
  | { kind: 'refundDifference'; amount: number; fee: number };

/** The settlements the site carries out; a change needing another would be refused. */
export const CHANGE_SETTLED_ONLINE: readonly ChangeSettlement['kind'][] = [
  'atCounter',
  'none',
  'payDifference',
  'refundDifference',
];

export type ChangeRefusal =
  /** Not confirmed or paid (unfinished, cancelled). */
  | 'notHeld'
  /** The pickup is less than 2 hours away, or past. */
  | 'tooLate'
  /** The new trip is the booked one. */
  | 'unchanged';

export type ChangeQuote =
  | { ok: false; reason: ChangeRefusal }
  | { ok: false; reason: 'rules'; problems: QuoteProblem[] }
  | {
      ok: true;
      days: number;
      price: Price;
      previousTotal: number;
      /** New total less the old one (negative: cheaper). */
      difference: number;
      settlement: ChangeSettlement;
      /** Whether the site can make this change now (its settlement is one it carries out). */
      confirmable: boolean;
      /** The booking's change counter once this change is stored. */
      changeCount: number;
      /** The booking is held to the late cancellation window once this change is stored. */
      lateCommitted: boolean;
    };

/** Whether the booking may be changed at all at `now` (before the new trip is known). */
export function changeRefusal(
  b: Pick<ChangeableBooking, 'status' | 'pickupAt'>,
  now: Date,
): ChangeRefusal | null {
  if (!isHeld(b.status)) return 'notHeld';
  if (b.pickupAt.getTime() - now.getTime() < MIN_NOTICE_MS) return 'tooLate';
  return null;
}

const sameTrip = (b: ChangeableBooking, c: TripChange) =>
  b.pickupBranch === c.pickupBranch &&
  b.returnBranch === c.returnBranch &&
  b.pickupAt.getTime() === c.pickupAt.getTime() &&
  b.returnAt.getTime() === c.returnAt.getTime() &&
  // As the inventory writes them: units above 0, in code order.
  extraUnitsText(c.extras ?? b.extras ?? {}) === extraUnitsText(b.extras ?? {}) &&
  (c.additionalDrivers ?? b.additionalDrivers ?? 0) === (b.additionalDrivers ?? 0) &&
  String(c.additionalDriverBirthdays ?? b.additionalDriverBirthdays ?? []) ===
    String(b.additionalDriverBirthdays ?? []);

export function changeSettlement(paid: number, difference: number, fee = 0): ChangeSettlement {
  if (paid <= 0) return { kind: 'atCounter' };
  if (difference === 0) return { kind: 'none' };
  return difference > 0
    ? { kind: 'payDifference', amount: difference }
    : { kind: 'refundDifference', amount: -difference - fee, fee };
}

/** The booking with its new trip, re-quoted with the booking's rules and price, and what happens to the money. */
export function quoteChange(
  booking: ChangeableBooking,
  change: TripChange,
  catalog: BookingCatalog,
  now: Date,
  policy: CancellationPolicy = DEFAULT_CANCELLATION_POLICY,
): ChangeQuote {
  const refusal = changeRefusal(booking, now);
  if (refusal) return { ok: false, reason: refusal };
  if (sameTrip(booking, change)) return { ok: false, reason: 'unchanged' };
  const selection: BookingSelection = {
    car: booking.car,
    reservationType: booking.reservationType,
    coverages: booking.coverages,
    roadside: booking.roadside,
    coupon: booking.coupon,
    driverBirthday: booking.driverBirthday,
    pickupBranch: change.pickupBranch,
    returnBranch: change.returnBranch,
    pickupAt: change.pickupAt,
    returnAt: change.returnAt,
    extras: change.extras ?? booking.extras ?? {},
    additionalDrivers: change.additionalDrivers ?? booking.additionalDrivers ?? 0,
    additionalDriverBirthdays:
      change.additionalDriverBirthdays ?? booking.additionalDriverBirthdays ?? [],
  };
  const quote = quoteBooking(selection, catalog, now);
  if (!quote.ok) return { ok: false, reason: 'rules', problems: quote.problems };
  const difference = quote.price.totals.total - booking.total;
  const late = lateCommitment(policy, booking, -difference, now);
  const settlement = changeSettlement(booking.paid, difference, booking.paid > 0 ? late.fee : 0);
  return {
    lateCommitted: late.committed,
    ok: true,
    days: quote.days,
    price: quote.price,
    previousTotal: booking.total,
    difference,
    settlement,
    confirmable: CHANGE_SETTLED_ONLINE.includes(settlement.kind),
    changeCount: booking.changeCount + 1,
  };
}

/**
 * The coupon a booking was made with, priced as staff set it: its dates, brand list and
 * switch are not asked again (the booking holds a use of it, claimed when it was valid).
 */
export function bookedCoupon(record: CouponRecord | null): AppliedCoupon | null {
  if (!record) return null;
  const checked = checkCoupon(
    { ...record, active: true, brands: [], validFrom: null, validUntil: null },
    '',
    new Date(0),
  );
  return checked.ok ? checked.coupon : null;
}

/**
 * The change form, parsed alike in the browser (messages) and by the server action (the
 * decision). `confirm` false asks for the quote; true makes the change, and then
 * `expectedTotal` is the total the renter was shown: if the price moved meanwhile, the change
 * is not made and the new quote is shown instead.
 */
const BRANCH = /^[A-Z0-9]{2,16}$/;
export const changeRequestSchema = z.object({
  pickupBranch: z.string({ message: 'required' }).regex(BRANCH, { message: 'required' }),
  returnBranch: z.string({ message: 'required' }).regex(BRANCH, { message: 'required' }),
  pickupAt: z.iso.datetime({ message: 'invalidDate' }),
  returnAt: z.iso.datetime({ message: 'invalidDate' }),
  extras: z
    .record(z.string().regex(/^[a-z0-9_-]{1,32}$/i), z.number().int().min(0).max(9))
    .optional(),
  additionalDrivers: z.number().int().min(0).max(MAX_ADDITIONAL_DRIVERS).optional(),
  additionalDriverBirthdays: z.array(z.iso.date()).max(MAX_ADDITIONAL_DRIVERS).optional(),
  confirm: z.boolean(),
  expectedTotal: z.number().int().nonnegative().nullable(),
});
export type ChangeRequest = z.output<typeof changeRequestSchema>;

export const tripOf = (r: ChangeRequest): TripChange => ({
  pickupBranch: r.pickupBranch,
  returnBranch: r.returnBranch,
  pickupAt: new Date(r.pickupAt),
  returnAt: new Date(r.returnAt),
  ...(r.extras ? { extras: r.extras } : {}),
  ...(r.additionalDrivers !== undefined ? { additionalDrivers: r.additionalDrivers } : {}),
  ...(r.additionalDriverBirthdays
    ? { additionalDriverBirthdays: r.additionalDriverBirthdays }
    : {}),
});
