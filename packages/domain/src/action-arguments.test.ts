import { describe, expect, it } from 'vitest';
import { ACTION_ARGUMENTS, actionArguments, isListedAction } from './action-arguments.ts';

describe('action argument lists', () => {
  it('returns the typed list when it fits, null otherwise: no value is converted', () => {
    expect(actionArguments('finishPaypal', ['r-1', 'ORDER-1'])).toEqual(['r-1', 'ORDER-1']);
    expect(actionArguments('finishPaypal', [{ toString: 'x' }, 'ORDER-1'])).toBeNull();
    expect(actionArguments('finishPaypal', [{ toString: () => 'r-1' }, 'ORDER-1'])).toBeNull();
    expect(actionArguments('payWithCard', ['r-1', { anything: true }, 'es'])).not.toBeNull();
    expect(actionArguments('payWithCard', ['r-1'])).toBeNull();
  });

  it('lists only own names (no prototype keys)', () => {
    expect(isListedAction('payWithCard')).toBe(true);
    expect(isListedAction('toString')).toBe(false);
    expect(isListedAction('__proto__')).toBe(false);
    expect(Object.keys(ACTION_ARGUMENTS)).toContain('findPrecheckinReservation');
  });
});
