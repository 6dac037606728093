import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { payByCard } from '../../apps/web/src/lib/booking/paying/index.ts';
import { createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import { updateReservation } from '../../apps/web/src/lib/records/booking.ts';
import { expireUnpaid } from '../../apps/web/src/lib/outbox/expire.ts';
import { SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import {
  BRAND,
  bookingDeps,
  renter,
  reservationRequest,
  seedCars,
  siteClient,
  storedReservation,
  workerClient,
} from './booking-support.ts';
import { admin } from './helpers.ts';
import { card, cardPaymentDeps } from './precheckin-support.ts';

/**
 * The expiry of unpaid prepaid reservations, run with the outbox worker's own token
 * as its schedule runs it: abandoned after the payment window with the coupon use given back,
 * never one whose payment is in flight, never paid afterwards; the worker's token may make no
 * other change to a reservation.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});
const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function prepaidWithCoupon() {
  const code = `EXP${randomUUID().slice(0, 8).toUpperCase()}`;
  await (
    await admin()
  ).post('/items/coupons', {
    code,
    discountPercent: 10,
    brands: [],
    active: true,
    max_uses: 5,
  });
  const created = await createReservation(
    bookingDeps(),
    reservationRequest(car, {
      reservationType: 'prepaid',
      coupon: code,
      client: renter({ email: `exp-${randomUUID().slice(0, 6)}@example.com` }),
    }),
  );
  if (!created.ok) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.reservation;
}

describe('the expiry job', () => {
  it('abandons a prepaid reservation unpaid past its checkout hold, gives its coupon use back; it cannot be paid after', async () => {
    const r = await prepaidWithCoupon();
    const lines: string[] = [];
    await expireUnpaid(workerClient(), BRAND, later(9), 30, (l) => lines.push(l));
    expect(await storedReservation(r.id)).toMatchObject({ status: 'unpaid' });
    await expireUnpaid(workerClient(), BRAND, later(11), 30, (l) => lines.push(l));
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'abandoned',
      coupon_use: null,
      coupon_renter_use: null,
    });
    expect(
      await payByCard(
        cardPaymentDeps(),
        r.id,
        card(SANDBOX_CARDS.approve),
        'https://site.example/es/reserva/checkout',
        'es',
      ),
    ).toEqual({ ok: false, failure: 'expired' });
  });

  it('once its payment started (a card declined), keeps it for the whole payment window', async () => {
    const r = await prepaidWithCoupon();
    expect(
      await payByCard(
        cardPaymentDeps(),
        r.id,
        card(SANDBOX_CARDS.decline),
        'https://site.example/es/reserva/checkout',
        'es',
      ),
    ).toMatchObject({ ok: false, failure: 'declined' });
    await expireUnpaid(workerClient(), BRAND, later(29), 30, () => {});
    expect(await storedReservation(r.id)).toMatchObject({ status: 'unpaid' });
    await expireUnpaid(workerClient(), BRAND, later(31), 30, () => {});
    expect(await storedReservation(r.id)).toMatchObject({ status: 'abandoned' });
  });

  it('never abandons one whose payment is with the bank or PayPal (pending_payment)', async () => {
    const r = await prepaidWithCoupon();
    await updateReservation(siteClient(), r.id, { status: 'pending_payment' });
    await expireUnpaid(workerClient(), BRAND, later(120), 30, () => {});
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
    await expect(
      workerClient().update('reservations', r.id, { status: 'abandoned' }),
    ).rejects.toThrow();
  });

  it('the worker’s token makes no other change to a reservation', async () => {
    const r = await prepaidWithCoupon();
    const worker = workerClient();
    for (const patch of [
      { status: 'paid' },
      { status: 'cancelled' },
      { status: 'abandoned', totals: { total: 1 } },
      { coupon_use: null },
      { preferences: {} },
    ])
      await expect(worker.update('reservations', r.id, patch)).rejects.toThrow();
    expect(await storedReservation(r.id)).toMatchObject({ status: 'unpaid' });
    // …and the site's token abandons one only while unpaid (its checkout left), never mid-payment.
    await updateReservation(siteClient(), r.id, { status: 'pending_payment' });
    await expect(
      siteClient().update('reservations', r.id, { status: 'abandoned' }),
    ).rejects.toThrow();
  });
});
