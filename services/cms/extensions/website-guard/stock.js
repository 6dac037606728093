/**
 * The fleet's inventory as the database holds it (docs/reservation-flow.md
 * "Inventory"): how many units of a car's class its pickup branch has free for a rental. The
 * judgement itself is the domain's (inventory.js, installed beside this file from
 * packages/domain/src/reservation/inventory.ts); this module reads what it needs.
 *
 * Called inside the transaction that stores a new reservation, it first locks what the count
 * depends on, until the commit: on PostgreSQL the class at the branch on each day the rental
 * could share a unit with another (transaction advisory locks), on SQLite the whole database
 * (its write lock, taken by writing the class's `fleet_units` rows). A second booking that
 * could take the same unit waits there until the first has committed, then counts it, so two
 * processes never sell the last unit twice; bookings of the class on other weeks do not wait.
 */
import { rentalCatalogue } from './catalogue.js';
import { isSqlite } from './engine.js';
import { DirectusError } from './errors.js';
import {
  DEFAULT_TURNAROUND_MINUTES,
  contendedDays,
  extraUnitsOf,
  RELEASING_STATUSES,
  heldSpans,
  unitSpan,
  unitsLeft,
} from './inventory.js';

/**
 * No unit of the car's class is free at its pickup branch for those dates: 409, with
 * a code the site turns into "no longer available for these dates".
 */
const soldOut = () =>
  new DirectusError(
    409,
    'UNIT_TAKEN',
    'No car of this class is free at this branch for these dates.',
  );

/** No unit of an extra the rental booked is free at its pickup branch for those dates: 409. */
const extraSoldOut = (code) =>
  new DirectusError(
    409,
    'EXTRA_TAKEN',
    `No unit of the extra ${code} is free at this branch for these dates.`,
  );

/**
 * Transactions that store a reservation first and check its unit last (the availability
 * endpoint's POST /reservations): the create hook leaves the check to them, so the class's lock
 * is held only from the check to the commit instead of through Directus' whole insert.
 */
export const checkedAfterInsert = new WeakSet();

const DEFAULT_WINDOW_MINUTES = 30;
const MINUTE = 60_000;

/** A timestamp as the database returns it (SQLite: epoch milliseconds; PostgreSQL: a Date; or ISO text) as a Date. */
export function instant(value) {
  if (value instanceof Date) return value;
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(String(value))) return new Date(Number(value));
  const text = String(value).replace(' ', 'T');
  return new Date(/(Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : `${text}Z`);
}

/** A Date as the database compares timestamps. */
export const stored = (database, date) => (isSqlite(database) ? date.getTime() : date);

/**
 * The class's units at the branch, or null when the branch does not track that class (no
 * fleet_units row: booked without a limit). With `lock`, inside a transaction on SQLite, the
 * database is locked for writing until the commit.
 */
async function classUnits(database, branch, carClass, lock) {
  const rows = () => database('fleet_units').where({ branch, class: carClass });
  // Locking returns the rows it locked: one round trip under the lock instead of two.
  const units = lock
    ? await rows().update({ units: database.raw('??', ['units']) }, ['units'])
    : await rows().select('units');
  if (!units.length) return null;
  return units.reduce((sum, row) => sum + (Number(row.units) || 0), 0);
}

/** Payment windows of the brands (minutes), for unpaid reservations' holds. */
export async function paymentWindows(database) {
  const rows = await database('sites_config').select('brand', 'payment_window_minutes');
  return new Map(rows.map((r) => [r.brand, Number(r.payment_window_minutes) || 0]));
}

/** The reservation columns a hold is judged by. */
export const CLAIM_COLUMNS = [
  'r.status',
  'r.brand',
  'r.pickup_date',
  'r.return_date',
  'r.date_created',
  'r.date_updated',
];

/** The spans of the rows (CLAIM_COLUMNS) that hold a unit now, with the branch's turnaround. */
export function heldBy(rows, windows, turnaround, now) {
  const claims = rows.map((r) => ({
    status: r.status,
    brand: r.brand,
    pickupAt: instant(r.pickup_date),
    returnAt: instant(r.return_date),
    createdAt: instant(r.date_created) ?? new Date(0),
    updatedAt: instant(r.date_updated),
  }));
  return heldSpans(claims, now, (c) => windows.get(c.brand) || DEFAULT_WINDOW_MINUTES, turnaround);
}

