import { describe, expect, it } from 'vitest';
import {
  cancellationWindow,
  DEFAULT_CANCELLATION_POLICY as policy,
  quoteCancellation,
  type CancellableReservation,
} from './cancellation.ts';

const HOUR = 3_600_000;
const pickupAt = new Date('2026-12-10T15:00:00Z');
const at = (hoursBeforePickup: number) => new Date(pickupAt.getTime() - hoursBeforePickup * HOUR);
const prepaid = (over: Partial<CancellableReservation> = {}): CancellableReservation => ({
  status: 'paid',
  reservationType: 'prepaid',
  pickupAt,
  total: 38_627,
  paid: 38_627,
  ...over,
});

describe('the cancellation window', () => {
  it('is free until 24 h before pickup, late until pickup, a no-show after', () => {
    expect(cancellationWindow(policy, pickupAt, at(24.01))).toBe('free');
    expect(cancellationWindow(policy, pickupAt, at(24))).toBe('late');
    expect(cancellationWindow(policy, pickupAt, at(0.01))).toBe('late');
    expect(cancellationWindow(policy, pickupAt, at(0))).toBe('no_show');
  });
});

describe('what cancelling costs', () => {
  it('refunds everything paid in the free window', () => {
    expect(quoteCancellation(policy, prepaid(), at(48))).toEqual({
      allowed: true,
      window: 'free',
      fee: 0,
      refund: 38_627,
    });
  });

  it('keeps the late fee, rounded to the cent, and refunds the rest', () => {
    expect(quoteCancellation(policy, prepaid(), at(3))).toEqual({
      allowed: true,
      window: 'late',
      fee: 3_863,
      refund: 34_764,
    });
  });

  it('keeps the no-show fee after the pickup time', () => {
    expect(quoteCancellation(policy, prepaid(), at(-2))).toEqual({
      allowed: true,
      window: 'no_show',
      fee: 38_627,
      refund: 0,
    });
    const lenient = { ...policy, noShowFeePercent: 50 };
    expect(quoteCancellation(lenient, prepaid(), at(-2))).toMatchObject({ fee: 19_314 });
  });

  it('charges a pay-later booking nothing: there is nothing paid to keep a fee from', () => {
    const payLater = prepaid({ status: 'confirmed', reservationType: 'postpaid', paid: 0 });
    expect(quoteCancellation(policy, payLater, at(3))).toEqual({
      allowed: true,
      window: 'late',
      fee: 0,
      refund: 0,
    });
  });

  it('never keeps more than was paid', () => {
    expect(quoteCancellation(policy, prepaid({ paid: 1_000 }), at(-1))).toMatchObject({
      fee: 1_000,
      refund: 0,
    });
  });

  it('refuses a booking that is cancelled already or not held', () => {
    expect(quoteCancellation(policy, prepaid({ status: 'cancelled' }), at(48))).toEqual({
      allowed: false,
      reason: 'already_cancelled',
    });
    for (const status of ['unpaid', 'pending_payment'] as const)
      expect(quoteCancellation(policy, prepaid({ status }), at(48))).toEqual({
        allowed: false,
        reason: 'not_held',
      });
  });
});
