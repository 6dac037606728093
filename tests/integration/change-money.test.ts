import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveAsBuyer } from '../../services/paypal-sandbox/src/buyer.ts';
import { completeChallenge } from '../../apps/web/src/lib/booking/paying/index.ts';
import { cancelReservation } from '../../apps/web/src/lib/booking/cancelling.ts';
import { changeMyBooking, type ChangeDeps } from '../../apps/web/src/lib/my-booking/change.ts';
import {
  changePaymentState,
  finishChangePaypal,
  payChangeByCard,
  payChangeByPaypal,
  type ChangePaymentDeps,
} from '../../apps/web/src/lib/my-booking/change-payment.ts';
import { findMyBooking, readMyBooking } from '../../apps/web/src/lib/my-booking/service.ts';
import { SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import {
  BRAND,
  paypalContractServer,
  seedCars,
  siteClient,
  storedPayments,
  storedReservation,
} from './booking-support.ts';
import { admin } from './helpers.ts';
import { bank, bookFor, card, type Booked } from './precheckin-support.ts';
import { BOOKED, changeDeps } from './change-support.ts';

/**
 * The money of a change of trip on a booking paid online, against the real Directus
 * and its website guard: a cheaper change refunds the difference through the bank (recorded
 * first, once); a dearer one is paid first — by card at once, through the bank's challenge, or
 * with PayPal — and made only once its payment is captured; a declined payment changes
 * nothing; a later cancellation gives back every payment; and the site token cannot record a
 * difference that is not the server's.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const RETURN = 'https://site.example/es/mi-reserva';
const deps = changeDeps;

async function opened(r: Booked, d: ChangeDeps = deps()) {
  const found = await findMyBooking(d, { code: r.code, identity: 'Pérez' });
  if (!found.ok) throw new Error(JSON.stringify(found));
  return found.session;
}

/** The same pickup, returning on `returnAt` (a longer trip costs more, a shorter one less). */
const trip = (returnAt: string, over: Record<string, unknown> = {}) => ({
  pickupBranch: 'PTY',
  returnBranch: 'PTY',
  pickupAt: BOOKED.pickupAt,
  returnAt,
  confirm: false,
  expectedTotal: null,
  ...over,
});
const LONGER = '2026-12-15T15:00:00.000Z';
const SHORTER = '2026-12-12T15:00:00.000Z';

/** The quote of `change`, as the page shows it before the renter confirms. */
async function quoted(d: ChangeDeps, session: string, change: ReturnType<typeof trip>) {
  const q = await changeMyBooking(d, session, change);
  if (!q.ok || q.kind !== 'quote') throw new Error(JSON.stringify(q));
  return { ...change, confirm: true, expectedTotal: q.preview.bill.totals.total, q: q.preview };
}

/** A booking paid by card, opened on its page, and its change to `returnAt` quoted. */
async function paidAndQuoted(returnAt: string, d: ChangePaymentDeps = deps()) {
  const r = await bookFor(car, 'paid', BOOKED);
  const session = await opened(r, d);
  const { q, ...confirm } = await quoted(d, session, trip(returnAt));
  return { r, d, session, q, confirm };
}

async function refundsOf(reservation: string) {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  return (await admin()).get<
    { idempotency_key: string; payment: string; amount: number; fee: number; status: string }[]
  >(`/items/refunds?filter=${filter}&fields=idempotency_key,payment,amount,fee,status`);
}

describe('a cheaper change of a paid booking', () => {
  it('refunds the difference through the bank, recorded once, and the page shows it', async () => {
    const { r, d, session, q, confirm } = await paidAndQuoted(SHORTER);
    expect(q.settlement).toEqual({ kind: 'refundDifference', amount: -q.difference, fee: 0 });
    expect(q.confirmable).toBe(true);
    const changed = await changeMyBooking(d, session, confirm);
    expect(changed).toMatchObject({ ok: true, kind: 'changed' });
    const [payment] = await storedPayments(r.id);
    expect(await refundsOf(r.id)).toEqual([
      {
        idempotency_key: `change-refund:${r.id}:1:${payment.id}`,
        payment: payment.id,
        amount: -q.difference,
        fee: 0,
        status: 'completed',
      },
    ]);
    const stored = await storedReservation(r.id);
    expect(stored).toMatchObject({ status: 'paid', change_count: 1 });
    expect(stored.totals.total).toBe(r.total + q.difference);
    const view = await readMyBooking(d, session);
    if (!view.ok) throw new Error('no view');
    expect(view.booking.paid).toBe(stored.totals.total);
    expect(view.booking.dueAtCounter).toBe(0);
    expect(view.booking.payments.map((p) => [p.refund, p.amount])).toEqual([
      [false, r.total],
      [true, q.difference],
    ]);
    // The same confirmation again is now the booked trip: nothing more is refunded.
    expect(await changeMyBooking(d, session, confirm)).toMatchObject({ problem: 'unchanged' });
    expect(await refundsOf(r.id)).toHaveLength(1);
  });
});

/** Pays a dearer change's difference with the test card `number`. */
const payWith = (
  d: ChangePaymentDeps,
  session: string,
  change: Record<string, unknown>,
  number: string,
  locale: 'es' | 'en' = 'es',
) => payChangeByCard(d, session, { change, card: card(number) }, RETURN, locale);

describe('a dearer change of a paid booking', () => {
  it('is not made by confirming: the difference is paid first', async () => {
    const { r, d, session, q, confirm } = await paidAndQuoted(LONGER);
    expect(q.settlement).toEqual({ kind: 'payDifference', amount: q.difference });
    expect(await changeMyBooking(d, session, confirm)).toMatchObject({
      ok: false,
      problem: 'payFirst',
    });
    expect((await storedReservation(r.id)).change_count ?? 0).toBe(0);
  });

  it('paid by card: made once the bank approves; a later cancellation gives back both payments', async () => {
    const { r, d, session, q, confirm } = await paidAndQuoted(LONGER);
    // A card the bank declines changes nothing.
    expect(await payWith(d, session, confirm, SANDBOX_CARDS.decline)).toEqual({
      ok: false,
      failure: 'declined',
    });
    expect((await storedReservation(r.id)).change_count ?? 0).toBe(0);
    // A stale total is refused before the bank is asked.
    const stale = { ...confirm, expectedTotal: confirm.expectedTotal - 1 };
    expect(await payWith(d, session, stale, SANDBOX_CARDS.approve)).toEqual({
      ok: false,
      failure: 'notPayable',
    });
    expect(await payWith(d, session, confirm, SANDBOX_CARDS.approve)).toEqual({
      ok: true,
      state: 'paid',
    });
    const stored = await storedReservation(r.id);
    expect(stored).toMatchObject({ status: 'paid', change_count: 1 });
    expect(stored.totals.total).toBe(confirm.expectedTotal);
    const payments = await storedPayments(r.id);
    expect(payments.map((p) => [p.status, p.amount])).toEqual(
      expect.arrayContaining([
        ['captured', r.total],
        ['declined', q.difference],
        ['captured', q.difference],
      ]),
    );
    expect(JSON.stringify(payments)).not.toContain(SANDBOX_CARDS.approve);
    const view = await readMyBooking(d, session);
    expect(view.ok && view.booking.paid).toBe(confirm.expectedTotal);

    // Cancelled in the free window: everything paid comes back, the change's payment first.
    expect(await cancelReservation(d, r.id, confirm.expectedTotal)).toMatchObject({ ok: true });
    const refunds = await refundsOf(r.id);
    expect(refunds.map((x) => x.amount).sort((a, b) => a - b)).toEqual(
      [q.difference, r.total].sort((a, b) => a - b),
    );
    expect(refunds.every((x) => x.status === 'completed')).toBe(true);
  });

  it('paid through the bank’s challenge: made when the challenge is approved, and only then polled paid', async () => {
    const { r, d, session, confirm } = await paidAndQuoted(LONGER);
    const started = await payWith(d, session, confirm, SANDBOX_CARDS.challenge, 'en');
    if (!started.ok || started.state !== 'challenge') throw new Error(JSON.stringify(started));
    expect(await changePaymentState(d, session, started.payment)).toBe('pending');
    expect((await storedReservation(r.id)).change_count ?? 0).toBe(0);
    const token =
      new URL(started.challengeUrl, 'https://site.example').searchParams.get('token') ?? '';
    const ticket = bank.readTicket(token);
    if (!ticket) throw new Error('no ticket');
    expect(await completeChallenge(d.payments, ticket, true)).toEqual({
      accepted: true,
      state: 'paid',
    });
    expect(await changePaymentState(d, session, started.payment)).toBe('paid');
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', change_count: 1 });
    // Another booking's page cannot read this payment.
    const other = await opened(await bookFor(car, 'paid', BOOKED), d);
    expect(await changePaymentState(d, other, started.payment)).toBe('unpaid');
  });

  describe('paid with PayPal', () => {
    const paypal = paypalContractServer('chg-id', 'chg-secret');
    it('made when the approved order is captured on the way back; a stale second change is not made', async () => {
      const { r, d, session, confirm } = await paidAndQuoted(
        LONGER,
        deps({ ...paypal.deps, card: bank }),
      );
      const urls = { returnUrl: `${RETURN}?paypal=return`, cancelUrl: `${RETURN}?paypal=cancel` };
      const started = await payChangeByPaypal(d, session, confirm, urls, 'en');
      if (!started.ok || started.state !== 'redirect') throw new Error(JSON.stringify(started));
      await approveAsBuyer(started.url);
      const order = (await storedPayments(r.id)).find((p) => p.status === 'pending');
      expect(order).toMatchObject({ provider: 'paypal', change: { change_count: 1 } });
      expect(await finishChangePaypal(d, session, order!.provider_reference)).toEqual({
        ok: true,
        state: 'paid',
      });
      expect(await storedReservation(r.id)).toMatchObject({ change_count: 1 });
      expect(await finishChangePaypal(d, session, order!.provider_reference)).toEqual({
        ok: true,
        state: 'paid',
      });
      expect((await storedReservation(r.id)).change_count).toBe(1);
    });
  });
});

describe('the site token and a change’s money', () => {
  it('cannot record a difference that is not the new total less what the booking holds', async () => {
    const r = await bookFor(car, 'paid', BOOKED);
    const payment = (over: Record<string, unknown>) => ({
      id: randomUUID(),
      reservation: r.id,
      brand: BRAND,
      provider: 'sandbox',
      provider_reference: `forged-${randomUUID()}`,
      amount: 1,
      currency: 'USD',
      status: 'captured',
      ...over,
    });
    const site = siteClient();
    // A one-cent "difference" for a trip worth far more, or for a change already made.
    await expect(
      site.create('payments', [
        payment({ change: { change_count: 1, totals: { total: r.total + 5000 } } }),
      ]),
    ).rejects.toThrow();
    await expect(
      site.create('payments', [
        payment({ change: { change_count: 2, totals: { total: r.total + 1 } } }),
      ]),
    ).rejects.toThrow();
    // A change refund beyond what the payment holds.
    const [paid] = await storedPayments(r.id);
    await expect(
      site.create('refunds', [
        {
          id: randomUUID(),
          idempotency_key: `change-refund:${r.id}:1:${paid.id}`,
          reservation: r.id,
          payment: paid.id,
          brand: BRAND,
          provider: 'sandbox',
          amount: r.total + 1,
          fee: 0,
          status: 'pending',
        },
      ]),
    ).rejects.toThrow();
    expect((await storedReservation(r.id)).change_count ?? 0).toBe(0);
  });
});
