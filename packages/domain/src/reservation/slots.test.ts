import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../hours.ts';
import { checkBookingRules } from './rules.ts';
import { defaultReturn, nextBookableSlot } from './slots.ts';

const office: WeeklyHours = {
  mon: [['07:00', '19:00']],
  tue: [['07:00', '19:00']],
  wed: [['07:00', '19:00']],
  thu: [['07:00', '19:00']],
  fri: [['07:00', '19:00']],
  sat: [['08:00', '16:00']],
  sun: [],
};
/** A UTC instant from Panama's wall clock (UTC−5). */
const panama = (local: string) => new Date(`${local}:00-05:00`);

describe('nextBookableSlot', () => {
  it.each([
    ['10:00 sharp: two hours later', '2026-11-21T10:00', '2026-11-21T12:00'],
    ['10:07: the half hour after the notice', '2026-11-21T10:07', '2026-11-21T12:30'],
    ['10:30:00.001 rounds up, never below the notice', '2026-11-21T10:31', '2026-11-21T13:00'],
    ['21:45: today is too late, midnight is tomorrow', '2026-11-21T21:45', '2026-11-22T00:00'],
    ["23:59: the next day's first slot", '2026-11-21T23:59', '2026-11-22T00:00'],
  ])('%s', (_what, nowLocal, expected) => {
    expect(nextBookableSlot(panama(nowLocal))).toEqual(panama(expected));
  });

  it('is a half-hour slot the booking rules accept, at every minute of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(panama('2026-11-21T00:00').getTime() + minute * 60_000 + 1234);
      const slot = nextBookableSlot(now);
      expect(slot.getTime() % (30 * 60_000)).toBe(0);
      const problems = checkBookingRules({
        pickupAt: slot,
        returnAt: defaultReturn(slot, 1),
        now,
        brandMinDays: 1,
        carMinDays: 1,
        disableReservationsUntil: null,
        pickupHours: null,
        returnHours: null,
      });
      expect(problems).toEqual([]);
      // And it is the first one: half an hour earlier the rules refuse it (or it is in the past).
      const earlier = new Date(slot.getTime() - 30 * 60_000);
      expect(
        checkBookingRules({
          pickupAt: earlier,
          returnAt: defaultReturn(earlier, 1),
          now,
          brandMinDays: 1,
          carMinDays: 1,
          disableReservationsUntil: null,
          pickupHours: null,
          returnHours: null,
        }).map((p) => p.key),
      ).toEqual(expect.arrayContaining([expect.stringMatching(/pickupInPast|sameDayNotice/)]));
    }
  });

  it("waits for the branch to open and for the brand's block to end", () => {
    // Saturday 15:00: the office closes at 16:00 and is shut on Sunday, so Monday 07:00.
    expect(nextBookableSlot(panama('2026-11-21T15:00'), { hours: office })).toEqual(
      panama('2026-11-23T07:00'),
    );
    expect(
      nextBookableSlot(panama('2026-11-21T10:00'), { notBefore: panama('2026-11-25T09:10') }),
    ).toEqual(panama('2026-11-25T09:30'));
  });

  it('returns after the minimum rental', () => {
    expect(defaultReturn(panama('2026-11-21T12:00'), 3)).toEqual(panama('2026-11-24T12:00'));
    expect(defaultReturn(panama('2026-11-21T12:00'), 0)).toEqual(panama('2026-11-22T12:00'));
  });
});
