import { formatCents } from '@rental/domain/money';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeMyBooking, type ChangeDeps } from '../../apps/web/src/lib/my-booking/change.ts';
import { findMyBooking } from '../../apps/web/src/lib/my-booking/service.ts';
import { directusOutbox } from '../../apps/web/src/lib/outbox/directus.ts';
import { queueDueMessages } from '../../apps/web/src/lib/outbox/queue-due.ts';
import { BRAND, seedCars, storedReservation, workerClient } from './booking-support.ts';
import { admin, asSite } from './helpers.ts';
import { bookFor, type Booked } from './precheckin-support.ts';
import { BOOKED, changeDeps } from './change-support.ts';

/**
 * Changing a booking's trip from its page (lib/my-booking/change.ts) against the real
 * Directus and its website guard: a pay-later booking re-quoted and changed, a change breaking
 * a rule refused with the rule, a paid booking changed at the same total (its money moving:
 * change-money.test.ts), the
 * change's e-mails owed to the outbox — and the guard letting the site's token make exactly
 * that write and no other.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const deps = (): ChangeDeps => changeDeps();

async function opened(state: 'confirmed' | 'paid'): Promise<{ r: Booked; session: string }> {
  const r = await bookFor(car, state, BOOKED);
  const found = await findMyBooking(deps(), { code: r.code, identity: 'Pérez' });
  if (!found.ok) throw new Error(JSON.stringify(found));
  return { r, session: found.session };
}

const trip = (over: Record<string, unknown> = {}) => ({
  pickupBranch: 'PTY',
  returnBranch: 'PTY',
  pickupAt: BOOKED.pickupAt,
  returnAt: '2026-12-15T15:00:00.000Z',
  confirm: false,
  expectedTotal: null,
  ...over,
});

async function branchId(code: string): Promise<string> {
  const [row] = await (
    await admin()
  ).get<{ id: string }[]>(`/items/branches?filter[code][_eq]=${code}&fields=id`);
  return row!.id;
}

describe('changing a pay-later booking', () => {
  it('quotes the new trip first, stores nothing, then makes the change shown', async () => {
    const { r, session } = await opened('confirmed');
    const before = await storedReservation(r.id);
    const change = trip({ pickupBranch: 'ALB', pickupAt: '2026-12-10T14:00:00.000Z' });
    const quoted = await changeMyBooking(deps(), session, change);
    if (!quoted.ok || quoted.kind !== 'quote') throw new Error(JSON.stringify(quoted));
    const { preview } = quoted;
    expect(preview).toMatchObject({
      previousTotal: r.total,
      settlement: { kind: 'atCounter' },
      confirmable: true,
      trip: { pickupBranch: await branchId('ALB'), days: 6 },
    });
    // Six days instead of three, no airport fee at Albrook.
    expect(preview.bill.lines.map((l) => l.kind)).not.toContain('airportTax');
    expect(preview.difference).toBe(preview.bill.totals.total - r.total);
    expect(await storedReservation(r.id)).toMatchObject({ totals: before.totals });

    const changed = await changeMyBooking(deps(), session, {
      ...change,
      confirm: true,
      expectedTotal: preview.bill.totals.total,
    });
    if (!changed.ok || changed.kind !== 'changed') throw new Error(JSON.stringify(changed));
    expect(changed.booking).toMatchObject({
      standing: 'confirmed',
      trip: { pickupBranch: await branchId('ALB'), pickupDate: '2026-12-10T14:00:00.000Z' },
      bill: { totals: preview.bill.totals },
      dueAtCounter: preview.bill.totals.total,
    });
    const stored = await storedReservation(r.id);
    expect(stored).toMatchObject({
      status: 'confirmed',
      change_count: 1,
      total_reservations_days: 6,
      return_branch: await branchId('PTY'),
      totals: preview.bill.totals,
      extras: {
        pickupBranchCode: 'ALB',
        returnBranchCode: 'PTY',
        coverages: before.extras.coverages,
        roadside: before.extras.roadside,
        coupon: before.extras.coupon,
        lines: preview.bill.lines,
      },
    });
    // Studio's copies follow the change: the bill's last line and the total in dollars.
    const copies = stored as unknown as { bill: string; total: unknown };
    expect(copies.bill.split('\n').at(-1)).toBe(
      `Total — ${formatCents(preview.bill.totals.total, 'es')}`,
    );
    expect(Number(copies.total)).toBe(preview.bill.totals.total / 100);
    expect(new Date(String(stored.return_date)).toISOString()).toBe('2026-12-15T15:00:00.000Z');

    // The worker's sweep owes the change its e-mails: the renter's, the new pickup branch's,
    // and the one the pickup left (Tocumen → Albrook).
    const { store, reservations } = directusOutbox(workerClient(), BRAND);
    await queueDueMessages(reservations, store, new Date(), () => ({
      precheckinInvitationHours: 72,
      pickupReminderHours: 24,
      precheckinEnabled: true,
    }));
    const rows = await (
      await admin()
    ).get<{ key: string; recipient: string; language: string }[]>(
      `/items/email_outbox?filter[reservation][_eq]=${r.id}&fields=key,recipient,language&sort=key`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: `change_confirmation:${r.id}:1`, recipient: r.client.email, language: 'es' },
        {
          key: `staff_booking_changed:${r.id}:1`,
          recipient: 'sucursal.alb@rental.example',
          language: 'es',
        },
        {
          key: `staff_booking_changed:${r.id}:1:left`,
          recipient: 'sucursal.pty@rental.example',
          language: 'es',
        },
      ]),
    );
    expect(stored.extras).toMatchObject({ movedFromBranch: before.pickup_branch });
  });

  it('refuses a change that breaks a rule with that rule, and stores nothing', async () => {
    const { r, session } = await opened('confirmed');
    // Albrook opens at 07:00 on weekdays: 06:00 is closed.
    const closed = await changeMyBooking(
      deps(),
      session,
      trip({
        pickupBranch: 'ALB',
        pickupAt: '2026-12-10T11:00:00.000Z',
        confirm: true,
        expectedTotal: 1,
      }),
    );
    expect(closed).toEqual({
      ok: false,
      problem: 'rules',
      problems: [{ key: 'branchClosed', params: { which: 'pickup' } }],
    });
    const stored = await storedReservation(r.id);
    expect(stored.change_count ?? 0).toBe(0);
    expect(stored.totals.total).toBe(r.total);
  });

  it('does not make a change whose price moved after the quote', async () => {
    const { r, session } = await opened('confirmed');
    const moved = await changeMyBooking(
      deps(),
      session,
      trip({ confirm: true, expectedTotal: r.total }),
    );
    expect(moved).toMatchObject({
      ok: false,
      problem: 'priceMoved',
      preview: { confirmable: true },
    });
    expect((await storedReservation(r.id)).totals.total).toBe(r.total);
  });

  it('answers an invalid form field by field, and no session at all as not found', async () => {
    const { session } = await opened('confirmed');
    expect(await changeMyBooking(deps(), session, trip({ pickupAt: 'mañana' }))).toEqual({
      ok: false,
      problem: 'invalid',
      fields: { pickupAt: 'invalidDate' },
    });
    expect(await changeMyBooking(deps(), 'forged', trip())).toMatchObject({ ok: false });
  });
});

describe('changing a paid booking', () => {
  it('with the same total: changed, the payment stays as it is', async () => {
    const { r, session } = await opened('paid');
    const shifted = trip({
      pickupAt: '2026-12-11T15:00:00.000Z',
      returnAt: '2026-12-14T15:00:00.000Z',
    });
    const quoted = await changeMyBooking(deps(), session, shifted);
    expect(quoted).toMatchObject({
      ok: true,
      preview: { difference: 0, settlement: { kind: 'none' }, confirmable: true },
    });
    const changed = await changeMyBooking(deps(), session, {
      ...shifted,
      confirm: true,
      expectedTotal: r.total,
    });
    expect(changed).toMatchObject({ ok: true, kind: 'changed', booking: { standing: 'paid' } });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', change_count: 1 });
  });
});

describe('the website guard and a change of trip (the site’s real token)', () => {
  // The site stores a trip through the availability endpoint, in the transaction that holds the inventory's locks.
  const patch = (id: string, body: Record<string, unknown>) =>
    asSite('POST', `/availability/reservations/${id}`, { patch: body });
  const changeOf = async (r: Booked, over: Record<string, unknown> = {}) => {
    const stored = await storedReservation(r.id);
    return {
      pickup_date: '2026-12-11T15:00:00.000Z',
      return_date: '2026-12-14T15:00:00.000Z',
      total_reservations_days: 3,
      extras: { ...stored.extras, lines: [] },
      totals: stored.totals,
      change_count: 1,
      ...over,
    };
  };

  it('lets the site store a held booking’s new trip with the counter raised by one', async () => {
    const r = await bookFor(car, 'confirmed', BOOKED);
    // Not through /items: there the unit check could not hold the inventory's locks to the commit.
    const direct = await asSite('PATCH', `/items/reservations/${r.id}`, await changeOf(r));
    expect(direct.status).toBe(403);
    const res = await patch(r.id, await changeOf(r, { totals: { total: r.total + 100 } }));
    expect(res.status).toBe(200);
    expect(await storedReservation(r.id)).toMatchObject({ change_count: 1 });
    expect((await patch(r.id, await changeOf(r, { change_count: 2 }))).status).toBe(200);
  });

  it('refuses every other write of a trip', async () => {
    const r = await bookFor(car, 'confirmed', BOOKED);
    const paid = await bookFor(car, 'paid', BOOKED);
    const unpaid = await bookFor(car, 'unpaid-postpaid', BOOKED);
    const stored = await storedReservation(r.id);
    const refusals: [string, Record<string, unknown>][] = [
      [r.id, await changeOf(r, { change_count: 2 })],
      [r.id, await changeOf(r, { change_count: 0 })],
      [r.id, await changeOf(r, { totals: { total: 0 } })],
      [r.id, await changeOf(r, { status: 'paid' })],
      [r.id, await changeOf(r, { car: randomUUID() })],
      [r.id, await changeOf(r, { client: { name: 'X' } })],
      [r.id, await changeOf(r, { total: '0.01' })],
      [r.id, await changeOf(r, { pickup_date: '2020-01-01T15:00:00.000Z' })],
      [r.id, await changeOf(r, { extras: { ...stored.extras, coverages: [] } })],
      [r.id, await changeOf(r, { extras: { ...stored.extras, coupon: 'GRATIS' } })],
      // Without the counter the trip stays what was booked, as before.
      [r.id, { return_date: '2026-12-20T15:00:00.000Z' }],
      [paid.id, await changeOf(paid, { totals: { total: paid.total - 1 } })],
      [unpaid.id, await changeOf(unpaid)],
    ];
    for (const [id, body] of refusals) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    expect(await storedReservation(r.id)).toMatchObject({ totals: stored.totals });
    expect((await storedReservation(r.id)).change_count ?? 0).toBe(0);
    // A paid booking whose total stays what its payment took may change.
    expect((await patch(paid.id, await changeOf(paid))).status).toBe(200);
  });
});

describe('changing the extras of a booking', () => {
  /** The airport branch's Wi-Fi hotspots (seeded for every branch). */
  async function wifiAtPty() {
    const a = await admin();
    const [row] = await a.get<{ id: string; units: number }[]>(
      `/items/fleet_units?filter[branch][_eq]=${await branchId('PTY')}&filter[extra][_eq]=wifi&fields=id,units`,
    );
    return {
      row: row!,
      set: (units: number) => a.patch(`/items/fleet_units/${row!.id}`, { units }),
    };
  }

  it('prices an extra added to a paid booking, and refuses it before any money moves when none is left', async () => {
    const wifi = await wifiAtPty();
    const { r, session } = await opened('paid');
    const payments = async () =>
      (
        await (
          await admin()
        ).get<unknown[]>(`/items/payments?filter[reservation][_eq]=${r.id}&fields=id`)
      ).length;
    const before = await payments();
    const withWifi = trip({ returnAt: BOOKED.returnAt, extras: { wifi: 1 } });

    await wifi.set(0);
    try {
      expect(await changeMyBooking(deps(), session, withWifi)).toEqual({
        ok: false,
        problem: 'extraSoldOut',
      });
    } finally {
      await wifi.set(wifi.row.units);
    }
    expect(await payments()).toBe(before);

    const quoted = await changeMyBooking(deps(), session, withWifi);
    if (!quoted.ok || quoted.kind !== 'quote') throw new Error(JSON.stringify(quoted));
    // Three days at 9.00 (with the airport fee and ITBMS on top), paid before the change.
    expect(quoted.preview.bill.lines).toContainEqual(
      expect.objectContaining({ kind: 'extra', code: 'wifi', amount: 2700 }),
    );
    expect(quoted.preview.settlement).toMatchObject({ kind: 'payDifference' });
    expect(quoted.preview.trip.extras).toEqual({ wifi: 1 });
  });
});
