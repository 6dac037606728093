import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSandboxBank, SANDBOX_CARDS } from './sandbox-bank.ts';
import { bankStore } from './sandbox-bank-store.ts';

/**
 * The simulated bank keeps its books where every process of the machine reads them: two banks on
 * one folder are one bank (two site processes, the worker's sweep), and each payment is known by
 * the merchant's reference.
 */
const books = () => bankStore(mkdtempSync(join(tmpdir(), 'bank-test-')));
const card = (number: string) => ({ holder: 'Ana Pérez', number, expiry: '12/30', cvv: '123' });
const charge = (requestId: string, number: string, amount = 10000) => ({
  requestId,
  reference: 'F-TEST01',
  amount,
  currency: 'USD' as const,
  card: card(number),
  returnUrl: 'https://site.example/es/reserva/checkout',
  locale: 'es' as const,
});

describe('the simulated bank’s books', () => {
  it('responds to a reference asked again with its first response, never a second charge', async () => {
    const store = books();
    const bank = createSandboxBank({ secret: 'k', store });
    const ref = `card_${randomUUID()}`;
    expect(await bank.authorize(charge(ref, SANDBOX_CARDS.approve))).toEqual({
      outcome: 'approved',
      providerReference: ref,
    });
    // The same reference with another card and amount is still the first payment.
    expect(await bank.authorize(charge(ref, SANDBOX_CARDS.decline, 1))).toMatchObject({
      outcome: 'approved',
    });
    expect(await bank.lookup(ref)).toEqual({ status: 'approved', amount: 10000 });
  });

  it('tells another process what happened to a reference, and that it never saw one', async () => {
    const store = books();
    const site = createSandboxBank({ secret: 'k', store });
    const sweep = createSandboxBank({ secret: 'other', store });
    const declined = `card_${randomUUID()}`;
    await site.authorize(charge(declined, SANDBOX_CARDS.insufficientFunds));
    expect(await sweep.lookup(declined)).toEqual({ status: 'declined', amount: 10000 });
    expect(await sweep.lookup(`card_${randomUUID()}`)).toEqual({ status: 'unknown' });
  });

  it('takes a challenged payment only once the renter passed it and the site asks for it', async () => {
    const bank = createSandboxBank({ secret: 'k', store: books() });
    const passed = `card_${randomUUID()}`;
    expect(await bank.authorize(charge(passed, SANDBOX_CARDS.challenge))).toMatchObject({
      outcome: 'challenge',
    });
    expect(await bank.lookup(passed)).toMatchObject({ status: 'challenge' });
    await bank.answerChallenge(passed, true);
    expect(await bank.lookup(passed)).toMatchObject({ status: 'authenticated' });
    expect(await bank.finishChallenge(passed, true)).toBe('approved');
    // Asked again (a replay), the response stands.
    expect(await bank.finishChallenge(passed, false)).toBe('approved');

    const letGo = `card_${randomUUID()}`;
    await bank.authorize(charge(letGo, SANDBOX_CARDS.challenge));
    await bank.answerChallenge(letGo, true);
    expect(await bank.finishChallenge(letGo, false)).toBe('declined');

    const refused = `card_${randomUUID()}`;
    await bank.authorize(charge(refused, SANDBOX_CARDS.challenge));
    await bank.answerChallenge(refused, false);
    expect(await bank.finishChallenge(refused, true)).toBe('declined');
  });

  it('refunds by key, once, never more than it took, and only what it took', async () => {
    const bank = createSandboxBank({ secret: 'k', store: books() });
    const ref = `card_${randomUUID()}`;
    await bank.authorize(charge(ref, SANDBOX_CARDS.approve, 10000));
    const request = {
      providerReference: ref,
      amount: 6000,
      currency: 'USD' as const,
      requestId: 'refund:a',
    };
    const first = await bank.refund(request);
    expect(first.refundReference).toMatch(/^sbx_refund_/);
    expect(await bank.refund(request)).toEqual(first);
    await expect(bank.refund({ ...request, requestId: 'refund:b', amount: 4001 })).rejects.toThrow(
      /refund_exceeds_payment/,
    );
    expect(await bank.refund({ ...request, requestId: 'refund:b', amount: 4000 })).not.toEqual(
      first,
    );
    await expect(bank.refund({ ...request, amount: 0 })).rejects.toThrow(RangeError);
    await expect(
      bank.refund({ ...request, providerReference: `card_${randomUUID()}` }),
    ).rejects.toThrow(/knows no such payment/);
    const declined = `card_${randomUUID()}`;
    await bank.authorize(charge(declined, SANDBOX_CARDS.decline));
    await expect(bank.refund({ ...request, providerReference: declined })).rejects.toThrow(
      /not approved/,
    );
  });
});
