import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveAsBuyer } from '../../services/paypal-sandbox/src/buyer.ts';
import { capturePaypal, startPaypal } from '../../apps/web/src/lib/booking/paying/index.ts';
import { cancelReservation } from '../../apps/web/src/lib/booking/cancelling.ts';
import { createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import type { CardGateway } from '../../apps/web/src/lib/gateways/types.ts';
import {
  BRAND,
  bookingDeps,
  PICKUP_AT,
  paypalContractServer,
  renter,
  reservationRequest,
  seedCars,
  siteClient,
  storedPayments,
  storedReservation,
} from './booking-support.ts';
import { admin } from './helpers.ts';
import { bank, cancelDeps, confirmedPayLater, paidPrepaid } from './precheckin-support.ts';

/**
 * Cancelling from the booking's page against the real Directus: the refund recorded
 * once under the reservation's key before the gateway is asked, however often the cancel is
 * repeated; the fee after the free window; a pay-later booking just cancelled; a PayPal booking
 * refunded through the contract server's captures refund endpoint; the coupon use given back;
 * and the site token still refused anything else.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const HOUR = 3_600_000;
/** A bank that counts its refunds, around the simulated one. */
function countingBank() {
  const calls: string[] = [];
  const card: Pick<CardGateway, 'refund'> = {
    refund: async (request) => {
      calls.push(request.requestId);
      return bank.refund(request);
    },
  };
  return { card, calls };
}

async function refundsOf(reservation: string) {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  return (await admin()).get<
    {
      idempotency_key: string;
      amount: number;
      fee: number;
      status: string;
      provider: string;
      provider_reference: string | null;
    }[]
  >(
    `/items/refunds?filter=${filter}&fields=idempotency_key,amount,fee,status,provider,provider_reference`,
  );
}

describe('cancelling a paid booking', () => {
  it('within the free window: everything refunded once, however often it is asked', async () => {
    const r = await paidPrepaid(car);
    const { card, calls } = countingBank();
    const deps = cancelDeps({ refunds: { card, paypal: null } });
    const results = await Promise.all([
      cancelReservation(deps, r.id, r.total),
      cancelReservation(deps, r.id, r.total),
    ]);
    expect(results.every((x) => x.ok)).toBe(true);
    expect(await cancelReservation(deps, r.id, r.total)).toMatchObject({ ok: true });
    // A second process (its own serial queue): the row's unique key still makes one refund.
    expect(await cancelReservation(cancelDeps(), r.id, r.total)).toMatchObject({ ok: true });
    const [payment] = await storedPayments(r.id);
    const refunds = await refundsOf(r.id);
    expect(refunds).toEqual([
      {
        idempotency_key: `refund:${r.id}:${payment.id}`,
        amount: r.total,
        fee: 0,
        status: 'completed',
        provider: 'sandbox',
        provider_reference: expect.stringMatching(/^sbx_refund_/),
      },
    ]);
    expect(calls).toEqual([`refund:${r.id}:${payment.id}`]);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'cancelled' });
  });

  it('after the free window: the policy’s fee is kept; a stale quote is refused', async () => {
    const r = await paidPrepaid(car);
    const late = cancelDeps({ now: () => new Date(new Date(PICKUP_AT).getTime() - 2 * HOUR) });
    const fee = Math.round(r.total * 0.1);
    expect(await cancelReservation(late, r.id, r.total)).toMatchObject({
      ok: false,
      problem: 'quoteChanged',
      quote: { window: 'late', fee, refund: r.total - fee },
    });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid' });
    expect(await cancelReservation(late, r.id, r.total - fee)).toMatchObject({ ok: true });
    expect(await refundsOf(r.id)).toMatchObject([
      { amount: r.total - fee, fee, status: 'completed' },
    ]);
  });

  it('a gateway failure leaves the booking cancelled and its refund pending, finished by asking again', async () => {
    const r = await paidPrepaid(car);
    const down: Pick<CardGateway, 'refund'> = {
      refund: async () => {
        throw new Error('bank unreachable');
      },
    };
    expect(
      await cancelReservation(cancelDeps({ refunds: { card: down, paypal: null } }), r.id, r.total),
    ).toMatchObject({ ok: true, refunds: [{ status: 'pending' }] });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(r.id)).toMatchObject([{ status: 'pending', provider_reference: null }]);
    expect(await cancelReservation(cancelDeps(), r.id, 0)).toMatchObject({
      ok: true,
      refunds: [{ status: 'completed' }],
    });
    expect(await refundsOf(r.id)).toMatchObject([{ status: 'completed', amount: r.total }]);
  });

  it('after pickup with a 100 % no-show fee, cancelling is not offered', async () => {
    const r = await paidPrepaid(car);
    const after = cancelDeps({ now: () => new Date(new Date(PICKUP_AT).getTime() + HOUR) });
    expect(await cancelReservation(after, r.id, 0)).toEqual({
      ok: false,
      problem: 'notCancellable',
    });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid' });
  });
});

