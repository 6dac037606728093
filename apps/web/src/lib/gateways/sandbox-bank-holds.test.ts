import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOLD_MS } from '@rental/domain/reservation/deposit';
import { createSandboxBank, SANDBOX_CARDS } from './sandbox-bank.ts';
import { bankStore } from './sandbox-bank-store.ts';

/** The simulated bank's deposit holds: held, charged once in part, released, lapsed after 7 days. */
const books = () => bankStore(mkdtempSync(join(tmpdir(), 'bank-holds-')));
const card = (number: string) => ({ holder: 'Ana Pérez', number, expiry: '12/30', cvv: '123' });
const hold = (requestId: string, number: string = SANDBOX_CARDS.approve, amount = 30000) => ({
  requestId,
  reference: 'F-TEST01',
  amount,
  currency: 'USD' as const,
  card: card(number),
});

function bankAt(start = Date.parse('2026-12-01T12:00:00Z')) {
  let now = start;
  const store = books();
  return {
    bank: createSandboxBank({ secret: 'k', store, now: () => now }),
    store,
    later: (ms: number) => (now += ms),
  };
}

describe('deposit holds at the simulated bank', () => {
  it('holds for 7 days and answers the same reference with the same hold', async () => {
    const { bank } = bankAt();
    const ref = `hold_${randomUUID()}`;
    const first = await bank.hold(hold(ref));
    expect(first).toEqual({ outcome: 'held', expiresAt: '2026-12-08T12:00:00.000Z' });
    expect(await bank.hold(hold(ref, SANDBOX_CARDS.decline))).toEqual(first);
    expect(await bank.lookupHold(ref)).toEqual({
      status: 'held',
      amount: 30000,
      expiresAt: '2026-12-08T12:00:00.000Z',
    });
  });

  it('refuses a debit card, a declined card and an unknown number; asks nothing of a hold it never got', async () => {
    const { bank } = bankAt();
    expect(await bank.hold(hold(`hold_${randomUUID()}`, SANDBOX_CARDS.debit))).toEqual({
      outcome: 'declined',
      reason: 'debit_card_not_accepted',
    });
    expect(await bank.hold(hold(`hold_${randomUUID()}`, SANDBOX_CARDS.insufficientFunds))).toEqual({
      outcome: 'declined',
      reason: 'insufficient_funds',
    });
    expect(await bank.hold(hold(`hold_${randomUUID()}`, '4111111111111111'))).toMatchObject({
      outcome: 'declined',
    });
    expect(await bank.lookupHold(`hold_${randomUUID()}`)).toEqual({ status: 'unknown' });
  });

  it('charges part once, lets the rest go, and answers a repeated charge with the first', async () => {
    const { bank } = bankAt();
    const ref = `hold_${randomUUID()}`;
    await bank.hold(hold(ref));
    await expect(
      bank.chargeHold({ holdReference: ref, amount: 30001, requestId: 'c1' }),
    ).rejects.toThrow(/charge_exceeds_hold/);
    const charged = await bank.chargeHold({ holdReference: ref, amount: 7500, requestId: 'c1' });
    expect(charged).toMatchObject({ outcome: 'charged' });
    expect(await bank.chargeHold({ holdReference: ref, amount: 7500, requestId: 'c1' })).toEqual(
      charged,
    );
    await expect(
      bank.chargeHold({ holdReference: ref, amount: 100, requestId: 'c2' }),
    ).rejects.toThrow(/charged already/);
    await expect(bank.releaseHold(ref)).rejects.toThrow(/charged/);
    expect(await bank.lookupHold(ref)).toEqual({ status: 'charged', amount: 30000, charged: 7500 });
  });

  it('releases once; after 7 days a hold has lapsed and can no longer be charged', async () => {
    const { bank, later } = bankAt();
    const released = `hold_${randomUUID()}`;
    await bank.hold(hold(released));
    expect(await bank.releaseHold(released)).toBe('released');
    expect(await bank.releaseHold(released)).toBe('released');
    const lapsed = `hold_${randomUUID()}`;
    await bank.hold(hold(lapsed));
    later(HOLD_MS - 1);
    expect(await bank.lookupHold(lapsed)).toMatchObject({ status: 'held' });
    later(1);
    expect(await bank.lookupHold(lapsed)).toEqual({ status: 'expired', amount: 30000 });
    expect(await bank.chargeHold({ holdReference: lapsed, amount: 100, requestId: 'x' })).toEqual({
      outcome: 'expired',
    });
    expect(await bank.releaseHold(lapsed)).toBe('expired');
  });
});
