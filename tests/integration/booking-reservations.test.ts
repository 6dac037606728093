import { formatCents } from '@rental/domain/money';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_CODE } from '@rental/domain/reservation/code';
import { applyCouponCode, createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import type { Coverage } from '../../apps/web/src/lib/cms/types.ts';
import { admin } from './helpers.ts';
import {
  BRAND,
  bookingDeps,
  RETURN_AT,
  expectedQuote,
  NOW,
  PICKUP_AT,
  reservationRequest,
  reservationsOf,
  seedCars,
  storedReservation,
} from './booking-support.ts';

/**
 * createReservation and applyCouponCode against the real Directus: what is stored, and that
 * the stored price is always the server's (SPEC §3/§5, docs/reservation-flow.md).
 */
let cars: Awaited<ReturnType<typeof seedCars>>;
beforeAll(async () => {
  cars = await seedCars();
});

describe('createReservation: a valid request', () => {
  it('stores one unpaid reservation with the price the shared price function computes', async () => {
    const request = reservationRequest(cars.allowed.id);
    const result = await createReservation(bookingDeps(), request);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.reservation.code).toMatch(RESERVATION_CODE);
    expect(result.reservation.code.startsWith('F-')).toBe(true);

    const [stored, ...others] = await reservationsOf(request.client.email);
    expect(others).toHaveLength(0);
    expect(stored.id).toBe(result.reservation.id);
    expect(stored).toMatchObject({
      code: result.reservation.code,
      brand: BRAND,
      status: 'unpaid',
      payment_type: 'unpaid',
      reservation_type: 'postpaid',
      car: cars.allowed.id,
      language: 'es',
      total_reservations_days: 3,
    });
    expect(new Date(stored.pickup_date).toISOString()).toBe(PICKUP_AT);
    expect(new Date(stored.return_date).toISOString()).toBe(RETURN_AT);
    expect(stored.idempotency_key).toMatch(/^[0-9a-f]{64}$/);

    const quote = await expectedQuote(request);
    if (!quote.ok) throw new Error(JSON.stringify(quote.problems));
    expect(stored.totals).toEqual(quote.price.totals);
    expect(result.reservation.totals).toEqual(quote.price.totals);
    expect(stored.extras).toMatchObject({
      coverages: ['basic-liability'],
      roadside: false,
      coupon: null,
      pickupBranchCode: 'PTY',
      returnBranchCode: 'PTY',
      lines: quote.price.lines,
    });

    // The same bill worked out by hand from the CMS records: car × 3 + liability × 3, PTY's airport fee, 7 % ITBMS.
    const a = await admin();
    const [pty] = await a.get<{ id: string; concessionFeePercent: number }[]>(
      '/items/branches?filter[code][_eq]=PTY&fields=id,concessionFeePercent',
    );
    const [liability] = await a.get<Pick<Coverage, 'dailyPrice'>[]>(
      '/items/coverages?filter[code][_eq]=basic-liability&fields=dailyPrice',
    );
    const subtotal = cars.allowed.price_firefly * 3 + liability.dailyPrice * 3;
    const airport = Math.round((subtotal * pty.concessionFeePercent) / 100);
    expect(stored.totals.total).toBe(
      subtotal + airport + Math.round(((subtotal + airport) * 7) / 100),
    );
    expect(stored.pickup_branch).toBe(pty.id);
    expect(stored.return_branch).toBe(pty.id);

    // The renter as typed, without the terms tick box, with the moment it was accepted and the
    // privacy notice's version (the seeded page, never updated).
    expect(Object.keys(stored.client)).not.toContain('terms');
    const { terms: _terms, ...typed } = request.client;
    expect(stored.client).toEqual({
      ...typed,
      // No opt-in was ticked: neither offers nor WhatsApp.
      marketing: false,
      whatsapp: false,
      terms_accepted_at: NOW.toISOString(),
      privacy_version: expect.stringMatching(/^privacidad@/),
    });
    // Studio's readable copies: the renter as columns, the bill as lines, the total in dollars.
    const copies = stored as unknown as Record<string, unknown>;
    expect(copies).toMatchObject({
      renter_name: typed.name,
      renter_last_name: typed.last_name,
      renter_email: typed.email,
      renter_license: typed.license,
    });
    // A decimal: text on PostgreSQL, a number on SQLite.
    expect(Number(copies.total)).toBe(stored.totals.total / 100);
    expect(String(copies.bill).split('\n').at(-1)).toBe(
      `Total — ${formatCents(stored.totals.total, 'es')}`,
    );
  });
});

