import { createHash } from 'node:crypto';
import { cardDigits } from '@rental/domain/forms/card';
import { HOLD_MS } from '@rental/domain/reservation/deposit';
import type { BankPayment, BankStore } from './sandbox-bank-store.ts';
import type { DepositHolds, HoldLookup } from './types.ts';

/**
 * The simulated bank's deposit holds, kept in the same books as its payments. Its rules, as a
 * card acquirer documents them: a hold lasts HOLD_MS (7 days) and then lapses by itself; it is
 * charged once, for at most what it holds, the rest let go at that moment; a debit card is
 * refused (a deposit needs a credit card). The test cards decide as for payments, and
 * 4000 0566 5566 5556 is a debit card: paid with, never held on.
 */
export const SANDBOX_DEBIT_CARD = '4000056655665556';

const HOLD_DECISIONS: Record<string, { status: 'held' } | { status: 'declined'; reason: string }> =
  {
    '4242424242424242': { status: 'held' },
    // This bank does not challenge a hold (no money moves until a charge).
    '4000000000003220': { status: 'held' },
    '4000000000000002': { status: 'declined', reason: 'card_declined' },
    '4000000000009995': { status: 'declined', reason: 'insufficient_funds' },
    [SANDBOX_DEBIT_CARD]: { status: 'declined', reason: 'debit_card_not_accepted' },
  };

export function sandboxHolds(books: BankStore, now: () => number): DepositHolds {
  /** The hold as it stands now: a held one past its days has lapsed (written so). */
  const current = (reference: string): BankPayment | null => {
    const hold = books.read(reference);
    if (hold?.status === 'held' && hold.hold && hold.hold.expiresAt <= now()) {
      const lapsed: BankPayment = { ...hold, status: 'expired' };
      books.write(lapsed);
      return lapsed;
    }
    return hold;
  };
  const known = (reference: string) => {
    const hold = current(reference);
    if (!hold?.hold) throw new Error('the simulated bank holds no such deposit');
    return hold;
  };

  return {
    async hold(request) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new RangeError(`Not a hold amount in cents: ${request.amount}`);
      const decided = HOLD_DECISIONS[cardDigits(request.card.number)] ?? {
        status: 'declined',
        reason: 'not_a_test_card',
      };
      books.open({
        reference: request.requestId,
        amount: request.amount,
        ...decided,
        refunds: {},
        hold: { expiresAt: now() + HOLD_MS },
      });
      const hold = known(request.requestId);
      if (hold.status === 'declined')
        return { outcome: 'declined', reason: hold.reason ?? 'declined' };
      return { outcome: 'held', expiresAt: new Date(hold.hold!.expiresAt).toISOString() };
    },
    async chargeHold({ holdReference, amount, requestId }) {
      const hold = known(holdReference);
      const charged = hold.hold!.charged;
      if (charged) {
        if (charged.requestId !== requestId) throw new Error('the hold was charged already');
        return { outcome: 'charged', chargeReference: charged.id };
      }
      if (hold.status === 'expired') return { outcome: 'expired' };
      if (hold.status !== 'held') throw new Error(`the hold is ${hold.status}`);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > hold.amount)
        throw new RangeError(`charge_exceeds_hold: ${amount} of ${hold.amount} cents`);
      const id = `sbx_charge_${createHash('sha256').update(`${requestId}:${holdReference}`).digest('hex').slice(0, 24)}`;
      books.write({
        ...hold,
        status: 'charged',
        hold: { ...hold.hold!, charged: { amount, id, requestId } },
      });
      return { outcome: 'charged', chargeReference: id };
    },
    async releaseHold(holdReference) {
      const hold = known(holdReference);
      if (hold.status === 'expired' || hold.status === 'released') return hold.status;
      if (hold.status !== 'held') throw new Error(`the hold is ${hold.status}`);
      books.write({ ...hold, status: 'released' });
      return 'released';
    },
    async lookupHold(holdReference): Promise<HoldLookup> {
      const hold = current(holdReference);
      if (!hold?.hold) return { status: 'unknown' };
      switch (hold.status) {
        case 'held':
          return {
            status: 'held',
            amount: hold.amount,
            expiresAt: new Date(hold.hold.expiresAt).toISOString(),
          };
        case 'charged':
          return {
            status: 'charged',
            amount: hold.amount,
            charged: hold.hold.charged?.amount ?? 0,
          };
        case 'released':
        case 'expired':
          return { status: hold.status, amount: hold.amount };
        default:
          return { status: 'declined', reason: hold.reason ?? 'declined' };
      }
    },
  };
}
