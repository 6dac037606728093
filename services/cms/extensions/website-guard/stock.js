/**
 * The fleet's inventory as the database holds it (issue 18, docs/reservation-flow.md
 * "Inventory"): how many units of a car's class its pickup branch has free for a rental. The
 * judgement itself is the domain's (inventory.js, installed beside this file from
 * packages/domain/src/reservation/inventory.ts); this module reads what it needs.
 *
 * Called inside the transaction that stores a new reservation, it first takes the lock of the
 * class at the branch by writing its `fleet_units` rows: a row lock on PostgreSQL, the database's
 * write lock on SQLite. A second booking for the same class and branch waits there until the
 * first has committed, then counts it, so two processes never sell the last unit twice.
 */
import {
  DEFAULT_TURNAROUND_MINUTES,
  RELEASING_STATUSES,
  heldSpans,
  peakUse,
  unitSpan,
  unitsLeft,
} from './inventory.js';

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

const isSqlite = (database) => /sqlite/.test(String(database.client?.config?.client ?? ''));

/** A Date as the database compares timestamps. */
const stored = (database, date) => (isSqlite(database) ? date.getTime() : date);

/**
 * The class's units at the branch, or null when the branch does not track that class (no
 * fleet_units row: booked without a limit). With `lock`, inside a transaction, the class is
 * locked at the branch until the commit.
 */
async function classUnits(database, branch, carClass, lock) {
  const rows = () => database('fleet_units').where({ branch, class: carClass });
  if (lock) await rows().update({ units: database.raw('??', ['units']) });
  const units = await rows().select('units');
  if (!units.length) return null;
  return units.reduce((sum, row) => sum + (Number(row.units) || 0), 0);
}

/** Payment windows of the brands (minutes), for unpaid reservations' holds. */
async function paymentWindows(database) {
  const rows = await database('sites_config').select('brand', 'payment_window_minutes');
  return new Map(rows.map((r) => [r.brand, Number(r.payment_window_minutes) || 0]));
}

/** The reservation columns a hold is judged by. */
const CLAIM_COLUMNS = [
  'r.status',
  'r.brand',
  'r.pickup_date',
  'r.return_date',
  'r.date_created',
  'r.date_updated',
];

/** The spans of the rows (CLAIM_COLUMNS) that hold a unit now, with the branch's turnaround. */
function heldBy(rows, windows, turnaround, now) {
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
 * Units of the car's class free at the pickup branch for the whole rental, leaving out the
 * reservation `except` (the one being changed or paid). `left` is Infinity when the class is
 * not tracked there; `carClass` is null for an unknown car. `lock`: see classUnits.
 *
 * @param {*} database Directus' knex (the transaction's, inside one)
 * @param {{ car: string, branch: string, pickupAt: Date, returnAt: Date, except?: string | null }} rental
 * @param {Date} now
 */
export async function unitsFree(database, rental, now, { lock = false } = {}) {
  const car = await database('flota').where({ id: rental.car }).first('class');
  if (!car) return { carClass: null, units: 0, left: 0 };
  return {
    carClass: car.class,
    ...(await classFree(database, { ...rental, carClass: car.class }, now, lock)),
  };
}

/**
 * Units of one class free at a branch for the whole rental (leaving out `except`): `units` null
 * and `left` Infinity when the branch does not track the class.
 */
export async function classFree(database, rental, now, lock = false) {
  const units = await classUnits(database, rental.branch, rental.carClass, lock);
  if (units === null) return { units: null, left: Infinity };
  const branch = await database('branches')
    .where({ id: rental.branch })
    .first('turnaround_minutes');
  const raw = branch?.turnaround_minutes;
  const turnaround = raw === null || raw === undefined ? DEFAULT_TURNAROUND_MINUTES : Number(raw);
  const wanted = unitSpan(rental.pickupAt, rental.returnAt, turnaround);
  const query = database('reservations as r')
    .join('flota as f', 'f.id', 'r.car')
    .where('f.class', rental.carClass)
    .where('r.pickup_branch', rental.branch)
    .whereNotIn('r.status', RELEASING_STATUSES)
    .where('r.pickup_date', '<', stored(database, new Date(wanted.end)))
    .where('r.return_date', '>', stored(database, new Date(wanted.start - turnaround * MINUTE)))
    .select(CLAIM_COLUMNS);
  if (rental.except) query.whereNot('r.id', rental.except);
  const held = heldBy(await query, await paymentWindows(database), turnaround, now);
  return { units, left: unitsLeft(units, held, wanted) };
}

/**
 * What each branch has out of each class it tracks, day by day (Panama days from `firstDay`,
 * 'YYYY-MM-DD'): the most units out at one instant that day, with the turnaround, next to the
 * units. For staff (the availability endpoint's occupancy report).
 */
export async function occupancy(database, firstDay, days, now) {
  const start = new Date(`${firstDay}T05:00:00.000Z`); // 00:00 in Panama (UTC−5 all year)
  const dayStarts = Array.from({ length: days }, (_, i) => start.getTime() + i * 1440 * MINUTE);
  const end = dayStarts[days - 1] + 1440 * MINUTE;
  const rows = await database('fleet_units as u')
    .join('branches as b', 'b.id', 'u.branch')
    .select('u.branch', 'u.class', 'u.units', 'b.code', 'b.name', 'b.turnaround_minutes', 'b.sort')
    .orderBy([{ column: 'b.sort' }, { column: 'b.code' }, { column: 'u.class' }]);
  const reservations = await database('reservations as r')
    .join('flota as f', 'f.id', 'r.car')
    .whereNotIn('r.status', RELEASING_STATUSES)
    .where('r.pickup_date', '<', stored(database, new Date(end)))
    .where('r.return_date', '>', stored(database, new Date(start.getTime() - 2880 * MINUTE)))
    .select('r.pickup_branch', 'f.class', ...CLAIM_COLUMNS);
  const windows = await paymentWindows(database);
  const lines = new Map();
  for (const row of rows) {
    const key = `${row.branch}|${row.class}`;
    const line = lines.get(key) ?? {
      branch: { code: row.code, name: row.name },
      class: row.class,
      units: 0,
      turnaround: row.turnaround_minutes ?? DEFAULT_TURNAROUND_MINUTES,
    };
    line.units += Number(row.units) || 0;
    lines.set(key, line);
  }
  return [...lines.entries()].map(([key, line]) => {
    const rowsOf = reservations.filter((r) => `${r.pickup_branch}|${r.class}` === key);
    const held = heldBy(rowsOf, windows, Number(line.turnaround), now);
    const used = dayStarts.map((at) => peakUse(held, { start: at, end: at + 1440 * MINUTE }));
    return { branch: line.branch, class: line.class, units: line.units, used };
  });
}