describe('createReservation: a coverage that includes another', () => {
  it('charges full protection alone: the basic liability it includes is stored as chosen, not billed', async () => {
    const request = reservationRequest(cars.allowed.id, {
      coverages: ['basic-liability', 'full-protection'],
    });
    const result = await createReservation(bookingDeps(), request);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [stored] = await reservationsOf(request.client.email);
    const lines = (stored.extras.lines ?? []) as { kind: string; code?: string; amount: number }[];
    expect(lines.filter((l) => l.kind === 'coverage').map((l) => l.code)).toEqual([
      'full-protection',
    ]);
    const a = await admin();
    const [full] = await a.get<Pick<Coverage, 'dailyPrice' | 'includes'>[]>(
      '/items/coverages?filter[code][_eq]=full-protection&fields=dailyPrice,includes',
    );
    expect(full.includes).toEqual(['basic-liability', 'cdw']);
    const [pty] = await a.get<{ concessionFeePercent: number }[]>(
      '/items/branches?filter[code][_eq]=PTY&fields=concessionFeePercent',
    );
    const subtotal = cars.allowed.price_firefly * 3 + full.dailyPrice * 3;
    const airport = Math.round((subtotal * pty.concessionFeePercent) / 100);
    expect(stored.totals.total).toBe(
      subtotal + airport + Math.round(((subtotal + airport) * 7) / 100),
    );
    // Without the mandatory coverage but with one that includes it, the booking is accepted too.
    const alone = await createReservation(
      bookingDeps(),
      reservationRequest(cars.allowed.id, { coverages: ['full-protection'] }),
    );
    expect(alone.ok && alone.reservation.totals).toEqual(stored.totals);
  });
});

describe('createReservation: what the server does not take from the browser', () => {
  it('ignores a price, totals and a status sent with the request', async () => {
    const request = reservationRequest(cars.allowed.id, { reservationType: 'prepaid' });
    const tampered = {
      ...request,
      totals: { total: 1, subtotal: 1 },
      price: 1,
      status: 'paid',
      brand: 'tucan',
      client: { ...request.client, status: 'paid' },
    };
    const result = await createReservation(bookingDeps(), tampered);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const quote = await expectedQuote(request);
    if (!quote.ok) throw new Error('quote');
    const stored = await storedReservation(result.reservation.id);
    expect(stored.totals).toEqual(quote.price.totals);
    expect(stored.totals.total).toBeGreaterThan(1000);
    expect(stored).toMatchObject({ status: 'unpaid', brand: BRAND, reservation_type: 'prepaid' });
    expect(stored.client).not.toHaveProperty('status');
  });

  it.each([
    ['a car of a class the brand does not rent', () => cars.disallowed.id],
    ['an unknown car', () => randomUUID()],
  ])('refuses %s and stores nothing', async (_what, car) => {
    const request = reservationRequest(car());
    const result = await createReservation(bookingDeps(), request);
    expect(result).toMatchObject({ ok: false, kind: 'rules' });
    expect(result.ok === false && result.kind === 'rules' && result.problems).toContainEqual({
      key: 'carUnavailable',
    });
    expect(await reservationsOf(request.client.email)).toHaveLength(0);
  });

  it.each([
    ['a return before the pickup', { returnAt: '2026-11-25T15:00:00.000Z' }, 'returnBeforePickup'],
    [
      'a pickup today with less than 2 hours notice',
      { pickupAt: new Date(NOW.getTime() + 60 * 60 * 1000).toISOString() },
      'sameDayNotice',
    ],
    ['a pickup in the past', { pickupAt: '2026-11-22T15:00:00.000Z' }, 'pickupInPast'],
  ] as const)('refuses %s and stores nothing', async (_what, dates, key) => {
    const request = reservationRequest(cars.allowed.id, dates);
    const result = await createReservation(bookingDeps(), request);
    expect(result).toMatchObject({ ok: false, kind: 'rules' });
    expect(
      result.ok === false && result.kind === 'rules' && result.problems.map((p) => p.key),
    ).toContain(key);
    expect(await reservationsOf(request.client.email)).toHaveLength(0);
  });

  it('refuses a booking without the mandatory coverage, and a renter who did not accept the terms', async () => {
    const noCoverage = reservationRequest(cars.allowed.id, { coverages: ['cdw'] });
    expect(await createReservation(bookingDeps(), noCoverage)).toMatchObject({
      ok: false,
      kind: 'rules',
      problems: [{ key: 'coverage' }],
    });
    const noTerms = reservationRequest(cars.allowed.id);
    noTerms.client.terms = false as true;
    expect(await createReservation(bookingDeps(), noTerms)).toMatchObject({
      ok: false,
      kind: 'invalid',
      errors: { 'client.terms': 'terms' },
    });
    expect(await reservationsOf(noCoverage.client.email)).toHaveLength(0);
    expect(await reservationsOf(noTerms.client.email)).toHaveLength(0);
  });
});

