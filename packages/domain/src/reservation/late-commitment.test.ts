import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CANCELLATION_POLICY,
  lateCommitment,
  quoteCancellation,
  type CancellableReservation,
} from './cancellation.ts';
import { changeSettlement } from './change.ts';

/**
 * The cancellation policy follows what the renter committed to: a change made once the free
 * window has closed can neither reopen it (a later pickup) nor shrink the fee (a cheaper trip).
 * The two dodges outside testing found, with their amounts.
 */
const policy = DEFAULT_CANCELLATION_POLICY; // free until 24 h before, 10 % late, 100 % no-show
const HOUR = 3_600_000;
const now = new Date('2026-12-10T09:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

const paidBooking = (
  total: number,
  pickupAt: Date,
  over: Partial<CancellableReservation> = {},
) => ({
  status: 'paid' as const,
  reservationType: 'prepaid' as const,
  pickupAt,
  total,
  paid: total,
  ...over,
});

describe('a change inside the late window', () => {
  it('commits the booking to it; one inside the free window commits nothing', () => {
    expect(lateCommitment(policy, { pickupAt: inHours(6) }, 0, now)).toEqual({
      committed: true,
      fee: 0,
    });
    expect(lateCommitment(policy, { pickupAt: inHours(48) }, 5000, now)).toEqual({
      committed: false,
      fee: 0,
    });
    // Once committed, a pickup far ahead does not free it again.
    expect(
      lateCommitment(policy, { pickupAt: inHours(200), lateCommitted: true }, 1000, now),
    ).toEqual({ committed: true, fee: 100 });
  });

  it('gives back a cheaper trip’s difference less the late fee on it', () => {
    const { fee } = lateCommitment(policy, { pickupAt: inHours(6) }, 27670, now);
    expect(fee).toBe(2767);
    expect(changeSettlement(33210, -27670, fee)).toEqual({
      kind: 'refundDifference',
      amount: 24903,
      fee: 2767,
    });
  });

  it('the free window gives back the whole difference', () => {
    expect(changeSettlement(33210, -27670)).toEqual({
      kind: 'refundDifference',
      amount: 27670,
      fee: 0,
    });
  });
});

describe('the dodges outside testing found', () => {
  it('moving a paid booking’s pickup two days later 6 h before pickup, then cancelling, keeps the late fee', () => {
    const total = 16610;
    const before = paidBooking(total, inHours(6));
    expect(quoteCancellation(policy, before, now)).toMatchObject({ window: 'late', fee: 1661 });
    const change = lateCommitment(policy, before, 0, now);
    const moved = paidBooking(total, inHours(54), { lateCommitted: change.committed });
    expect(quoteCancellation(policy, moved, now)).toEqual({
      allowed: true,
      window: 'late',
      fee: 1661,
      refund: total - 1661,
    });
    // Without the commitment the later pickup would have been free: the dodge.
    expect(quoteCancellation(policy, { ...moved, lateCommitted: false }, now)).toMatchObject({
      window: 'free',
      fee: 0,
    });
  });

  it('shortening the rental inside the late window, then cancelling, keeps the fee of the trip booked', () => {
    const booked = 33210;
    const shorter = 5540;
    const direct = quoteCancellation(policy, paidBooking(booked, inHours(6)), now);
    expect(direct).toMatchObject({ fee: 3321 });
    const change = lateCommitment(policy, { pickupAt: inHours(6) }, booked - shorter, now);
    const settlement = changeSettlement(booked, shorter - booked, change.fee);
    if (settlement.kind !== 'refundDifference') throw new Error(settlement.kind);
    const after = quoteCancellation(
      policy,
      paidBooking(shorter, inHours(6), { lateCommitted: change.committed }),
      now,
    );
    if (!after.allowed) throw new Error('not cancellable');
    // What the brand keeps in all: the change's fee and the cancellation's, as cancelling at once.
    expect(settlement.fee + after.fee).toBe(direct.allowed ? direct.fee : -1);
    // What the renter gets back in all: the same as cancelling at once.
    expect(settlement.amount + after.refund).toBe(booked - 3321);
  });
});
