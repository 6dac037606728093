import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MS } from '@rental/domain/reservation/deposit';
import {
  chargeDeposit,
  holdDeposit,
  releaseDeposit,
  type DepositDeps,
} from '../../apps/web/src/lib/booking/deposit/holds.ts';
import { sweepLedger } from '../../apps/web/src/lib/booking/ledger-sweep.ts';
import { createSandboxBank, SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import { bankStore } from '../../apps/web/src/lib/gateways/sandbox-bank-store.ts';
import {
  depositsOf,
  insertDeposit,
  updateDeposit,
} from '../../apps/web/src/lib/records/deposits.ts';
import { paymentsMade } from '../../apps/web/src/lib/records/booking.ts';
import { runStaffAction } from '../../apps/web/src/lib/staff/actions.ts';
import { precheckinSummary } from '../../apps/web/src/lib/precheckin/service.ts';
import { signToken } from '../../apps/web/src/lib/precheckin/token.ts';
import {
  BRAND,
  NOW,
  paymentDeps,
  seedCars,
  siteClient,
  storedReservation,
} from './booking-support.ts';
import { admin, asSite } from './helpers.ts';
import {
  bank,
  bookFor,
  cancelDeps,
  card,
  PRECHECKIN_SECRET,
  precheckinDeps,
} from './precheckin-support.ts';

const openSessionToken = (reservation: string) =>
  signToken(PRECHECKIN_SECRET, {
    purpose: 'session',
    reservation,
    brand: BRAND,
    exp: NOW.getTime() + 3_600_000,
  });

/**
 * The security deposit through the ledger against the real Directus and the simulated bank:
 * held at pre-check-in, partly charged or released by staff with the renter's e-mail queued,
 * each a `payments` row of the deposit's own statuses, never counted as money paid; the guard's
 * refusals; and the sweep finishing a hold, a release and a lapse a crash or the clock left.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const deps = (over: Partial<DepositDeps> = {}): DepositDeps => ({
  cms: siteClient(),
  brand: BRAND,
  bank,
  now: () => NOW,
  ...over,
});

const depositOf = async (id: string) =>
  ((await storedReservation(id)) as { extras: { terms?: { deposit: number } } }).extras.terms
    ?.deposit ?? 0;

/** A hold row as a process leaves it when it dies after writing it (before or after the bank). */
const leftHolding = (reservation: string, reference: string, amount: number) =>
  insertDeposit(siteClient(), {
    id: randomUUID(),
    reservation,
    brand: BRAND,
    provider: 'sandbox',
    provider_reference: reference,
    amount,
    currency: 'USD',
    status: 'holding',
    card_brand: 'visa',
    card_last4: '4242',
  });

const noticeKeys = async (reservation: string) => {
  const filter = encodeURIComponent(
    JSON.stringify({ reservation: { _eq: reservation }, kind: { _eq: 'deposit_notice' } }),
  );
  return (
    await (
      await admin()
    ).get<{ key: string; recipient: string }[]>(
      `/items/email_outbox?filter=${filter}&fields=key,recipient`,
    )
  ).map((r) => r.key);
};

describe('the security deposit', () => {
  it('is held once on a credit card at pre-check-in, apart from the money paid', async () => {
    const r = await bookFor(car, 'paid');
    const amount = await depositOf(r.id);
    expect(amount).toBeGreaterThan(0);
    const held = await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.approve));
    expect(held).toMatchObject({ ok: true, state: 'held', amount });
    // Asked again (a double click, a second tab): the same hold, no second row.
    expect(await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.approve))).toEqual(held);
    const rows = await depositsOf(siteClient(), r.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'held', amount, card_last4: '4242' });
    expect(JSON.stringify(rows)).not.toContain(SANDBOX_CARDS.approve);
    expect(await bank.lookupHold(rows[0].provider_reference)).toMatchObject({
      status: 'held',
      amount,
    });
    // What the booking paid is its total only.
    expect((await paymentsMade(siteClient(), r.id)).map((p) => p.amount)).toEqual([r.total]);
  });

  it('refuses a debit card, leaving the deposit for the counter until a credit card holds it', async () => {
    const r = await bookFor(car, 'confirmed');
    expect(await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.debit))).toEqual({
      ok: false,
      failure: 'declined',
      reason: 'debit_card_not_accepted',
    });
    const session = openSessionToken(r.id);
    const before = await precheckinSummary(precheckinDeps(), session);
    expect(before.ok && before.summary.deposit).toMatchObject({ state: 'atCounter' });
    expect(await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.approve))).toMatchObject({
      ok: true,
    });
    const after = await precheckinSummary(precheckinDeps(), session);
    expect(after.ok && after.summary.deposit).toMatchObject({ state: 'held' });
    expect((await depositsOf(siteClient(), r.id)).map((d) => d.status)).toEqual([
      'hold_declined',
      'held',
    ]);
  });

  it('asked again after a lost answer, asks the bank what became of the first hold', async () => {
    const r = await bookFor(car, 'confirmed');
    const amount = await depositOf(r.id);
    // Never reached the bank: recorded so, and a new hold is asked for.
    await leftHolding(r.id, `hold_${randomUUID()}`, amount);
    expect(await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.approve))).toMatchObject({
      ok: true,
      state: 'held',
    });
    expect((await depositsOf(siteClient(), r.id)).map((d) => d.status)).toEqual([
      'hold_declined',
      'held',
    ]);
    // Held at the bank, the answer lost: that hold, no second one.
    const other = await bookFor(car, 'confirmed');
    const reference = `hold_${randomUUID()}`;
    await leftHolding(other.id, reference, amount);
    const atBank = await bank.hold({
      requestId: reference,
      reference: other.code,
      amount,
      currency: 'USD',
      card: card(SANDBOX_CARDS.approve),
    });
    expect(await holdDeposit(deps(), other.id, card(SANDBOX_CARDS.approve))).toEqual({
      ok: true,
      state: 'held',
      amount,
      expiresAt: atBank.outcome === 'held' ? atBank.expiresAt : null,
    });
    expect((await depositsOf(siteClient(), other.id)).map((d) => d.status)).toEqual(['held']);
  });

  it('is not held for a booking that is not kept (unpaid)', async () => {
    const r = await bookFor(car, 'unpaid-prepaid');
    expect(await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.approve))).toEqual({
      ok: false,
      failure: 'notHoldable',
    });
  });

  it('staff charge part of it with a reason: recorded, taken at the bank, the renter e-mailed', async () => {
    const r = await bookFor(car, 'paid');
    await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.approve));
    const amount = await depositOf(r.id);
    const staff = { ...cancelDeps(), deposits: deps() };
    expect(
      await runStaffAction(staff, 'chargeDeposit', r.id, { amount: '9999999', reason: 'Daño' }),
    ).toBe('invalid');
    expect(
      await runStaffAction(staff, 'chargeDeposit', r.id, { amount: '75.50', reason: ' ' }),
    ).toBe('invalid');
    expect(
      await runStaffAction(staff, 'chargeDeposit', r.id, {
        amount: '75.50',
        reason: 'Falta un cuarto de tanque',
      }),
    ).toBe('done');
    const [row] = await depositsOf(siteClient(), r.id);
    expect(row).toMatchObject({
      status: 'charged',
      amount,
      charged_amount: 7550,
      charge_reason: 'Falta un cuarto de tanque',
    });
    expect(await bank.lookupHold(row.provider_reference)).toEqual({
      status: 'charged',
      amount,
      charged: 7550,
    });
    expect(await noticeKeys(r.id)).toEqual([`deposit_notice:${row.id}`]);
    // Once: neither a second charge nor a release after it.
    expect(await chargeDeposit(deps(), r.id, 100, 'Otra vez')).toBe('notAllowed');
    expect(await releaseDeposit(deps(), r.id)).toBe('notAllowed');
    expect((await paymentsMade(siteClient(), r.id)).map((p) => p.amount)).toEqual([r.total]);
  });

  it('staff release it: recorded, let go at the bank, the renter e-mailed once', async () => {
    const r = await bookFor(car, 'confirmed');
    await holdDeposit(deps(), r.id, card(SANDBOX_CARDS.approve));
    const staff = { ...cancelDeps(), deposits: deps() };
    expect(await runStaffAction(staff, 'releaseDeposit', r.id)).toBe('done');
    const [row] = await depositsOf(siteClient(), r.id);
    expect(row.status).toBe('released');
    expect(await bank.lookupHold(row.provider_reference)).toMatchObject({ status: 'released' });
    expect(await runStaffAction(staff, 'releaseDeposit', r.id)).toBe('notAllowed');
    expect(await noticeKeys(r.id)).toEqual([`deposit_notice:${row.id}`]);
    expect(await runStaffAction(cancelDeps(), 'releaseDeposit', r.id)).toBe('notAllowed');
  });

  it("is refused by the guard when the site's token writes what the rules do not allow", async () => {
    const r = await bookFor(car, 'paid');
    const amount = await depositOf(r.id);
    const row = {
      id: randomUUID(),
      reservation: r.id,
      brand: BRAND,
      provider: 'sandbox',
      provider_reference: `hold_${randomUUID()}`,
      amount: amount + 1,
      currency: 'USD' as const,
      status: 'holding' as const,
      card_brand: 'visa',
      card_last4: '4242',
    };
    const refusedWith = async (res: Response, reason: RegExp) => {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
        reason,
      );
    };
    await refusedWith(
      await asSite('POST', '/items/payments', row),
      /deposit stored with the booking/,
    );
    await insertDeposit(siteClient(), { ...row, amount });
    const second = { ...row, id: randomUUID(), provider_reference: `hold_${randomUUID()}`, amount };
    await refusedWith(await asSite('POST', '/items/payments', second), /one deposit at a time/);
    await refusedWith(
      await asSite('PATCH', `/items/payments/${row.id}`, { status: 'released' }),
      /may not move a deposit hold/,
    );
    await refusedWith(
      await asSite('PATCH', `/items/payments/${row.id}`, { amount: 1 }),
      /may not change amount/,
    );
    await updateDeposit(siteClient(), row.id, { status: 'hold_declined' });
  });

  it('the sweep finishes a hold whose answer was lost, a release left midway, and a hold past its 7 days', async () => {
    const later = (ms: number) => new Date(Date.now() + ms);
    const sweep = (now: Date, card = bank) =>
      sweepLedger(paymentDeps({ card, paypal: null }), { now, graceMs: 1000 });
    // The bank held it, then the process died before the row was completed.
    const lost = await bookFor(car, 'paid');
    const amount = await depositOf(lost.id);
    const reference = `hold_${randomUUID()}`;
    await leftHolding(lost.id, reference, amount);
    await bank.hold({
      requestId: reference,
      reference: lost.code,
      amount,
      currency: 'USD',
      card: card(SANDBOX_CARDS.approve),
    });
    // A release begun, then the process died before asking the bank.
    const midway = await bookFor(car, 'confirmed');
    await holdDeposit(deps(), midway.id, card(SANDBOX_CARDS.approve));
    const [begun] = await depositsOf(siteClient(), midway.id);
    await updateDeposit(siteClient(), begun.id, { status: 'releasing' });
    await sweep(later(5000));
    expect((await depositsOf(siteClient(), lost.id))[0]).toMatchObject({ status: 'held' });
    expect((await depositsOf(siteClient(), midway.id))[0]).toMatchObject({ status: 'released' });
    expect(await noticeKeys(midway.id)).toEqual([`deposit_notice:${begun.id}`]);
    // Eight days on, the bank has let the first go: the sweep records it, and it can no longer be charged.
    const eightDays = later(HOLD_MS + 24 * 3_600_000);
    const bankLater = createSandboxBank({
      secret: 'k',
      store: bankStore(),
      now: () => eightDays.getTime(),
    });
    await sweep(eightDays, bankLater);
    expect((await depositsOf(siteClient(), lost.id))[0]).toMatchObject({ status: 'expired' });
    expect(await chargeDeposit(deps({ bank: bankLater }), lost.id, 100, 'Daño')).toBe('notAllowed');
  });
});
