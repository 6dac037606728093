import { describe, expect, it } from 'vitest';
import {
  cancellationOffer,
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

describe('what the booking\u2019s page offers', () => {
  it('offers a held booking before pickup, with its refund and fee', () => {
    expect(cancellationOffer(policy, prepaid(), at(48))).toEqual({
      allowed: true,
      window: 'free',
      fee: 0,
      refund: 38_627,
    });
    expect(cancellationOffer(policy, prepaid(), at(2))).toMatchObject({
      fee: 3_863,
      refund: 34_764,
    });
    const payLater = prepaid({ status: 'confirmed', reservationType: 'postpaid', paid: 0 });
    expect(cancellationOffer(policy, payLater, at(2))).toMatchObject({
      allowed: true,
      fee: 0,
      refund: 0,
    });
  });
  it('does not offer it after pickup when nothing would come back (no-show 100 %, or pay later)', () => {
    expect(cancellationOffer(policy, prepaid(), at(-1))).toEqual({
      allowed: false,
      reason: 'after_pickup',
    });
    const payLater = prepaid({ status: 'confirmed', reservationType: 'postpaid', paid: 0 });
    expect(cancellationOffer(policy, payLater, at(-1))).toMatchObject({ allowed: false });
  });
  it('offers it after pickup when the brand\u2019s no-show fee leaves a refund', () => {
    const lenient = { ...policy, noShowFeePercent: 50 };
    expect(cancellationOffer(lenient, prepaid(), at(-1))).toMatchObject({
      allowed: true,
      window: 'no_show',
      refund: 38_627 - 19_314,
    });
  });
  it.each(['unpaid', 'pending_payment', 'cancelled', 'abandoned'] as const)(
    'never a %s one',
    (status) => expect(cancellationOffer(policy, prepaid({ status }), at(48)).allowed).toBe(false),
  );
});