describe('cancelling a pay-later booking', () => {
  it('just cancels it: no refund, no fee online, and gives its coupon use back', async () => {
    const code = `CXL${randomUUID().slice(0, 8).toUpperCase()}`;
    await (
      await admin()
    ).post('/items/coupons', {
      code,
      discountPercent: 10,
      brands: [],
      active: true,
      max_uses: 1,
    });
    const r = await confirmedPayLater(car, { coupon: code });
    expect((await storedReservation(r.id)).coupon_use).toBe(`${code}#1`);
    const late = cancelDeps({ now: () => new Date(new Date(PICKUP_AT).getTime() - HOUR) });
    expect(await cancelReservation(late, r.id, 0)).toEqual({ ok: true, refunds: [] });
    const stored = await storedReservation(r.id);
    expect(stored).toMatchObject({
      status: 'cancelled',
      coupon_use: null,
      coupon_renter_use: null,
    });
    expect(await refundsOf(r.id)).toEqual([]);
    // The use is free again: the coupon's only use goes to the next booking.
    const next = await createReservation(
      bookingDeps(),
      reservationRequest(car, { coupon: code, client: renter({ email: 'otro@example.com' }) }),
    );
    expect(next.ok).toBe(true);
  });
});

describe('cancelling a PayPal booking', () => {
  const paypal = paypalContractServer('cxl-id', 'cxl-secret');
  it('refunds through PayPal’s captures refund endpoint, once', async () => {
    const created = await createReservation(
      bookingDeps(),
      reservationRequest(car, { reservationType: 'prepaid' }),
    );
    if (!created.ok) throw new Error('not created');
    const id = created.reservation.id;
    const started = await startPaypal(
      paypal.deps,
      id,
      { returnUrl: 'https://site.example/r', cancelUrl: 'https://site.example/c' },
      'en',
    );
    if (!started.ok || started.state !== 'redirect') throw new Error('no order');
    await approveAsBuyer(started.url);
    const [payment] = await storedPayments(id);
    expect(await capturePaypal(paypal.deps, id, payment.provider_reference)).toEqual({
      ok: true,
      state: 'paid',
    });
    const deps = cancelDeps({ refunds: { card: null, paypal: paypal.deps.paypal } });
    const total = created.reservation.totals.total;
    expect(await cancelReservation(deps, id, total)).toMatchObject({
      ok: true,
      refunds: [{ status: 'completed', provider: 'paypal' }],
    });
    expect(await cancelReservation(deps, id, total)).toMatchObject({ ok: true });
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amount: total, status: 'completed', provider: 'paypal' });
    // PayPal itself holds one refund of the whole capture: asking for a cent more is refused.
    await expect(
      paypal.deps.paypal!.refundOrder({
        providerReference: payment.provider_reference,
        amount: 1,
        currency: 'USD',
        requestId: randomUUID(),
      }),
    ).rejects.toMatchObject({ issue: 'CAPTURE_FULLY_REFUNDED' });
  });
});

describe('the site token, once bookings are cancelled online', () => {
  const site = () => siteClient();
  it('cannot cancel a paid booking without its refund, nor reopen or reprice a cancelled one', async () => {
    const r = await paidPrepaid(car);
    await expect(site().update('reservations', r.id, { status: 'cancelled' })).rejects.toThrow();
    await cancelReservation(cancelDeps(), r.id, r.total);
    for (const patch of [
      { status: 'paid' },
      { status: 'confirmed' },
      { status: 'abandoned' },
      { totals: { total: 1 } },
      { coupon_use: 'X#1' },
    ])
      await expect(site().update('reservations', r.id, patch)).rejects.toThrow();
    expect(await storedReservation(r.id)).toMatchObject({ status: 'cancelled' });
  });

  it('cannot record a second refund, a refund beyond its payment, or move a completed one', async () => {
    const r = await paidPrepaid(car);
    const [payment] = await storedPayments(r.id);
    const refund = (over: Record<string, unknown>) => ({
      id: randomUUID(),
      idempotency_key: `refund:${r.id}:${payment.id}`,
      reservation: r.id,
      payment: payment.id,
      brand: BRAND,
      provider: 'sandbox',
      amount: 100,
      fee: 0,
      status: 'pending',
      ...over,
    });
    await expect(site().create('refunds', [refund({ amount: r.total + 1 })])).rejects.toThrow();
    await expect(site().create('refunds', [refund({ idempotency_key: 'x' })])).rejects.toThrow();
    await expect(site().create('refunds', [refund({ status: 'completed' })])).rejects.toThrow();
    await cancelReservation(cancelDeps(), r.id, r.total);
    await expect(site().create('refunds', [refund({})])).rejects.toThrow();
    const [stored] = await refundsOf(r.id);
    expect(stored.status).toBe('completed');
    const id = (
      await (
        await admin()
      ).get<{ id: string }[]>(
        `/items/refunds?filter=${encodeURIComponent(JSON.stringify({ reservation: { _eq: r.id } }))}&fields=id`,
      )
    )[0].id;
    await expect(site().update('refunds', id, { status: 'pending' })).rejects.toThrow();
    await expect(site().update('refunds', id, { amount: 1 })).rejects.toThrow();
    expect(await refundsOf(r.id)).toMatchObject([{ amount: r.total, status: 'completed' }]);
  });
});
