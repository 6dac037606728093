import { randomUUID } from 'node:crypto';
import type { AdminClient } from '@rental/cms/admin-client';
import { loadBookingData } from '../../apps/web/src/lib/booking/catalog.ts';
import {
  createReservation,
  type BookingDeps,
  type CreateReservationResult,
} from '../../apps/web/src/lib/booking/reservations.ts';
import { findReservation, storeReservationChange } from '../../apps/web/src/lib/records/booking.ts';
import { createCmsClient } from '../../apps/web/src/lib/cms/client.ts';
import { storeTripChange } from '../../apps/web/src/lib/records/reservation-change.ts';
import { renter } from './booking-support.ts';

/**
 * The overbooking scenario, run on SQLite (inventory.test.ts) and on PostgreSQL
 * (postgres.test.ts): a class with `units` cars at a branch, and `attempts` renters booking it
 * for the same dates at once through two site instances (each its own CMS client and
 * connections, as two site processes are).
 */
const BRANCH = 'BOQ';
/** Wednesday 2 June 2027 10:00 → Friday 4 June 10:00 in Panama: far from every other test's dates. */
export const PICKUP_AT = '2027-06-02T15:00:00.000Z';
export const RETURN_AT = '2027-06-04T15:00:00.000Z';

const q = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

export interface InventoryTarget {
  url: string;
  siteToken: string;
}

/** A bookable firefly car (the Toyota Yaris), its class, and the branch's fleet_units row for it. */
export async function inventoryCar(admin: AdminClient) {
  const [car] = await admin.get<{ id: string; class: string }[]>(
    `/items/flota?${q({ filter: { model: { _eq: 'Toyota Yaris' } }, fields: 'id,class' })}`,
  );
  const [branch] = await admin.get<{ id: string }[]>(
    `/items/branches?${q({ filter: { code: { _eq: BRANCH } }, fields: 'id' })}`,
  );
  const [row] = await admin.get<{ id: string; units: number }[]>(
    `/items/fleet_units?${q({ filter: { branch: { _eq: branch.id }, class: { _eq: car.class } }, fields: 'id,units' })}`,
  );
  if (!car || !branch || !row) throw new Error('seed inventory not found');
  return { car, branch, row };
}

export const setUnits = (admin: AdminClient, rowId: string, units: number) =>
  admin.patch(`/items/fleet_units/${rowId}`, { units });

/** The booking services of one site instance against `target`, with the real clock. */
export function siteInstance(target: InventoryTarget): BookingDeps {
  const cms = createCmsClient({ url: target.url, staticToken: target.siteToken });
  return {
    cms,
    brand: 'firefly',
    now: () => new Date(),
    loadData: (locale) => loadBookingData(cms, 'firefly', locale),
  };
}

export function bookingRequest(car: string, overrides: Record<string, unknown> = {}) {
  return {
    nonce: randomUUID(),
    locale: 'es',
    car,
    pickupBranch: BRANCH,
    returnBranch: BRANCH,
    pickupAt: PICKUP_AT,
    returnAt: RETURN_AT,
    reservationType: 'prepaid',
    coverages: ['basic-liability'],
    roadside: false,
    coupon: null,
    client: renter({ email: `stock-${randomUUID().slice(0, 12)}@example.com` }),
    ...overrides,
  };
}

/** `attempts` bookings of the car at once, alternating between two site instances. */
export async function bookAtOnce(
  target: InventoryTarget,
  car: string,
  attempts: number,
): Promise<CreateReservationResult[]> {
  const sites = [siteInstance(target), siteInstance(target)];
  return Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      createReservation(sites[i % 2], bookingRequest(car)),
    ),
  );
}

/** Reservations stored for the car at the branch on the scenario's dates, not given back. */
export async function storedForDates(admin: AdminClient, car: string, branch: string) {
  return admin.get<{ id: string; status: string }[]>(
    `/items/reservations?${q({
      filter: {
        car: { _eq: car },
        pickup_branch: { _eq: branch },
        pickup_date: { _eq: PICKUP_AT },
        status: { _nin: ['cancelled', 'abandoned'] },
      },
      fields: 'id,status',
      limit: '-1',
    })}`,
  );
}

/** A trip of the car at the scenario's branch: pickup and return instants (ISO). */
export interface Trip {
  pickupAt: string;
  returnAt: string;
}

/** Bookings of the car for each trip at once, alternating between two site instances. */
export async function bookTripsAtOnce(
  target: InventoryTarget,
  car: string,
  trips: Trip[],
): Promise<CreateReservationResult[]> {
  const sites = [siteInstance(target), siteInstance(target)];
  return Promise.all(
    trips.map((trip, i) => createReservation(sites[i % 2], bookingRequest(car, { ...trip }))),
  );
}

