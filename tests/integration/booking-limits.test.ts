import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { applyCouponCode, createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import { admin, asAnotherProcess, asSite } from './helpers.ts';
import {
  BRAND,
  bookingDeps,
  NOW,
  reservationRequest,
  reservationsOf,
  renter,
  seedCars,
  siteConfigId,
  siteReservation,
  storedReservation,
} from './booking-support.ts';
import type { Locale } from '@rental/domain/locale';

/**
 * The server refuses what the brand's limits refuse: a rental longer than
 * max_rental_days, a pickup beyond booking_horizon_days, and a coupon past its total or
 * per-renter limit, also when two bookings race for its last use.
 */
let cars: Awaited<ReturnType<typeof seedCars>>;
beforeAll(async () => {
  cars = await seedCars();
});

describe('booking horizon and maximum rental length', () => {
  it('every brand has the fields, with 60 days and 365 days ahead', async () => {
    const sites = await (
      await admin()
    ).get<{ max_rental_days: number; booking_horizon_days: number }[]>(
      '/items/sites_config?fields=max_rental_days,booking_horizon_days',
    );
    expect(sites.length).toBeGreaterThan(0);
    for (const site of sites)
      expect(site).toEqual({ max_rental_days: 60, booking_horizon_days: 365 });
  });

  it.each([
    [
      'a return on 9999-12-31 (2,912,106 days, once paid)',
      { returnAt: '9999-12-31T15:00:00.000Z' },
      { key: 'maximumDays', params: { days: 60 } },
    ],
    [
      'a pickup in 2200',
      { pickupAt: '2200-01-05T15:00:00.000Z', returnAt: '2200-01-08T15:00:00.000Z' },
      { key: 'beyondHorizon', params: { days: 365 } },
    ],
  ] as const)('refuses %s and stores nothing', async (_what, dates, problem) => {
    const request = reservationRequest(cars.allowed.id, dates);
    const result = await createReservation(bookingDeps(), request);
    expect(result).toMatchObject({ ok: false, kind: 'rules' });
    expect(result.ok === false && result.kind === 'rules' && result.problems).toContainEqual(
      problem,
    );
    expect(await reservationsOf(request.client.email)).toHaveLength(0);
  });

  it('decides with the limits staff set now', async () => {
    const a = await admin();
    const id = await siteConfigId();
    await a.patch(`/items/sites_config/${id}`, { max_rental_days: 2 });
    try {
      const request = reservationRequest(cars.allowed.id); // three rental days
      const result = await createReservation(bookingDeps(), request);
      expect(result.ok === false && result.kind === 'rules' && result.problems).toContainEqual({
        key: 'maximumDays',
        params: { days: 2 },
      });
    } finally {
      await a.patch(`/items/sites_config/${id}`, { max_rental_days: 60 });
    }
    expect((await createReservation(bookingDeps(), reservationRequest(cars.allowed.id))).ok).toBe(
      true,
    );
  });
});

/** A coupon of this test's own, with the limits given. */
async function limitedCoupon(limits: {
  max_uses?: number | null;
  max_uses_per_renter?: number | null;
}): Promise<string> {
  const code = `LIM${randomUUID().slice(0, 8).toUpperCase()}`;
  await (
    await admin()
  ).post('/items/coupons', { code, discountPercent: 10, brands: [], active: true, ...limits });
  return code;
}

/** The booking module loaded afresh with its own CMS client: no lock in memory shared with another copy, as in two site processes. */
async function separateProcess() {
  const [{ createReservation: create }, { createCmsClient }, { loadBookingData }] =
    await asAnotherProcess(() =>
      Promise.all([
        import('../../apps/web/src/lib/booking/reservations.ts'),
        import('../../apps/web/src/lib/cms/client.ts'),
        import('../../apps/web/src/lib/booking/catalog.ts'),
      ]),
    );
  const cms = inject('cms');
  const deps = () => {
    const client = createCmsClient({ url: cms.url, staticToken: cms.siteToken });
    return {
      cms: client,
      brand: BRAND,
      now: () => NOW,
      loadData: (locale: Locale) => loadBookingData(client, BRAND, locale),
    };
  };
  return { createReservation: create, deps };
}

const book = (coupon: string, email?: string, deps = bookingDeps()) =>
  createReservation(
    deps,
    reservationRequest(cars.allowed.id, { coupon, client: renter(email ? { email } : {}) }),
  );

describe('coupon use limits', () => {
  it('counts uses per renter e-mail (whatever its case) and in all, and says which limit was reached', async () => {
    const code = await limitedCoupon({ max_uses: 2, max_uses_per_renter: 1 });
    const ana = `ana-${randomUUID().slice(0, 8)}@example.com`;
    const first = await book(code, ana);
    expect(first.ok).toBe(true);
    expect(await book(code, ` ${ana.toUpperCase()} `)).toEqual({
      ok: false,
      kind: 'coupon',
      problem: 'couponRenterLimit',
    });
    expect((await book(code)).ok).toBe(true);
    expect(await applyCouponCode(bookingDeps(), code)).toEqual({
      ok: false,
      problem: 'couponUsedUp',
    });
    const refused = reservationRequest(cars.allowed.id, { coupon: code });
    expect(await createReservation(bookingDeps(), refused)).toEqual({
      ok: false,
      kind: 'coupon',
      problem: 'couponUsedUp',
    });
    expect(await reservationsOf(refused.client.email)).toHaveLength(0);

    // Each reservation holds a numbered use; staff give one back by clearing it.
    if (!first.ok) throw new Error('first');
    const stored = await storedReservation(first.reservation.id);
    expect(stored.coupon_use).toBe(`${code}#1`);
    expect(stored.coupon_renter_use).toMatch(new RegExp(`^${code}\\|[0-9a-f]{24}#1$`));
    expect(JSON.stringify(stored.coupon_renter_use)).not.toContain('example.com');
    await (
      await admin()
    ).patch(`/items/reservations/${first.reservation.id}`, {
      coupon_use: null,
      coupon_renter_use: null,
    });
    expect((await book(code, ana)).ok).toBe(true);
  });

  it('a coupon without limits still numbers its uses, so a limit set later counts them', async () => {
    const code = await limitedCoupon({});
    for (let i = 0; i < 3; i++) expect((await book(code)).ok).toBe(true);
    const [coupon] = await (
      await admin()
    ).get<{ id: string }[]>(`/items/coupons?filter[code][_eq]=${code}&fields=id`);
    await (await admin()).patch(`/items/coupons/${coupon.id}`, { max_uses: 3 });
    expect(await applyCouponCode(bookingDeps(), code)).toEqual({
      ok: false,
      problem: 'couponUsedUp',
    });
  });

  it('the last use goes to one of many simultaneous bookings, in one process', async () => {
    const code = await limitedCoupon({ max_uses: 2 });
    const results = await Promise.all(Array.from({ length: 5 }, () => book(code)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array(3).fill({ ok: false, kind: 'coupon', problem: 'couponUsedUp' }),
    );
  });

  it('the last use goes to one booking when two site processes race for it (the unique use field decides)', async () => {
    const code = await limitedCoupon({ max_uses: 1 });
    const [one, two] = [await separateProcess(), await separateProcess()];
    expect(one.createReservation).not.toBe(two.createReservation);
    const request = () => reservationRequest(cars.allowed.id, { coupon: code });
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([
        one.createReservation(one.deps(), request()),
        two.createReservation(two.deps(), request()),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(round === 0 ? 1 : 0);
      expect(results.filter((r) => !r.ok)).toEqual(
        Array(round === 0 ? 1 : 2).fill({ ok: false, kind: 'coupon', problem: 'couponUsedUp' }),
      );
    }
    const uses = await (
      await admin()
    ).get<unknown[]>(
      `/items/reservations?filter[coupon_use][_starts_with]=${encodeURIComponent(`${code}#`)}&fields=id`,
    );
    expect(uses).toHaveLength(1);
  });

  it('the database refuses a second reservation holding the same use', async () => {
    const code = `DUP${randomUUID().slice(0, 8).toUpperCase()}`;
    const row = () => siteReservation(cars.allowed.id, { coupon_use: `${code}#1` });
    expect([200, 204]).toContain((await asSite('POST', '/items/reservations', await row())).status);
    expect((await asSite('POST', '/items/reservations', await row())).status).toBe(400);
  });
});

afterAll(() => vi.resetModules());