describe('createReservation: idempotency', () => {
  it('stores a double submission once, and a changed booking with the same nonce anew', async () => {
    const deps = bookingDeps();
    const request = reservationRequest(cars.allowed.id);
    const [first, second] = await Promise.all([
      createReservation(deps, request),
      createReservation(deps, structuredClone(request)),
    ]);
    const third = await createReservation(bookingDeps(), structuredClone(request));
    if (!first.ok || !second.ok || !third.ok)
      throw new Error(JSON.stringify([first, second, third]));
    expect(second.reservation).toEqual(first.reservation);
    expect(third.reservation).toEqual(first.reservation);
    const once = await reservationsOf(request.client.email);
    expect(once.map((r) => r.id)).toEqual([first.reservation.id]);

    const changed = await createReservation(deps, { ...request, reservationType: 'prepaid' });
    if (!changed.ok) throw new Error(JSON.stringify(changed));
    expect(changed.reservation.id).not.toBe(first.reservation.id);
    expect(changed.reservation.code).not.toBe(first.reservation.code);
    const twice = await reservationsOf(request.client.email);
    expect(twice.map((r) => r.id).sort()).toEqual(
      [first.reservation.id, changed.reservation.id].sort(),
    );
    expect(new Set(twice.map((r) => r.idempotency_key)).size).toBe(2);
  });
});

describe('coupons', () => {
  it('applies a valid coupon whatever its case', async () => {
    for (const typed of ['BIENVENIDA10', 'bienvenida10', ' Bienvenida10 ']) {
      expect(await applyCouponCode(bookingDeps(), typed)).toEqual({
        ok: true,
        coupon: { code: 'BIENVENIDA10', percent: 10, amount: null },
      });
    }
  });

  it.each([
    ['EXPIRADO5', 'couponExpired'],
    ['expirado5', 'couponExpired'],
    ['NOEXISTE99', 'couponUnknown'],
    ['INACTIVO', 'couponUnknown'],
    ['VOLCAN20', 'couponUnknown'],
  ])('answers %s with %s', async (code, problem) => {
    expect(await applyCouponCode(bookingDeps(), code)).toEqual({ ok: false, problem });
  });

  it('lowers the stored total by the coupon, as the price function does', async () => {
    const request = reservationRequest(cars.allowed.id, { coupon: 'bienvenida10' });
    const result = await createReservation(bookingDeps(), request);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const withCoupon = await expectedQuote(request, {
      code: 'BIENVENIDA10',
      percent: 10,
      amount: null,
    });
    const without = await expectedQuote({ ...request, coupon: null });
    if (!withCoupon.ok || !without.ok) throw new Error('quote');
    const stored = await storedReservation(result.reservation.id);
    expect(stored.totals).toEqual(withCoupon.price.totals);
    expect(stored.totals.total).toBeLessThan(without.price.totals.total);
    expect(stored.totals.carTotal).toBe(without.price.totals.carTotal);
    expect(stored.extras.coupon).toBe('BIENVENIDA10');
    expect(stored.extras.lines).toContainEqual({
      kind: 'coupon',
      code: 'BIENVENIDA10',
      amount: -Math.round((without.price.totals.carTotal * 10) / 100),
    });
  });

  it.each([
    ['EXPIRADO5', 'couponExpired'],
    ['NOEXISTE99', 'couponUnknown'],
  ])('refuses a booking with %s (%s) and stores nothing', async (coupon, problem) => {
    const request = reservationRequest(cars.allowed.id, { coupon });
    expect(await createReservation(bookingDeps(), request)).toEqual({
      ok: false,
      kind: 'coupon',
      problem,
    });
    expect(await reservationsOf(request.client.email)).toHaveLength(0);
  });
});

describe('the CMS is down', () => {
  it('answers processing, for a reservation and for a coupon', async () => {
    const deps = bookingDeps({ url: 'http://127.0.0.1:59999', timeoutMs: 500 });
    const request = reservationRequest(cars.allowed.id, { coupon: 'BIENVENIDA10' });
    expect(await createReservation(deps, request)).toEqual({ ok: false, kind: 'processing' });
    expect(await createReservation(deps, { ...request, coupon: null })).toEqual({
      ok: false,
      kind: 'processing',
    });
    expect(await applyCouponCode(deps, 'BIENVENIDA10')).toEqual({
      ok: false,
      problem: 'processing',
    });
    expect(deps.lines.some((l) => l.startsWith('[booking]'))).toBe(true);
    expect(deps.lines.join('\n')).not.toContain(request.client.email);
    expect(await reservationsOf(request.client.email)).toHaveLength(0);
  });
});