/**
 * Refuses a rental for which no unit is free (outside its own reservation, `except`): the car's
 * class, then each extra it books (`extraUnits`, the reservation's `extra_units`), in code
 * order so that two bookings never wait on each other's extras crosswise.
 */
export async function assertUnitFree(database, rental, lock = false) {
  if (!rental.car || !rental.branch || !rental.pickupAt || !rental.returnAt) return;
  const scope = await rentalScope(database, rental);
  const now = new Date();
  if (!scope.rental.carClass || !(await classHasUnit(database, scope, now, lock))) throw soldOut();
  const extras = Object.entries(extraUnitsOf(rental.extraUnits)).sort(([a], [b]) =>
    a < b ? -1 : 1,
  );
  for (const [code, wanted] of extras)
    if ((await extraLeft(database, scope, code, now, lock)) < wanted) throw extraSoldOut(code);
}

/**
 * The extras of `extraUnits` (`|code=units|`) of which fewer units are free for the rental than
 * it takes, in code order; read without locks (what the site asks before money moves).
 */
export async function extrasShort(database, rental, now) {
  const wanted = Object.entries(extraUnitsOf(rental.extraUnits)).sort(([a], [b]) =>
    a < b ? -1 : 1,
  );
  if (!wanted.length) return [];
  const scope = await rentalScope(database, rental);
  const short = [];
  for (const [code, units] of wanted)
    if ((await extraLeft(database, scope, code, now)) < units) short.push(code);
  return short;
}

/**
 * Units of an extra left at the rental's pickup branch for its whole span (Infinity when the
 * branch does not track the extra), judged as a class's cars are: the same locks (keyed by the
 * extra at the branch), the same holds and turnaround, each reservation taking the units it
 * booked.
 */
async function extraLeft(database, scope, code, now, lock = false) {
  const { rental, turnaround, wanted } = scope;
  const rows = () => database('fleet_units').where({ branch: rental.branch, extra: code });
  if (lock && !isSqlite(database)) {
    const { first, last } = contendedDays(rental.pickupAt, rental.returnAt, turnaround);
    await database.raw(
      'select pg_advisory_xact_lock(hashtext(?), day) from generate_series(?::int, ?::int) as day',
      [`${rental.branch}|extra:${code}`, first, last],
    );
  }
  const held =
    lock && isSqlite(database)
      ? await rows().update({ units: database.raw('??', ['units']) }, ['units'])
      : await rows().select('units');
  if (!held.length) return Infinity;
  const units = held.reduce((sum, row) => sum + (Number(row.units) || 0), 0);
  const claims = database('reservations as r')
    .where('r.pickup_branch', rental.branch)
    .whereNotIn('r.status', RELEASING_STATUSES)
    .where('r.extra_units', 'like', `%|${code}=%`)
    .where('r.pickup_date', '<', stored(database, new Date(wanted.end)))
    .where('r.return_date', '>', stored(database, new Date(wanted.start - turnaround * MINUTE)));
  if (rental.except) claims.whereNot('r.id', rental.except);
  const taken = (await claims.select([...CLAIM_COLUMNS, 'r.extra_units'])).flatMap((row) =>
    Array.from({ length: extraUnitsOf(row.extra_units)[code] ?? 0 }, () => row),
  );
  return unitsLeft(units, heldBy(taken, scope.windows, turnaround, now), wanted);
}

/**
 * Units of the car's class free at the pickup branch for the whole rental, leaving out the
 * reservation `except` (the one being changed or paid). `left` is Infinity when the class is
 * not tracked there; `carClass` is null for an unknown car. `lock`: see classUnits.
 *
 * @param {*} database Directus' knex (the transaction's, inside one)
 * @param {{ car: string, branch: string, pickupAt: Date, returnAt: Date, except?: string | null }} rental
 * @param {Date} now
 */
export async function unitsFree(database, rental, now, { lock = false } = {}) {
  const scope = await rentalScope(database, rental);
  const { carClass } = scope.rental;
  if (!carClass) return { carClass: null, units: 0, left: 0 };
  return { carClass, ...(await freeIn(database, scope, now, lock)) };
}

/**
 * What a rental of one class at a branch is judged with: its class, the branch's turnaround,
 * the brands' payment windows, the class's cars, the span a unit would be out, and the query of
 * the reservations that may hold a unit in it (leaving out `except`). Read before any lock:
 * only what the lock guards is read under it.
 */
