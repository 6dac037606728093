/**
 * The occupancy report for staff (`GET /availability/occupancy`, shown by
 * ../availability/occupancy-page.js): each branch's classes day by day, judged with the
 * inventory's reads (stock.js) and the domain's `peakUse`, without taking locks.
 */
import { DEFAULT_TURNAROUND_MINUTES, RELEASING_STATUSES, peakUse } from './inventory.js';
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
