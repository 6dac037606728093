import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmPayLater } from '../../apps/web/src/lib/booking/paying/index.ts';
import { createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import { branchStock, carStock } from '../../apps/web/src/lib/records/availability.ts';
import { findReservation } from '../../apps/web/src/lib/records/booking.ts';
import { admin, asSite } from './helpers.ts';
import {
  bookAtOnce,
  bookExtrasAtOnce,
  bookingRequest,
  extraRow,
  inventoryCar,
  moveTwoAtOnce,
  PICKUP_AT,
  RETURN_AT,
  setUnits,
  siteInstance,
  storedForDates,
  storedWithExtras,
  type InventoryTarget,
} from './inventory-support.ts';

/**
 * The site sells exactly the units staff keep in `fleet_units`, on the embedded
 * SQLite (PostgreSQL: postgres.test.ts). The check runs in the CMS, inside the transaction that
 * stores the reservation (services/cms/extensions/website-guard/stock.js).
 */
let target: InventoryTarget;
let inv: Awaited<ReturnType<typeof inventoryCar>>;
const period = { pickupAt: new Date(PICKUP_AT), returnAt: new Date(RETURN_AT) };

/** The occupancy report's line for the scenario's class at its branch. */
async function occupancyLine(from: string, days: number) {
  const report = await (
    await admin()
  ).get<{
    lines: { branch: { code: string }; class: string; units: number; used: number[] }[];
  }>(`/availability/occupancy?from=${from}&days=${days}&format=json`);
  return report.lines.find((l) => l.branch.code === 'BOQ' && l.class === inv.car.class);
}

/** Directus' activity and revisions of reservations: what a write left in its history. */
async function traces() {
  const count = async (path: string) =>
    Number((await (await admin()).get<{ count: number | string }[]>(path))[0].count);
  return {
    activity: await count('/activity?filter[collection][_eq]=reservations&aggregate[count]=*'),
    revisions: await count('/revisions?filter[collection][_eq]=reservations&aggregate[count]=*'),
  };
}

// The suite's access tokens are short-lived (auth tests need them to expire): log in per use.
beforeAll(async () => {
  const cms = inject('cms');
  target = { url: cms.url, siteToken: cms.siteToken };
  inv = await inventoryCar(await admin());
  await setUnits(await admin(), inv.row.id, 3);
});
afterAll(async () => setUnits(await admin(), inv.row.id, inv.row.units));

describe('inventory: the last car is never sold twice', () => {
  it('50 renters at once through two site instances: exactly 3 are booked, the others are told and offered other cars', async () => {
    const results = await bookAtOnce(target, inv.car.id, 50);
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    const soldOut = results.flatMap((r) => (!r.ok && r.kind === 'soldOut' ? [r] : []));
    expect(soldOut).toHaveLength(47);
    for (const r of soldOut) {
      expect(r.alternatives.length).toBeGreaterThan(0);
      expect(r.alternatives.every((c) => c.class !== inv.car.class)).toBe(true);
    }
    expect(await storedForDates(await admin(), inv.car.id, inv.branch.id)).toHaveLength(3);
  }, 120_000);

  it('a booking refused at its unit leaves nothing behind: no reservation, activity or revision', async () => {
    // The test above took the class's three units for these dates.
    const before = await traces();
    const refused = await createReservation(siteInstance(target), bookingRequest(inv.car.id));
    expect(refused).toMatchObject({ ok: false, kind: 'soldOut' });
    expect(await traces()).toEqual(before);
    expect(await storedForDates(await admin(), inv.car.id, inv.branch.id)).toHaveLength(3);
  });

  /*
   * The website's booking is its own record (date_created, the website's only way in), and its
   * revision would be a second copy of the renter's details: neither is written (two
   * inserts of every booking's transaction). What staff change afterwards is tracked as always.
   */
  it("a booking the website stores leaves no activity or revision; staff's edit of it does", async () => {
    const before = await traces();
    const stored = await createReservation(
      siteInstance(target),
      bookingRequest(inv.car.id, {
        pickupAt: '2027-08-02T15:00:00.000Z',
        returnAt: '2027-08-04T15:00:00.000Z',
      }),
    );
    if (!stored.ok) throw new Error(`not stored: ${JSON.stringify(stored)}`);
    expect(await traces()).toEqual(before);
    await (await admin()).patch(`/items/reservations/${stored.reservation.id}`, { language: 'en' });
    expect(await traces()).toEqual({
      activity: before.activity + 1,
      revisions: before.revisions + 1,
    });
  });

  it('staff see the occupancy per class per branch per day, one click away in Studio', async () => {
    const line = await occupancyLine('2027-06-01', 5);
    // Out from the pickup on the 2nd until the return on the 4th plus the branch's turnaround.
    expect(line).toMatchObject({ units: 3, used: [0, 3, 3, 3, 0] });

    const cms = inject('cms');
    const login = await fetch(`${cms.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cms.adminEmail, password: cms.adminPassword }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const page = await fetch(`${cms.url}/availability/occupancy?from=2027-06-01`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Ocupación de la flota');
    expect(html).toContain('BOQ · Boquete');
    expect(html).toContain('mié 02/06');
    expect((await asSite('GET', '/availability/occupancy')).status).toBe(403);

    const settings = await (
      await admin()
    ).get<{ module_bar: { id: string; url?: string }[] }>('/settings?fields=module_bar');
    expect(settings.module_bar.find((m) => m.id === 'occupancy')?.url).toBe(
      '/availability/occupancy',
    );
  });

  it('the availability endpoint tells the site what is left, for those dates and others', async () => {
    const site = siteInstance(target).cms;
    const stock = await branchStock(site, { branch: inv.branch.id, ...period });
    expect(stock[inv.car.class]).toEqual({ units: 3, left: 0 });
    const nextWeek = {
      pickupAt: new Date(period.pickupAt.getTime() + 7 * 86_400_000),
      returnAt: new Date(period.returnAt.getTime() + 7 * 86_400_000),
    };
    expect(
      (await branchStock(site, { branch: inv.branch.id, ...nextWeek }))[inv.car.class],
    ).toEqual({ units: 3, left: 3 });
    const car = await carStock(site, { car: inv.car.id, branch: inv.branch.id, ...period });
    expect(car).toEqual({ class: inv.car.class, units: 3, left: 0 });
    // Anyone else is refused.
    const anonymous = await fetch(
      `${target.url}/availability?branch=${inv.branch.id}&from=${PICKUP_AT}&to=${RETURN_AT}`,
    );
    expect(anonymous.status).toBe(403);
  });

  it('the setup made the index the inventory reads bookings by; only administrators ask for it', async () => {
    const a = await admin();
    // The setup ran before this suite (global-setup.ts): GET only reads the catalogue.
    expect(await a.get('/availability/indexes')).toEqual({
      indexes: ['reservations_car_return_date_index'],
    });
    expect(await a.post('/availability/indexes', {})).toEqual({
      indexes: ['reservations_car_return_date_index'],
    });
    for (const method of ['GET', 'POST'])
      expect(
        (
          await fetch(`${target.url}/availability/indexes`, {
            method,
            headers: { authorization: `Bearer ${target.siteToken}` },
          })
        ).status,
      ).toBe(403);
  });

  it('two held bookings moved onto the last unit at once: one is stored, the other refused', async () => {
    const result = await moveTwoAtOnce(target, await admin());
    expect(result).toEqual({ stored: 1, refused: [409], heldInWeekB: 2 });
  });

  it('a cancelled booking gives its unit back to the next renter', async () => {
    const [held] = await storedForDates(await admin(), inv.car.id, inv.branch.id);
    await (await admin()).patch(`/items/reservations/${held.id}`, { status: 'cancelled' });
    const next = await createReservation(siteInstance(target), bookingRequest(inv.car.id));
    expect(next.ok).toBe(true);
    const again = await createReservation(siteInstance(target), bookingRequest(inv.car.id));
    expect(again).toMatchObject({ ok: false, kind: 'soldOut' });
  }, 60_000);

  it('a booking whose unit is gone (staff took one car away) is not confirmed, by the site nor by its token', async () => {
    await setUnits(await admin(), inv.row.id, 4);
    const later = await createReservation(
      siteInstance(target),
      bookingRequest(inv.car.id, { reservationType: 'postpaid' }),
    );
    if (!later.ok) throw new Error(JSON.stringify(later));
    await setUnits(await admin(), inv.row.id, 3);
    const deps = { ...siteInstance(target), card: null, paypal: null };
    expect(await confirmPayLater(deps, later.reservation.id)).toEqual({
      ok: false,
      failure: 'soldOut',
    });
    const confirm = { status: 'confirmed', payment_type: 'counter' };
    // Through /items the check could not hold the inventory's locks: refused outright.
    const direct = await asSite('PATCH', `/items/reservations/${later.reservation.id}`, confirm);
    expect(direct.status).toBe(403);
    const locked = await asSite('POST', `/availability/reservations/${later.reservation.id}`, {
      patch: confirm,
    });
    expect(locked.status).toBe(409);
    expect(
      (await (await admin()).get<{ status: string }>(`/items/reservations/${later.reservation.id}`))
        .status,
    ).toBe('unpaid');
  }, 60_000);
});

describe('inventory: extras are counted like cars', () => {
  let seats: { id: string; units: number };
  beforeAll(async () => {
    seats = await extraRow(await admin(), 'child-seat');
    await setUnits(await admin(), seats.id, 2);
    // Cars to spare on the extras' dates: only the seats can run out.
    await setUnits(await admin(), inv.row.id, 40);
  });
  afterAll(async () => {
    await setUnits(await admin(), seats.id, seats.units);
    await setUnits(await admin(), inv.row.id, 3);
  });

  it('30 renters at once for the last 2 child seats: exactly 2 get one, the others are told which extra ran out', async () => {
    const results = await bookExtrasAtOnce(target, inv.car.id, 30, { 'child-seat': 1 });
    const booked = results.filter((r) => r.ok);
    expect(booked).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.kind === 'extraSoldOut')).toEqual(
      Array.from({ length: 28 }, () => ({ ok: false, kind: 'extraSoldOut', extra: 'child-seat' })),
    );
    const stored = await storedWithExtras(await admin());
    expect(stored.map((r) => r.extra_units)).toEqual(['|child-seat=1|', '|child-seat=1|']);
    // The seat is on the bill the server priced: 2 days at 8.00.
    const created = await findReservation(siteInstance(target).cms, stored[0].id);
    expect(created?.extras.lines).toContainEqual(
      expect.objectContaining({ kind: 'extra', code: 'child-seat', amount: 1600 }),
    );
    // Staff's occupancy report counts the seats out, day by day.
    const report = await (
      await admin()
    ).get<{ lines: { branch: { code: string }; extra?: string; units: number; used: number[] }[] }>(
      '/availability/occupancy?from=2027-07-06&days=4&format=json',
    );
    expect(
      report.lines.find((l) => l.branch.code === 'BOQ' && l.extra === 'child-seat'),
    ).toMatchObject({ units: 2, used: [0, 2, 2, 2] });
  }, 120_000);

  it('a cancelled booking gives its seats back; a booking never takes more than are left', async () => {
    const [first] = await storedWithExtras(await admin());
    const two = await bookExtrasAtOnce(target, inv.car.id, 1, { 'child-seat': 2 });
    expect(two[0]).toMatchObject({ ok: false, kind: 'extraSoldOut' });
    await (await admin()).patch(`/items/reservations/${first.id}`, { status: 'cancelled' });
    expect((await bookExtrasAtOnce(target, inv.car.id, 1, { 'child-seat': 2 }))[0]).toMatchObject({
      ok: false,
      kind: 'extraSoldOut',
    });
    expect((await bookExtrasAtOnce(target, inv.car.id, 1, { 'child-seat': 1 }))[0].ok).toBe(true);
    // A GPS is not a seat: it has its own stock.
    expect((await bookExtrasAtOnce(target, inv.car.id, 1, { gps: 1 }))[0].ok).toBe(true);
  }, 60_000);
});
