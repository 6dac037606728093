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
  it('is due once the payment window has closed, not before', () => {
    expect(expiryDue(booking(), 30, at(29))).toBe(false);
    expect(expiryDue(booking(), 30, at(30))).toBe(true);
    expect(expiryDue(booking(), 45, at(44))).toBe(false);
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
