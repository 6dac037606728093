import { describe, expect, it } from 'vitest';
import {
  dueForReconcile,
  reconcileAction,
  UNAPPROVED_ORDER_LIFETIME_MS,
} from './paypal-reconcile.ts';

const MINUTE = 60_000;

describe('reconcileAction', () => {
  it('captures an order the buyer approved, however young', () => {
    expect(reconcileAction('APPROVED', 0)).toBe('capture');
    expect(reconcileAction('APPROVED', 10 * UNAPPROVED_ORDER_LIFETIME_MS)).toBe('capture');
  });

  it('captures (replays) an order PayPal already completed: the site only missed the response', () => {
    expect(reconcileAction('COMPLETED', 5 * MINUTE)).toBe('capture');
  });

  it('releases an order PayPal voided or no longer knows', () => {
    expect(reconcileAction('VOIDED', 5 * MINUTE)).toBe('release');
    expect(reconcileAction('NOT_FOUND', 5 * MINUTE)).toBe('release');
  });

  it('waits for a buyer who may still be on PayPal, and gives up once the order expired', () => {
    for (const status of ['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED']) {
      expect(reconcileAction(status, 20 * MINUTE)).toBe('wait');
      expect(reconcileAction(status, UNAPPROVED_ORDER_LIFETIME_MS - 1)).toBe('wait');
      expect(reconcileAction(status, UNAPPROVED_ORDER_LIFETIME_MS)).toBe('release');
    }
  });

  it('touches nothing for a status it does not know', () => {
    expect(reconcileAction('SOMETHING_NEW', 10 * UNAPPROVED_ORDER_LIFETIME_MS)).toBe('wait');
  });
});

describe('dueForReconcile', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('leaves a payment younger than the grace period to the renter’s own return', () => {
    expect(dueForReconcile(new Date(now.getTime() - 2 * MINUTE + 1), now, 2 * MINUTE)).toBe(false);
    expect(dueForReconcile(new Date(now.getTime() - 2 * MINUTE), now, 2 * MINUTE)).toBe(true);
  });
});
