import { describe, expect, it } from 'vitest';
import {
  bookingStanding,
  canResendConfirmation,
  dueAtCounter,
  paymentBalance,
  paymentMethod,
  precheckinOffer,
} from './my-booking.ts';
import type { ReservationStatus } from './states.ts';

describe('where a booking stands, in the renter’s words', () => {
  it.each([
    ['paid', 'prepaid', 'paid'],
    ['paid', 'postpaid', 'paid'],
    ['confirmed', 'postpaid', 'confirmed'],
    ['cancelled', 'prepaid', 'cancelled'],
    ['cancelled', 'postpaid', 'cancelled'],
    ['pending_payment', 'prepaid', 'paymentPending'],
    ['unpaid', 'prepaid', 'awaitingPayment'],
    ['unpaid', 'postpaid', 'unconfirmed'],
  ] as const)('%s %s → %s', (status, reservation_type, standing) => {
    expect(bookingStanding({ status, reservation_type })).toBe(standing);
  });
});

describe('what is paid and what is due at the counter', () => {
  it('takes the payments from the stored total, never below nothing', () => {
    expect(paymentBalance(30_000, 0)).toEqual({ paid: 0, dueAtCounter: 30_000 });
    expect(paymentBalance(30_000, 10_000)).toEqual({ paid: 10_000, dueAtCounter: 20_000 });
    expect(paymentBalance(30_000, 30_000)).toEqual({ paid: 30_000, dueAtCounter: 0 });
    expect(paymentBalance(30_000, 35_000)).toEqual({ paid: 30_000, dueAtCounter: 0 });
  });

  it('names a counter balance only for a held booking', () => {
    const r = (status: ReservationStatus) => ({ status, totals: { total: 30_000 } });
    expect(dueAtCounter(r('confirmed'), 0)).toBe(30_000);
    expect(dueAtCounter(r('paid'), 30_000)).toBe(0);
    expect(dueAtCounter(r('cancelled'), 0)).toBeNull();
    expect(dueAtCounter(r('unpaid'), 0)).toBeNull();
    expect(dueAtCounter(r('pending_payment'), 0)).toBeNull();
  });
});

describe('sending the confirmation again', () => {
  it.each<[ReservationStatus, boolean]>([
    ['confirmed', true],
    ['paid', true],
    ['unpaid', false],
    ['pending_payment', false],
    ['cancelled', false],
  ])('%s → %s', (status, can) => expect(canResendConfirmation({ status })).toBe(can));
});

describe('the pre-check-in on the booking’s page', () => {
  const now = new Date('2026-11-23T14:00:00Z');
  const booking = (over: Record<string, unknown> = {}) => ({
    status: 'confirmed',
    pickup_date: '2026-11-26T15:00:00.000Z',
    precheckin_status: 'none' as const,
    ...over,
  });

  it('is open for a held booking before pickup, also when left half done', () => {
    expect(precheckinOffer(booking(), now, true)).toEqual({ progress: 'none', open: true });
    expect(precheckinOffer(booking({ precheckin_status: 'submitted' }), now, true)).toEqual({
      progress: 'submitted',
      open: true,
    });
    expect(precheckinOffer(booking({ precheckin_status: null }), now, true).progress).toBe('none');
  });

  it('is closed once done, switched off, cancelled, unfinished or past pickup', () => {
    expect(precheckinOffer(booking({ precheckin_status: 'completed' }), now, true)).toEqual({
      progress: 'completed',
      open: false,
    });
    expect(precheckinOffer(booking(), now, false).open).toBe(false);
    expect(precheckinOffer(booking({ status: 'cancelled' }), now, true).open).toBe(false);
    expect(precheckinOffer(booking({ status: 'unpaid' }), now, true).open).toBe(false);
    const atPickup = new Date('2026-11-26T15:00:00Z');
    expect(precheckinOffer(booking(), atPickup, true).open).toBe(false);
  });
});

describe('how a payment was made', () => {
  it('says card for the banks and PayPal for PayPal', () => {
    expect(paymentMethod('sandbox')).toBe('card');
    expect(paymentMethod('metrobank')).toBe('card');
    expect(paymentMethod('paypal')).toBe('paypal');
  });
});
