import { describe, expect, it } from 'vitest';
import {
  contendedDays,
  heldSpans,
  holdsUnit,
  peakUse,
  unitSpan,
  unitsLeft,
  unpaidHoldEnds,
  type UnitClaim,
} from './inventory.ts';

const at = (iso: string) => new Date(`${iso}Z`);
const span = (from: string, to: string, turnaround = 0) => unitSpan(at(from), at(to), turnaround);
const now = at('2030-01-01T12:00:00');

const claim = (over: Partial<UnitClaim> = {}): UnitClaim => ({
  status: 'paid',
  pickupAt: at('2030-01-10T10:00:00'),
  returnAt: at('2030-01-12T10:00:00'),
  createdAt: at('2030-01-01T11:00:00'),
  updatedAt: null,
  ...over,
});

describe('holdsUnit', () => {
  it('held bookings keep their unit; cancelled and abandoned give it back', () => {
    for (const status of ['paid', 'confirmed', 'pending_payment'])
      expect(holdsUnit(claim({ status }), 30, now)).toBe(true);
    for (const status of ['cancelled', 'abandoned'])
      expect(holdsUnit(claim({ status }), 30, now)).toBe(false);
  });

  it('an unpaid booking whose payment has not started holds its unit for the checkout hold only', () => {
    const created = at('2030-01-01T11:52:00');
    expect(holdsUnit(claim({ status: 'unpaid', createdAt: created }), 30, now)).toBe(true);
    expect(holdsUnit(claim({ status: 'unpaid', createdAt: created }), 5, now)).toBe(false);
    const left = claim({ status: 'unpaid', createdAt: at('2030-01-01T11:50:00') });
    expect(holdsUnit(left, 30, now)).toBe(false);
    expect(unpaidHoldEnds(left, 30)).toEqual(at('2030-01-01T12:00:00'));
  });

  it('once its payment started, an unpaid booking holds its unit for the payment window from its last change', () => {
    const started = claim({
      status: 'unpaid',
      createdAt: at('2030-01-01T11:40:00'),
      updatedAt: at('2030-01-01T11:41:00'),
    });
    expect(holdsUnit(started, 30, now)).toBe(true);
    expect(holdsUnit(started, 15, now)).toBe(false);
    const declinedLater = claim({
      status: 'unpaid',
      createdAt: at('2030-01-01T10:00:00'),
      updatedAt: at('2030-01-01T11:50:00'),
    });
    expect(holdsUnit(declinedLater, 30, now)).toBe(true);
    expect(holdsUnit({ ...declinedLater, updatedAt: null }, 30, now)).toBe(false);
  });
});

describe('peakUse and unitsLeft', () => {
  const wanted = span('2030-01-10T10:00:00', '2030-01-15T10:00:00');

  it('counts the most rentals out at one instant, not every rental in the range', () => {
    const held = [
      span('2030-01-09T10:00:00', '2030-01-11T10:00:00'),
      span('2030-01-11T10:00:00', '2030-01-13T10:00:00'),
      span('2030-01-13T10:00:00', '2030-01-16T10:00:00'),
    ];
    expect(peakUse(held, wanted)).toBe(1);
    expect(unitsLeft(1, held, wanted)).toBe(0);
    expect(unitsLeft(2, held, wanted)).toBe(1);
  });

  it('overlapping rentals add up; rentals outside the dates do not count', () => {
    const held = [
      span('2030-01-09T10:00:00', '2030-01-12T10:00:00'),
      span('2030-01-11T10:00:00', '2030-01-14T10:00:00'),
      span('2030-01-01T10:00:00', '2030-01-10T10:00:00'),
      span('2030-01-15T10:00:00', '2030-01-20T10:00:00'),
    ];
    expect(peakUse(held, wanted)).toBe(2);
    expect(unitsLeft(3, held, wanted)).toBe(1);
    expect(unitsLeft(1, held, wanted)).toBe(0);
  });

  it('the turnaround keeps a returned car from the next pickup until it is ready', () => {
    const returnedAtPickup = [span('2030-01-08T10:00:00', '2030-01-10T09:00:00', 120)];
    expect(peakUse(returnedAtPickup, wanted)).toBe(1);
    const readyInTime = [span('2030-01-08T10:00:00', '2030-01-10T08:00:00', 120)];
    expect(peakUse(readyInTime, wanted)).toBe(0);
    // Our own return's turnaround runs into a later pickup.
    const later = [span('2030-01-15T11:00:00', '2030-01-16T10:00:00')];
    expect(peakUse(later, span('2030-01-10T10:00:00', '2030-01-15T10:00:00', 120))).toBe(1);
  });

  it('heldSpans keeps only the reservations that hold a unit now', () => {
    const claims = [
      claim(),
      claim({ status: 'cancelled' }),
      claim({ status: 'unpaid', createdAt: at('2030-01-01T08:00:00') }),
    ];
    const held = heldSpans(claims, now, () => 30, 60);
    expect(held).toEqual([span('2030-01-10T10:00:00', '2030-01-12T10:00:00', 60)]);
  });
});

describe('contendedDays: the days the CMS locks while it counts a rental', () => {
  const day = (iso: string) => Math.floor(Date.parse(iso) / 86_400_000);
  const utc = (iso: string) => new Date(iso);
  it.each([
    // 10:00 to 10:00 in Panama (15:00 UTC), two hours' turnaround.
    ['the pickup and return days', '2030-01-10T15:00Z', '2030-01-12T15:00Z', 120, '01-10', '01-12'],
    [
      'the turnaround before an early pickup',
      '2030-01-10T01:00Z',
      '2030-01-10T20:00Z',
      120,
      '01-09',
      '01-10',
    ],
    [
      'the turnaround after a late return',
      '2030-01-10T15:00Z',
      '2030-01-10T23:00Z',
      120,
      '01-10',
      '01-11',
    ],
    [
      'not the day a return at midnight starts',
      '2030-01-10T15:00Z',
      '2030-01-11T00:00Z',
      0,
      '01-10',
      '01-10',
    ],
  ] as const)('%s', (_, pickup, dropoff, turnaround, first, last) => {
    expect(contendedDays(utc(pickup), utc(dropoff), turnaround)).toEqual({
      first: day(`2030-${first}`),
      last: day(`2030-${last}`),
    });
  });
  it('two rentals that could count each other share a locked day', () => {
    const turnaround = 90;
    const trips = Array.from({ length: 40 }, (_, i) => {
      const pickup = Date.parse('2030-03-01T00:00Z') + i * 7 * 3_600_000;
      return [new Date(pickup), new Date(pickup + ((i % 5) + 1) * 11 * 3_600_000)] as const;
    });
    for (const [aFrom, aTo] of trips)
      for (const [bFrom, bTo] of trips) {
        const counted =
          aFrom.getTime() < bTo.getTime() + turnaround * 60_000 &&
          aTo.getTime() > bFrom.getTime() - turnaround * 60_000;
        if (!counted) continue;
        const a = contendedDays(aFrom, aTo, turnaround);
        const b = contendedDays(bFrom, bTo, turnaround);
        expect(a.first <= b.last && b.first <= a.last).toBe(true);
      }
  });
});
