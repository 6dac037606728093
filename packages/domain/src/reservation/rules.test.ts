import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../hours.ts';
import {
  checkBookingLimits,
  checkBookingRules,
  clockDiffersFromPanama,
  lastPickupDay,
  lastReturnDay,
  rentalDays,
  type BookingRuleInput,
} from './rules.ts';

const at = (iso: string) => new Date(iso);
const allDay: WeeklyHours = {
  mon: [['00:00', '24:00']],
  tue: [['00:00', '24:00']],
  wed: [['00:00', '24:00']],
  thu: [['00:00', '24:00']],
  fri: [['00:00', '24:00']],
  sat: [['00:00', '24:00']],
  sun: [['00:00', '24:00']],
};
const office: WeeklyHours = {
  mon: [['07:00', '19:00']],
  tue: [['07:00', '19:00']],
  wed: [['07:00', '19:00']],
  thu: [['07:00', '19:00']],
  fri: [['07:00', '19:00']],
  sat: [['08:00', '16:00']],
  sun: [],
};

// Saturday 21 Nov 2026, 10:00 in Panama (15:00 UTC).
const now = at('2026-11-21T15:00:00Z');
const base: BookingRuleInput = {
  pickupAt: at('2026-11-23T15:00:00Z'), // Monday 10:00 Panama
  returnAt: at('2026-11-26T15:00:00Z'),
  now,
  brandMinDays: 1,
  carMinDays: 1,
  disableReservationsUntil: null,
  pickupHours: allDay,
  returnHours: allDay,
};

describe('rentalDays', () => {
  it.each([
    ['2026-11-23T15:00:00Z', '2026-11-24T15:00:00Z', 1],
    ['2026-11-23T15:00:00Z', '2026-11-24T15:59:00Z', 1], // within the 59-minute grace
    ['2026-11-23T15:00:00Z', '2026-11-24T16:00:00Z', 2],
    ['2026-11-23T15:00:00Z', '2026-11-23T17:00:00Z', 1], // a few hours is one day
    ['2026-11-23T15:00:00Z', '2026-11-30T15:30:00Z', 7],
    ['2026-11-23T15:00:00Z', '2026-11-23T15:00:00Z', 0],
  ])('%s → %s is %i days', (a, b, days) => expect(rentalDays(at(a), at(b))).toBe(days));
});

describe('checkBookingRules', () => {
  it('accepts a plain booking', () => expect(checkBookingRules(base)).toEqual([]));

  it('needs 2 hours of notice for a pickup today, by the Panama clock', () => {
    expect(
      checkBookingRules({
        ...base,
        pickupAt: at('2026-11-21T16:30:00Z'),
        returnAt: at('2026-11-23T16:30:00Z'),
      }),
    ).toEqual([{ key: 'sameDayNotice' }]);
    expect(
      checkBookingRules({
        ...base,
        pickupAt: at('2026-11-21T17:00:00Z'),
        returnAt: at('2026-11-23T17:00:00Z'),
      }),
    ).toEqual([]);
  });

  it('applies the cut-off to the Panama day even when UTC has moved on', () => {
    // 22:00 Panama on Saturday is already Sunday in UTC; a 23:30 pickup is still "today".
    const late = at('2026-11-22T03:00:00Z');
    expect(
      checkBookingRules({
        ...base,
        now: late,
        pickupAt: at('2026-11-22T04:30:00Z'),
        returnAt: at('2026-11-24T04:30:00Z'),
      }),
    ).toEqual([{ key: 'sameDayNotice' }]);
  });

  it('refuses a pickup in the past and a return before pickup', () => {
    expect(
      checkBookingRules({
        ...base,
        pickupAt: at('2026-11-20T15:00:00Z'),
        returnAt: at('2026-11-19T15:00:00Z'),
      }).map((e) => e.key),
    ).toEqual(['pickupInPast', 'returnBeforePickup']);
  });

  it('asks for the larger of the brand and car minimum days', () => {
    expect(checkBookingRules({ ...base, brandMinDays: 2, carMinDays: 5 })).toEqual([
      { key: 'minimumDays', params: { days: 5 } },
    ]);
    expect(checkBookingRules({ ...base, brandMinDays: 4, carMinDays: 1 })).toEqual([
      { key: 'minimumDays', params: { days: 4 } },
    ]);
    expect(checkBookingRules({ ...base, carMinDays: 3 })).toEqual([]);
  });

  it('blocks pickups before disableReservationsUntil', () => {
    expect(
      checkBookingRules({ ...base, disableReservationsUntil: '2026-12-01T00:00:00Z' }),
    ).toEqual([{ key: 'reservationsDisabled', params: { until: '2026-12-01T00:00:00Z' } }]);
  });

  it('keeps pickup and return inside the branches\u2019 opening hours', () => {
    // Sunday pickup at an office closed on Sundays; return at 20:00, after closing.
    expect(
      checkBookingRules({
        ...base,
        pickupAt: at('2026-11-22T15:00:00Z'),
        returnAt: at('2026-11-25T01:00:00Z'),
        pickupHours: office,
        returnHours: office,
      }),
    ).toEqual([
      { key: 'branchClosed', params: { which: 'pickup' } },
      { key: 'branchClosed', params: { which: 'return' } },
    ]);
  });
});

