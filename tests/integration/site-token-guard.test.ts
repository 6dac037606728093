import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, asSite } from './helpers.ts';
import {
  bookedReservation,
  seedCars,
  siteReservation,
  storedPayments,
  storedReservation,
} from './booking-support.ts';

/**
 * With the site's token, `totals.total` of a reservation was set to 1, its status to
 * paid, and a captured payment of 1 cent created. Least privilege on Directus Core (which
 * drops field and validation rules from permissions): the website-guard hook
 * (services/cms/extensions/website-guard) lets the token write only what the site's code
 * writes. Each call here uses the site's real token, as a thief of it would.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const payment = (reservation: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  reservation,
  brand: 'firefly',
  provider: 'sandbox',
  provider_reference: `it-${randomUUID()}`,
  amount: 1,
  currency: 'USD',
  status: 'captured',
  card_brand: 'visa',
  card_last4: '4242',
  ...overrides,
});

const refused = async (res: Response) => {
  expect(res.status).toBe(403);
  return (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
};

describe('the site token may not', () => {
  it('change the price, the renter, the car or the dates of a reservation', async () => {
    const r = await bookedReservation(car, 'prepaid');
    for (const patch of [
      { totals: { total: 1 } },
      { client: { name: 'X' } },
      { car: randomUUID() },
      { return_date: '9999-12-31T15:00:00Z' },
      { brand: 'tucan' },
      { extras: {} },
    ]) {
      const body = await refused(await asSite('PATCH', `/items/reservations/${r.id}`, patch));
      expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const stored = await storedReservation(r.id);
    expect(stored.totals.total).toBe(r.total);
  });

  it('mark a reservation paid without a captured payment of its total', async () => {
    const r = await bookedReservation(car, 'prepaid');
    await refused(
      await asSite('PATCH', `/items/reservations/${r.id}`, {
        status: 'paid',
        payment_type: 'card',
      }),
    );
    await refused(
      await asSite('PATCH', `/items/reservations/${r.id}`, {
        totals: { total: 1 },
        status: 'paid',
      }),
    );
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'unpaid',
      payment_type: 'unpaid',
    });
  });

  it('record a captured payment of 1 cent, or any amount but the stored total', async () => {
    const r = await bookedReservation(car, 'prepaid');
    await refused(await asSite('POST', '/items/payments', payment(r.id)));
    await refused(await asSite('POST', '/items/payments', payment(r.id, { amount: r.total - 1 })));
    await refused(
      await asSite(
        'POST',
        '/items/payments',
        payment(r.id, { amount: r.total, status: 'authorized' }),
      ),
    );
    await refused(
      await asSite('POST', '/items/payments', payment(randomUUID(), { amount: r.total })),
    );
    expect(await storedPayments(r.id)).toEqual([]);
  });

  it('create a reservation already paid or checked in', async () => {
    const row = (o: Record<string, unknown>) => ({
      id: randomUUID(),
      code: `IT${randomUUID().slice(0, 10).toUpperCase()}`,
      brand: 'firefly',
      ...o,
    });
    await refused(await asSite('POST', '/items/reservations', row({ status: 'paid' })));
    await refused(
      await asSite('POST', '/items/reservations', row({ status: 'unpaid', payment_type: 'card' })),
    );
    await refused(
      await asSite(
        'POST',
        '/items/reservations',
        row({ status: 'unpaid', precheckin_status: 'completed' }),
      ),
    );
    await refused(
      await asSite('POST', '/items/reservations', row({ status: 'unpaid', totals: { total: 0 } })),
    );
  });

  it('store a reservation that is not the whole booking the site makes', async () => {
    const a = await admin();
    const count = async () =>
      (await a.get<unknown[]>('/items/reservations?limit=-1&fields=id')).length;
    const before = await count();
    const whole = await siteReservation(car);
    const { client: renter } = whole as unknown as { client: Record<string, unknown> };
    for (const body of [
      { code: 'F-7K3M9Q', brand: 'firefly' },
      {
        id: randomUUID(),
        code: `IT${randomUUID().slice(0, 8)}`,
        brand: 'firefly',
        status: 'unpaid',
      },
      { ...whole, code: 'ROLE-123' },
      { ...whole, code: whole.code.replace(/^F/, 'T') },
      { ...whole, brand: 'nobody', code: whole.code.replace(/^F/, 'N') },
      { ...whole, totals: undefined },
      { ...whole, totals: { total: 1 } },
      { ...whole, car: undefined },
      { ...whole, pickup_branch: undefined },
      { ...whole, return_date: whole.pickup_date },
      { ...whole, client: { ...renter, email: '' } },
      { ...whole, client: undefined },
      { ...whole, reservation_type: undefined },
      { ...whole, status: undefined },
    ]) {
      const row = { ...body, id: randomUUID() };
      await refused(await asSite('POST', '/items/reservations', row));
      await refused(await asSite('POST', '/availability/reservations', row));
    }
    expect(await count()).toBe(before);
    // The whole booking is stored, by either way in.
    expect([200, 204]).toContain((await asSite('POST', '/items/reservations', whole)).status);
    const again = await siteReservation(car);
    expect((await asSite('POST', '/availability/reservations', again)).status).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('rewrite a payment: its amount, a settled result, or delete it', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const pending = payment(r.id, { amount: r.total, status: 'pending' });
    expect([200, 204]).toContain((await asSite('POST', '/items/payments', pending)).status);
    await refused(await asSite('PATCH', `/items/payments/${pending.id}`, { amount: 1 }));
    await refused(await asSite('PATCH', `/items/payments/${pending.id}`, { status: 'authorized' }));
    expect([200, 204]).toContain(
      (await asSite('PATCH', `/items/payments/${pending.id}`, { status: 'declined' })).status,
    );
    await refused(await asSite('PATCH', `/items/payments/${pending.id}`, { status: 'captured' }));
    expect((await asSite('DELETE', `/items/payments/${pending.id}`)).status).toBe(403);
    expect(await storedPayments(r.id)).toMatchObject([
      { id: pending.id, status: 'declined', amount: r.total },
    ]);
  });

  it('undo a paid reservation or move a prepaid one to pay at the counter', async () => {
    const prepaid = await bookedReservation(car, 'prepaid');
    await refused(
      await asSite('PATCH', `/items/reservations/${prepaid.id}`, {
        status: 'confirmed',
        payment_type: 'counter',
      }),
    );
    const a = await admin();
    await a.patch(`/items/reservations/${prepaid.id}`, { status: 'paid', payment_type: 'card' });
    await refused(await asSite('PATCH', `/items/reservations/${prepaid.id}`, { status: 'unpaid' }));
  });
});

describe('what the token still may do (the residual risk, docs/security.md)', () => {
  it('records a capture of the whole stored total and marks the reservation paid, as the site does after the gateway approves', async () => {
    const r = await bookedReservation(car, 'prepaid');
    expect([200, 204]).toContain(
      (await asSite('POST', '/items/payments', payment(r.id, { amount: r.total }))).status,
    );
    expect([200, 204]).toContain(
      (
        await asSite('PATCH', `/items/reservations/${r.id}`, {
          status: 'paid',
          payment_type: 'card',
        })
      ).status,
    );
    // A second capture of a reservation already paid is refused.
    await refused(await asSite('POST', '/items/payments', payment(r.id, { amount: r.total })));
  });

  it('staff are not concerned: an administrator changes any field', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const a = await admin();
    await a.patch(`/items/reservations/${r.id}`, { totals: { total: 1 }, status: 'cancelled' });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'cancelled',
      totals: { total: 1 },
    });
  });
});
