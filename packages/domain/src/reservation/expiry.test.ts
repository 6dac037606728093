import { describe, expect, it } from 'vitest';
import { expiryDue, paymentDeadline, type ExpiringReservation } from './expiry.ts';

const created = new Date('2026-03-01T15:00:00Z');
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
const booking = (over: Partial<ExpiringReservation> = {}): ExpiringReservation => ({
  status: 'unpaid',
  reservationType: 'prepaid',
  createdAt: created,
  updatedAt: null,
  ...over,
});

describe('expiry of unpaid prepaid reservations', () => {
  it('before its payment starts, is due once the checkout hold (10 minutes) has passed', () => {
    expect(expiryDue(booking(), 30, at(9))).toBe(false);
    expect(expiryDue(booking(), 30, at(10))).toBe(true);
    // A payment window shorter than the checkout hold bounds it.
    expect(expiryDue(booking(), 5, at(4))).toBe(false);
    expect(expiryDue(booking(), 5, at(5))).toBe(true);
  });
  it('once its payment started, is due when the payment window has closed, not before', () => {
    const started = booking({ updatedAt: at(2) });
    expect(expiryDue(started, 30, at(31))).toBe(false);
    expect(expiryDue(started, 30, at(32))).toBe(true);
    expect(expiryDue(started, 45, at(46))).toBe(false);
  });
  it('counts the window from the last change (a declined payment gives the whole window again)', () => {
    const r = booking({ updatedAt: at(20) });
    expect(paymentDeadline(r, 30)).toEqual(at(50));
    expect(expiryDue(r, 30, at(40))).toBe(false);
    expect(expiryDue(r, 30, at(50))).toBe(true);
  });
  it.each(['pending_payment', 'paid', 'confirmed', 'cancelled', 'abandoned'] as const)(
    'never expires a %s one (pending_payment: the bank or PayPal has it)',
    (status) => expect(expiryDue(booking({ status }), 30, at(600))).toBe(false),
  );
  it('never expires a pay-later booking', () =>
    expect(expiryDue(booking({ reservationType: 'postpaid' }), 30, at(600))).toBe(false));
});
