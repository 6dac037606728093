/**
 * The occupancy report for staff (`GET /availability/occupancy`, shown by
 * ../availability/occupancy-page.js): each branch's classes and extras day by day, judged with the
 * inventory's reads (stock.js) and the domain's `peakUse`, without taking locks.
 */
import {
  DEFAULT_TURNAROUND_MINUTES,
  RELEASING_STATUSES,
  extraUnitsOf,
  peakUse,
} from './inventory.js';
import { CLAIM_COLUMNS, heldBy, paymentWindows, stored } from './stock.js';

const MINUTE = 60_000;

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
    // Cars only: a row naming an extra (child seats…) has no class.
    .whereNotNull('u.class')
    .select('u.branch', 'u.class', 'u.units', 'b.code', 'b.name', 'b.turnaround_minutes', 'b.sort')
    .orderBy([{ column: 'b.sort' }, { column: 'b.code' }, { column: 'u.class' }]);
  const reservations = await database('reservations as r')
    .join('flota as f', 'f.id', 'r.car')
    .whereNotIn('r.status', RELEASING_STATUSES)
    .where('r.pickup_date', '<', stored(database, new Date(end)))
    .where('r.return_date', '>', stored(database, new Date(start.getTime() - 2880 * MINUTE)))
    .select('r.pickup_branch', 'f.class', ...CLAIM_COLUMNS);
  const windows = await paymentWindows(database);
  const lines = addedUp(rows, 'class');
  const usedOn = (held) =>
    dayStarts.map((at) => peakUse(held, { start: at, end: at + 1440 * MINUTE }));
  const cars = [...lines.entries()].map(([key, line]) => {
    const rowsOf = reservations.filter((r) => `${r.pickup_branch}|${r.class}` === key);
    const held = heldBy(rowsOf, windows, Number(line.turnaround), now);
    return { branch: line.branch, class: line.class, units: line.units, used: usedOn(held) };
  });
  return [...cars, ...(await extrasOccupancy(database, start, end, windows, now, usedOn))];
}

/**
 * Inventory rows as one line per branch and class (or extra, `counted`), keyed `branch|code`:
 * rows for the same pair add up.
 */
function addedUp(rows, counted) {
  const lines = new Map();
  for (const row of rows) {
    const key = `${row.branch}|${row[counted]}`;
    const line = lines.get(key) ?? {
      branchId: row.branch,
      branch: { code: row.code, name: row.name },
      [counted]: row[counted],
      units: 0,
      turnaround: row.turnaround_minutes ?? DEFAULT_TURNAROUND_MINUTES,
    };
    line.units += Number(row.units) || 0;
    lines.set(key, line);
  }
  return lines;
}

/** The same for the extras a branch stocks (child seats…): each booking takes the units it booked. */
async function extrasOccupancy(database, start, end, windows, now, usedOn) {
  const rows = await database('fleet_units as u')
    .join('branches as b', 'b.id', 'u.branch')
    .whereNotNull('u.extra')
    .select('u.branch', 'u.extra', 'u.units', 'b.code', 'b.name', 'b.turnaround_minutes', 'b.sort')
    .orderBy([{ column: 'b.sort' }, { column: 'b.code' }, { column: 'u.extra' }]);
  if (!rows.length) return [];
  const reservations = await database('reservations as r')
    .whereNotNull('r.extra_units')
    .whereNotIn('r.status', RELEASING_STATUSES)
    .where('r.pickup_date', '<', stored(database, new Date(end)))
    .where('r.return_date', '>', stored(database, new Date(start.getTime() - 2880 * MINUTE)))
    .select('r.pickup_branch', 'r.extra_units', ...CLAIM_COLUMNS);
  return [...addedUp(rows, 'extra').values()].map((line) => {
    const taken = reservations
      .filter((r) => r.pickup_branch === line.branchId)
      .flatMap((r) =>
        Array.from({ length: extraUnitsOf(r.extra_units)[line.extra] ?? 0 }, () => r),
      );
    const held = heldBy(taken, windows, Number(line.turnaround), now);
    return { branch: line.branch, extra: line.extra, units: line.units, used: usedOn(held) };
  });
}