/** Reservations of the car at the branch picked up in [from, to), not given back. */
export async function storedTrips(
  admin: AdminClient,
  car: string,
  branch: string,
  from: string,
  to: string,
): Promise<Trip[]> {
  const rows = await admin.get<{ pickup_date: string; return_date: string }[]>(
    `/items/reservations?${q({
      filter: {
        car: { _eq: car },
        pickup_branch: { _eq: branch },
        pickup_date: { _gte: from, _lt: to },
        status: { _nin: ['cancelled', 'abandoned'] },
      },
      fields: 'pickup_date,return_date',
      limit: '-1',
    })}`,
  );
  const iso = (v: string) => new Date(v.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
  return rows.map((r) => ({
    pickupAt: iso(r.pickup_date).toISOString(),
    returnAt: iso(r.return_date).toISOString(),
  }));
}

/** The scenario branch's turnaround between two rentals of a unit, in minutes. */
export async function branchTurnaround(admin: AdminClient): Promise<number> {
  const [branch] = await admin.get<{ turnaround_minutes: number }[]>(
    `/items/branches?${q({ filter: { code: { _eq: BRANCH } }, fields: 'turnaround_minutes' })}`,
  );
  return Number(branch.turnaround_minutes);
}

/** Whether two trips would need the same unit at one instant, given the turnaround. */
export function tripsShareUnit(a: Trip, b: Trip, turnaroundMinutes: number): boolean {
  const span = (t: Trip) => ({
    start: Date.parse(t.pickupAt),
    end: Date.parse(t.returnAt) + turnaroundMinutes * 60_000,
  });
  const [x, y] = [span(a), span(b)];
  return x.start < y.end && y.start < x.end;
}

/**
 * Two held bookings moved at the same moment onto a week with one unit left (one run
 * of two stored both, 4 bookings on 3 units): the class has 2 units, week B holds one booking,
 * week A two; both of week A move to week B at once, through two site instances. Answers how
 * many moves were stored and what week B then holds.
 */
export async function moveTwoAtOnce(target: InventoryTarget, admin: AdminClient) {
  const inv = await inventoryCar(admin);
  await setUnits(admin, inv.row.id, 2);
  try {
    return await moveOnto(target, admin, inv);
  } finally {
    await setUnits(admin, inv.row.id, inv.row.units);
  }
}

async function moveOnto(
  target: InventoryTarget,
  admin: AdminClient,
  inv: Awaited<ReturnType<typeof inventoryCar>>,
) {
  const weekA = { pickupAt: '2027-10-06T15:00:00.000Z', returnAt: '2027-10-08T15:00:00.000Z' };
  const weekB = { pickupAt: '2027-10-20T15:00:00.000Z', returnAt: '2027-10-22T15:00:00.000Z' };
  const sites = [siteInstance(target), siteInstance(target)];
  const held = async (trip: Trip) => {
    const created = await createReservation(
      sites[0],
      bookingRequest(inv.car.id, { ...trip, reservationType: 'postpaid' }),
    );
    if (!created.ok) throw new Error(`not booked: ${JSON.stringify(created)}`);
    await storeReservationChange(sites[0].cms, created.reservation.id, { status: 'confirmed' });
    const stored = await findReservation(sites[0].cms, created.reservation.id);
    if (!stored) throw new Error('not stored');
    return stored;
  };
  await held(weekB);
  const moving = [await held(weekA), await held(weekA)];
  const moves = await Promise.allSettled(
    moving.map((r, i) =>
      storeTripChange(sites[i].cms, r.id, {
        pickup_date: weekB.pickupAt,
        return_date: weekB.returnAt,
        pickup_branch: r.pickup_branch,
        return_branch: r.return_branch,
        total_reservations_days: r.total_reservations_days,
        extras: r.extras,
        totals: r.totals,
        change_count: 1,
      }),
    ),
  );
  const stored = await storedTrips(
    admin,
    inv.car.id,
    inv.branch.id,
    weekB.pickupAt,
    weekB.returnAt,
  );
  return {
    stored: moves.filter((m) => m.status === 'fulfilled').length,
    refused: moves
      .filter((m): m is PromiseRejectedResult => m.status === 'rejected')
      .map((m) => (m.reason as { statusCode?: number }).statusCode),
    heldInWeekB: stored.length,
  };
}

/**
 * The extras scenario: child seats at the scenario's branch, on dates of their own, booked with
 * cars whose class has units to spare, so only the seats can run out.
 */
const SEAT_TRIP = {
  pickupAt: '2027-07-07T15:00:00.000Z',
  returnAt: '2027-07-09T15:00:00.000Z',
};

/** The branch's inventory row of an extra (seeded for every branch). */
export async function extraRow(admin: AdminClient, extra: string) {
  const [branch] = await admin.get<{ id: string }[]>(
    `/items/branches?${q({ filter: { code: { _eq: BRANCH } }, fields: 'id' })}`,
  );
  const [row] = await admin.get<{ id: string; units: number }[]>(
    `/items/fleet_units?${q({ filter: { branch: { _eq: branch.id }, extra: { _eq: extra } }, fields: 'id,units' })}`,
  );
  if (!row) throw new Error(`no inventory row for ${extra} at ${BRANCH}`);
  return row;
}

/** `attempts` bookings at once, each with `extras`, alternating between two site instances. */
export async function bookExtrasAtOnce(
  target: InventoryTarget,
  car: string,
  attempts: number,
  extras: Record<string, number>,
): Promise<CreateReservationResult[]> {
  const sites = [siteInstance(target), siteInstance(target)];
  return Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      createReservation(sites[i % 2], bookingRequest(car, { ...SEAT_TRIP, extras })),
    ),
  );
}

/** Reservations on the extras scenario's dates at the branch, not given back, with their units. */
export async function storedWithExtras(admin: AdminClient) {
  return admin.get<{ id: string; extra_units: string | null }[]>(
    `/items/reservations?${q({
      filter: {
        pickup_date: { _eq: SEAT_TRIP.pickupAt },
        status: { _nin: ['cancelled', 'abandoned'] },
        extra_units: { _nnull: true },
      },
      fields: 'id,extra_units',
      limit: '-1',
    })}`,
  );
}
