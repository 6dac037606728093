import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import { releaseCheckout } from '../../apps/web/src/lib/booking/release.ts';
import type { Holder } from '../../apps/web/src/lib/booking/holds.ts';
import { asAnotherProcess } from './helpers.ts';
import {
  bookingDeps,
  renter,
  reservationRequest,
  seedCars,
  siteClient,
  storedReservation,
  BRAND,
} from './booking-support.ts';

/**
 * What one visitor may hold unpaid (docs/reservation-flow.md "Holds"): per address and per
 * renter contact, against the suite's real Directus; a checkout left gives its car back at once.
 * Dates of their own, so these holds take no unit another test counts on.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const trip = { pickupAt: '2026-12-14T15:00:00.000Z', returnAt: '2026-12-16T15:00:00.000Z' };
const holder = (
  address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
): Holder => ({
  address,
  limits: { perAddress: 3, perContact: 2 },
  secret: 'integration-hold-secret',
});
/** A renter of the test's own: unique e-mail and phone (the suite's renters share one phone). */
const someone = (over: Record<string, unknown> = {}) =>
  renter({ phone_number: `+507 6${randomUUID().replace(/\D/g, '').slice(0, 7)}`, ...over });
const book = (who: Holder, client = someone(), type: 'prepaid' | 'postpaid' = 'prepaid') =>
  createReservation(
    bookingDeps(),
    reservationRequest(car, { ...trip, reservationType: type, client }),
    who,
  );
const idOf = (r: Awaited<ReturnType<typeof book>>) => {
  if (!r.ok) throw new Error(`not stored: ${JSON.stringify(r)}`);
  return r.reservation.id;
};

describe('holds per renter contact', () => {
  it('a third unpaid booking for one e-mail is refused, from any address, and stores nothing', async () => {
    const client = someone();
    const first = idOf(await book(holder(), client));
    idOf(await book(holder(), { ...client, phone_number: '+507 6000-0001' }));
    const third = await book(holder(), { ...client, phone_number: '+507 6000-0002' });
    expect(third).toEqual({ ok: false, kind: 'holding' });
    // Leaving one checkout gives its hold back: the renter may book again.
    expect(await releaseCheckout({ cms: siteClient(), brand: BRAND }, first)).toBe(true);
    expect((await storedReservation(first)).status).toBe('abandoned');
    idOf(await book(holder(), { ...client, phone_number: '+507 6000-0003' }));
  });

  it('counts the phone as the same contact whatever the e-mail', async () => {
    const phone = `+507 6${Math.floor(Math.random() * 1e7)}`;
    idOf(await book(holder(), someone({ phone_number: phone })));
    idOf(await book(holder(), someone({ phone_number: phone })));
    expect(await book(holder(), someone({ phone_number: phone }))).toEqual({
      ok: false,
      kind: 'holding',
    });
  });

  it('stores the keys as keyed hashes: no e-mail, phone or address in them', async () => {
    const client = someone();
    const who = holder();
    const stored = await storedReservation(idOf(await book(who, client)));
    expect(stored.hold_keys).toMatch(/^a:[0-9a-f]{16} e:[0-9a-f]{16} p:[0-9a-f]{16}$/);
    expect(String(stored.hold_keys)).not.toContain(client.email);
    expect(String(stored.hold_keys)).not.toContain(who.address);
  });
});

describe('holds per address', () => {
  it('a fourth unpaid booking from one address is refused whoever the renters are', async () => {
    const who = holder();
    for (let i = 0; i < 3; i++) idOf(await book(who, someone()));
    expect(await book(who, someone())).toEqual({
      ok: false,
      kind: 'holding',
    });
  });

  it('two site processes storing at once for one address keep to the limit', async () => {
    const who = holder();
    const other = await asAnotherProcess(
      () => import('../../apps/web/src/lib/booking/reservations.ts'),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other.createReservation : createReservation)(
          bookingDeps(),
          reservationRequest(car, { ...trip, reservationType: 'prepaid', client: someone() }),
          who,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.kind === 'holding')).toHaveLength(3);
  });
});

describe('leaving the checkout', () => {
  it('releases only an unpaid booking of this brand, by its id', async () => {
    const deps = { cms: siteClient(), brand: BRAND };
    const id = idOf(await book(holder(), someone(), 'postpaid'));
    expect(await releaseCheckout({ ...deps, brand: 'tucan' }, id)).toBe(false);
    expect(await releaseCheckout(deps, 'not-an-id')).toBe(false);
    expect(await releaseCheckout(deps, randomUUID())).toBe(false);
    expect(await releaseCheckout(deps, id)).toBe(true);
    expect((await storedReservation(id)).status).toBe('abandoned');
    // A second release changes nothing.
    expect(await releaseCheckout(deps, id)).toBe(false);
  });

  it('the same submission sent again after its checkout was left books anew, not the released one', async () => {
    const deps = { cms: siteClient(), brand: BRAND };
    const request = reservationRequest(car, {
      ...trip,
      reservationType: 'postpaid',
      client: someone(),
    });
    const first = idOf(await createReservation(bookingDeps(), request, holder()));
    expect(await releaseCheckout(deps, first)).toBe(true);
    const again = await createReservation(bookingDeps(), request, holder());
    expect(again).toMatchObject({ ok: true, reservation: { status: 'unpaid' } });
    expect(idOf(again)).not.toBe(first);
    // And a plain repeat of that one is the same booking.
    expect(idOf(await createReservation(bookingDeps(), request, holder()))).toBe(idOf(again));
  });

  it('a trusted address (no holder) is not bounded', async () => {
    const client = someone();
    for (let i = 0; i < 3; i++)
      idOf(
        await createReservation(
          bookingDeps(),
          reservationRequest(car, { ...trip, reservationType: 'prepaid', client }),
        ),
      );
  });
});
