import { describe, expect, it } from 'vitest';
import { holdLimitPassed, holdKeysText, type HoldRow, type HolderKeys } from './holds.ts';

const start = new Date('2030-01-01T12:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const limits = { perAddress: 3, perContact: 2 };
const visitor: HolderKeys = { address: 'a:1', email: 'e:1', phone: 'p:1' };
const row = (id: string, keys: string, over: Partial<HoldRow> = {}): HoldRow => ({
  id,
  status: 'unpaid',
  holdKeys: keys,
  createdAt: at(0),
  updatedAt: null,
  ...over,
});

describe('holdLimitPassed', () => {
  it('refuses a third booking from one e-mail while two wait for payment, from any address', () => {
    const rows = [row('r1', 'a:9 e:1 p:8'), row('r2', 'a:7 e:1 p:6')];
    expect(holdLimitPassed(rows, visitor, null, limits, 30, at(1))).toBe('contact');
    expect(holdLimitPassed(rows.slice(1), visitor, null, limits, 30, at(1))).toBeNull();
  });

  it('counts the phone as the contact too', () => {
    const rows = [row('r1', 'a:9 e:5 p:1'), row('r2', 'a:7 e:4 p:1')];
    expect(holdLimitPassed(rows, visitor, null, limits, 30, at(1))).toBe('contact');
  });

  it('refuses a fourth hold from one address whoever the renters are', () => {
    const rows = ['r1', 'r2', 'r3'].map((id, i) => row(id, `a:1 e:${i + 10} p:${i + 10}`));
    expect(holdLimitPassed(rows, visitor, null, limits, 30, at(1))).toBe('address');
    expect(holdLimitPassed(rows, { ...visitor, address: null }, null, limits, 30, at(1))).toBe(
      null,
    );
  });

  it('no longer counts a hold that lapsed, was released or was paid', () => {
    const rows = [
      row('r1', 'a:1 e:1 p:1', { createdAt: at(-11) }),
      row('r2', 'a:1 e:1 p:1', { status: 'abandoned' }),
      row('r3', 'a:1 e:1 p:1', { status: 'paid' }),
    ];
    expect(holdLimitPassed(rows, visitor, null, limits, 30, at(0))).toBeNull();
    // A payment under way or declined keeps the hold for the payment window.
    const paying = [
      row('r1', 'a:1 e:1 p:1', { status: 'pending_payment', createdAt: at(-50) }),
      row('r2', 'a:1 e:1 p:1', { createdAt: at(-20), updatedAt: at(-15) }),
    ];
    expect(holdLimitPassed(paying, visitor, null, limits, 30, at(0))).toBe('contact');
  });

  it('once stored, only the holds stored before it count: of two stored at once, the later one is over', () => {
    const first = row('r1', 'a:1 e:1 p:1', { createdAt: at(0) });
    const second = row('r2', 'a:1 e:1 p:1', { createdAt: at(0) });
    const third = row('r3', 'a:1 e:1 p:1', { createdAt: at(0.5) });
    const rows = [third, second, first];
    expect(holdLimitPassed(rows, visitor, first, limits, 30, at(1))).toBeNull();
    expect(holdLimitPassed(rows, visitor, second, limits, 30, at(1))).toBeNull();
    expect(holdLimitPassed(rows, visitor, third, limits, 30, at(1))).toBe('contact');
  });

  it('stores the keys as one searchable text', () => {
    expect(holdKeysText(visitor)).toBe('a:1 e:1 p:1');
    expect(holdKeysText({ ...visitor, address: null })).toBe('e:1 p:1');
  });
});