describe('clockDiffersFromPanama', () => {
  it('warns when the browser is not on Panama time, from its UTC offset (minutes behind UTC)', () => {
    expect(clockDiffersFromPanama(300)).toBe(false); // Panama; Bogotá too, and New York in winter: the same clock now
    expect(clockDiffersFromPanama(240)).toBe(true); // New York in summer
    expect(clockDiffersFromPanama(-60)).toBe(true); // Madrid in winter
    expect(clockDiffersFromPanama(-330)).toBe(true); // Kolkata, a half-hour offset
    expect(clockDiffersFromPanama(0)).toBe(true);
  });
});

describe('booking horizon and maximum length', () => {
  const limits = { maxRentalDays: 60, bookingHorizonDays: 365 };

  it('refuses the return in 9999 and the pickup in 2200 that were once paid', () => {
    expect(checkBookingRules({ ...base, returnAt: at('9999-12-31T15:00:00Z'), limits })).toEqual([
      { key: 'maximumDays', params: { days: 60 } },
    ]);
    expect(
      checkBookingRules({
        ...base,
        pickupAt: at('2200-01-05T15:00:00Z'),
        returnAt: at('2200-01-08T15:00:00Z'),
        limits,
      }),
    ).toEqual([{ key: 'beyondHorizon', params: { days: 365 } }]);
  });

  it('applies the defaults (60 days, 365 ahead) when a caller gives none', () => {
    expect(
      checkBookingRules({ ...base, returnAt: at('2027-02-01T15:00:00Z') }).map((e) => e.key),
    ).toEqual(['maximumDays']);
  });

  it('counts the maximum length in rental days, grace included', () => {
    const pickup = at('2026-11-23T15:00:00Z');
    expect(checkBookingLimits(pickup, at('2027-01-22T15:59:00Z'), now, limits)).toEqual([]); // 60 days within the grace
    expect(checkBookingLimits(pickup, at('2027-01-22T16:00:00Z'), now, limits)).toEqual([
      { key: 'maximumDays', params: { days: 60 } },
    ]);
  });

  it('bounds the pickup by its Panama day: the last day of the horizon is bookable all day', () => {
    // Now is 21 Nov 2026 10:00 in Panama; 365 days ahead is 21 Nov 2027.
    expect(lastPickupDay(now, limits)).toBe('2027-11-21');
    expect(
      checkBookingLimits(at('2027-11-22T04:30:00Z'), at('2027-11-23T04:30:00Z'), now, limits),
    ).toEqual([]); // 23:30 on the 21st in Panama
    expect(
      checkBookingLimits(at('2027-11-22T05:00:00Z'), at('2027-11-23T05:00:00Z'), now, limits),
    ).toEqual([{ key: 'beyondHorizon', params: { days: 365 } }]);
  });

  it('gives the return calendar its last day', () => {
    expect(lastReturnDay(at('2026-11-23T15:00:00Z'), limits)).toBe('2027-01-22');
    expect(lastReturnDay(at('2026-11-24T04:00:00Z'), { ...limits, maxRentalDays: 1 })).toBe(
      '2026-11-24',
    ); // 23:00 Panama on the 23rd
  });
});
