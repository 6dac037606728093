/**
 * Studio's readable copies, as pure functions the hook in index.js applies. They use
 * the domain's module (packages/domain/src/reservation/readable.ts), which runtime.ts installs
 * beside this file with its types stripped.
 */
import { driversText, readableReservation, RENTER_COLUMNS, renterColumns } from './readable.js';
import { asObject } from './rules.js';

const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Studio's readable copies of a booking (packages/domain/src/reservation/readable.ts, installed
 * beside this file): whoever writes a booking's JSON — the site, staff, an import — gets the
 * renter's columns, the bill's lines and the total in dollars made from it, here, in one place.
 * Staff may edit a renter column instead: it is written into `client` (which the site reads), so
 * a corrected e-mail is where the next e-mail goes. `stored` is the row before an update
 * (`client`, `extras`, `totals`), or null; `names` the coverages' Spanish names by code.
 * Returns what to add to the payload.
 */
export function reservationCopies(payload, stored, names = {}) {
  const copies = {};
  const edited = Object.keys(RENTER_COLUMNS).filter((column) => payload[column] !== undefined);
  if (edited.length && payload.client === undefined) {
    const client = { ...(asObject(stored?.client) ?? {}) };
    for (const column of edited) client[RENTER_COLUMNS[column]] = text(payload[column]) ?? '';
    copies.client = client;
  } else if (!edited.length && payload.client !== undefined)
    Object.assign(copies, renterColumns(asObject(payload.client)));
  if (payload.extras !== undefined || payload.totals !== undefined) {
    const { bill, total } = readableReservation(
      {
        extras: asObject(payload.extras !== undefined ? payload.extras : stored?.extras) ?? null,
        totals: asObject(payload.totals !== undefined ? payload.totals : stored?.totals) ?? null,
      },
      names,
    );
    Object.assign(copies, { bill, total });
  }
  return copies;
}

/** A pre-check-in's drivers as lines, from the drivers the write gives and the stored rest. */
export function precheckinCopies(payload, stored) {
  if (payload.driver === undefined && payload.additional_drivers === undefined) return {};
  const pick = (key) => asObject(payload[key] !== undefined ? payload[key] : stored?.[key]);
  return { drivers: driversText(pick('driver') ?? null, pick('additional_drivers') ?? []) };
}
