import { describe, expect, it } from 'vitest';
import { heldSpans, holdsUnit, peakUse, unitSpan, unitsLeft, type UnitClaim } from './inventory.ts';

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

  it('an unpaid booking holds its unit only for its payment window, from its last change', () => {
    const created = at('2030-01-01T11:40:00');
    expect(holdsUnit(claim({ status: 'unpaid', createdAt: created }), 30, now)).toBe(true);
    expect(holdsUnit(claim({ status: 'unpaid', createdAt: created }), 20, now)).toBe(false);
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
