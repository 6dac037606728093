import { describe, expect, it } from 'vitest';
import {
  canMoveDeposit,
  chargeProblem,
  DEPOSIT_STATUSES,
  depositStanding,
  depositSweepAction,
  type DepositStatus,
} from './deposit.ts';
import { PAYMENT_STATUSES } from './states.ts';

const row = (status: DepositStatus, extra = {}) => ({ status, amount: 30000, ...extra });

describe('the security deposit', () => {
  it('has statuses of its own: nothing that sums payments meets a hold', () => {
    for (const status of DEPOSIT_STATUSES)
      expect((PAYMENT_STATUSES as readonly string[]).includes(status)).toBe(false);
  });

  it('moves a hold once: held, then released, charged or lapsed; never back', () => {
    expect(canMoveDeposit('holding', 'held')).toBe(true);
    expect(canMoveDeposit('holding', 'hold_declined')).toBe(true);
    expect(canMoveDeposit('held', 'charging')).toBe(true);
    expect(canMoveDeposit('charging', 'charged')).toBe(true);
    expect(canMoveDeposit('releasing', 'released')).toBe(true);
    expect(canMoveDeposit('held', 'charged')).toBe(false);
    expect(canMoveDeposit('released', 'charging')).toBe(false);
    expect(canMoveDeposit('charged', 'released')).toBe(false);
    expect(canMoveDeposit('hold_declined', 'held')).toBe(false);
  });

  it('is taken at the counter until a hold is on the card; a refused card leaves it there', () => {
    expect(depositStanding(0, [])).toEqual({ state: 'none' });
    expect(depositStanding(30000, [])).toEqual({ state: 'atCounter', amount: 30000 });
    expect(depositStanding(30000, [row('hold_declined')])).toEqual({
      state: 'atCounter',
      amount: 30000,
    });
    expect(
      depositStanding(30000, [
        row('hold_declined'),
        row('held', { hold_expires_at: '2026-12-08T12:00:00.000Z' }),
      ]),
    ).toEqual({ state: 'held', amount: 30000, until: '2026-12-08T12:00:00.000Z' });
    expect(depositStanding(30000, [row('released')])).toEqual({ state: 'released', amount: 30000 });
    expect(
      depositStanding(30000, [row('charged', { charged_amount: 7550, charge_reason: 'Fuel' })]),
    ).toEqual({ state: 'charged', amount: 30000, charged: 7550, reason: 'Fuel' });
    expect(depositStanding(30000, [row('expired')])).toEqual({ state: 'expired', amount: 30000 });
  });

  it('charges a part of what is held, for a reason', () => {
    expect(chargeProblem(30000, 30000, 'Daño en el parachoques')).toBeNull();
    expect(chargeProblem(30000, 1, 'Fuel')).toBeNull();
    expect(chargeProblem(30000, 30001, 'Fuel')).toBe('amount');
    expect(chargeProblem(30000, 0, 'Fuel')).toBe('amount');
    expect(chargeProblem(30000, Number.NaN, 'Fuel')).toBe('amount');
    expect(chargeProblem(30000, 12.5, 'Fuel')).toBe('amount');
    expect(chargeProblem(30000, 500, '  ')).toBe('reason');
  });

  it('sweeps what was left in the middle and holds past their days', () => {
    const now = new Date('2026-12-08T12:00:00Z');
    expect(depositSweepAction(row('holding'), now)).toBe('lookup');
    expect(depositSweepAction(row('releasing'), now)).toBe('release');
    expect(depositSweepAction(row('charging'), now)).toBe('charge');
    expect(
      depositSweepAction(row('held', { hold_expires_at: '2026-12-08T12:00:00.000Z' }), now),
    ).toBe('expire');
    expect(
      depositSweepAction(row('held', { hold_expires_at: '2026-12-08T12:00:01.000Z' }), now),
    ).toBeNull();
    expect(depositSweepAction(row('released'), now)).toBeNull();
  });
});