async function rentalScope(database, rental) {
  const { carClass, turnaround: raw, windows, cars } = await rentalCatalogue(database, rental);
  const turnaround = raw === null || raw === undefined ? DEFAULT_TURNAROUND_MINUTES : Number(raw);
  const wanted = unitSpan(rental.pickupAt, rental.returnAt, turnaround);
  // The class's cars by id rather than a join: PostgreSQL, misjudging a young table, scanned
  // the whole fleet once per reservation, under the lock.
  const claims = () => {
    const query = database('reservations as r')
      .whereIn('r.car', cars)
      .where('r.pickup_branch', rental.branch)
      .whereNotIn('r.status', RELEASING_STATUSES)
      .where('r.pickup_date', '<', stored(database, new Date(wanted.end)))
      .where('r.return_date', '>', stored(database, new Date(wanted.start - turnaround * MINUTE)));
    if (rental.except) query.whereNot('r.id', rental.except);
    return query;
  };
  return { rental: { ...rental, carClass }, windows, turnaround, wanted, claims };
}

/**
 * Units of one class free at a branch for the whole rental (leaving out `except`): `units` null
 * and `left` Infinity when the branch does not track the class.
 */
export async function classFree(database, rental, now, lock = false) {
  return freeIn(database, await rentalScope(database, rental), now, lock);
}

async function freeIn(database, scope, now, lock) {
  const { branch, carClass } = scope.rental;
  const units = await classUnits(database, branch, carClass, lock);
  if (units === null) return { units: null, left: Infinity };
  return { units, left: await judgedLeft(scope, units, now) };
}

/** Units left after the reservations that hold one now, at their busiest instant (the domain's judgement). */
async function judgedLeft({ claims, windows, turnaround, wanted }, units, now) {
  const held = heldBy(await claims().select(CLAIM_COLUMNS), windows, turnaround, now);
  return unitsLeft(units, held, wanted);
}

/**
 * Whether one unit of the class is free for the rental (what storing a booking asks). The
 * reservations that could hold a unit are counted first: when fewer than the units, one is
 * surely free (at no instant can more of them be out than there are), and their rows are not
 * read and judged one by one — the common case, and the one that made a busy class's check,
 * under its lock, grow with every booking it had.
 */
async function classHasUnit(database, scope, now, lock) {
  const { rental } = scope;
  const counted = scope.claims().count({ claims: '*' });
  const { units, claims } =
    lock && !isSqlite(database)
      ? await lockAndCount(database, rental, scope, counted)
      : {
          units: await classUnits(database, rental.branch, rental.carClass, lock),
          claims: Number((await counted)[0].claims),
        };
  if (units === null) return true;
  if (claims < units) return true;
  return (await judgedLeft(scope, units, now)) >= 1;
}

/**
 * PostgreSQL: the locks, the class's units and the count in one round trip, as statements of
 * one query string. The locks are transaction advisory locks keyed by the class at the branch
 * (the two-number key space, which nothing else here uses) and each contended day, taken in
 * ascending order so that two bookings never wait on each other crosswise; they are released
 * at the commit. Under READ COMMITTED each statement takes its own snapshot, so the count, run
 * once the locks are granted, sees the booking that held them before. Bookings of the class on
 * days that cannot share a unit no longer wait for each other (on the scale-out
 * profile the class-wide row lock queued bookings of a busy class 100–190 ms each). The values
 * are knex's own escaping of ids and instants the insert has just accepted.
 */
async function lockAndCount(database, rental, scope, counted) {
  const { first, last } = contendedDays(rental.pickupAt, rental.returnAt, scope.turnaround);
  const locks = database.raw(
    'select pg_advisory_xact_lock(hashtext(?), day) from generate_series(?::int, ?::int) as day',
    [`${rental.branch}|${rental.carClass}`, first, last],
  );
  const units = database('fleet_units')
    .where({ branch: rental.branch, class: rental.carClass })
    .select('units');
  const [, held, count] = await database.raw(
    `${locks.toString()};\n${units.toString()};\n${counted.toString()}`,
  );
  return {
    units: held.rows.length
      ? held.rows.reduce((sum, row) => sum + (Number(row.units) || 0), 0)
      : null,
    claims: Number(count.rows[0].claims),
  };
}
