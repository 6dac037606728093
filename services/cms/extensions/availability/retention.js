/**
 * `POST /availability/retention` `{ brand }`, for the website's token: the retention job of
 * Law 81 (docs/privacy.md), which each brand's worker calls once a day.
 * - Drivers' documents: a pre-check-in whose reservation returned more than the brand's
 *   `driver_documents_retention_days` (90 by default) ago keeps only its drivers' names;
 *   `documents_deleted_at` says when.
 * - Abandoned bookings: the renter of a booking abandoned at the checkout (never paid, never
 *   confirmed) is anonymised 30 days after it was made; the booking's code, car and dates stay.
 * Answers what it did (`{ data: { documents, renters } }`: pre-check-in ids, reservation codes)
 * and logs it. Idempotent: a second run, or another process's, finds nothing left to do.
 */
import { DirectusError } from '../website-guard/errors.js';
import { roleOf } from '../website-guard/roles.js';
import { WEBSITE_ROLE } from '../website-guard/rules.js';
import { stored } from '../website-guard/stock.js';

const DAY_MS = 86_400_000;
const ABANDONED_RENTER_DAYS = 30;
const DEFAULT_DOCUMENT_DAYS = 90;
/** Rows per run: a backlog is worked off over the following runs. */
const BATCH = 500;
export const RENTER_COLUMNS = [
  'renter_name',
  'renter_last_name',
  'renter_email',
  'renter_phone',
  'renter_license',
  'renter_birthday',
];

export const parsed = (value) => {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
const nameOf = (driver) => ({
  name: typeof driver?.name === 'string' ? driver.name : '',
  last_name: typeof driver?.last_name === 'string' ? driver.last_name : '',
});

async function deleteDriverDocuments(database, brand, days, now) {
  const before = stored(database, new Date(now.getTime() - days * DAY_MS));
  const rows = await database('precheckins as p')
    .join('reservations as r', 'r.id', 'p.reservation')
    .where('r.brand', brand)
    .where('r.return_date', '<', before)
    .whereNull('p.documents_deleted_at')
    .select('p.id', 'p.driver', 'p.additional_drivers')
    .limit(BATCH);
  for (const row of rows) {
    const driver = nameOf(parsed(row.driver));
    const additional = (parsed(row.additional_drivers) ?? []).map(nameOf);
    const lines = [driver, ...additional].map((d) => `${d.name} ${d.last_name}`.trim());
    await database('precheckins')
      .where({ id: row.id })
      .whereNull('documents_deleted_at')
      .update({
        driver: JSON.stringify(driver),
        additional_drivers: JSON.stringify(additional),
        drivers: lines.join('\n'),
        documents_deleted_at: stored(database, now),
      });
  }
  return rows.map((row) => row.id);
}

async function anonymiseAbandoned(database, brand, now) {
  const before = stored(database, new Date(now.getTime() - ABANDONED_RENTER_DAYS * DAY_MS));
  const rows = await database('reservations')
    .where({ brand, status: 'abandoned' })
    .where('date_created', '<', before)
    .whereNotNull('renter_email')
    .select('id', 'code')
    .limit(BATCH);
  for (const row of rows)
    await database('reservations')
      .where({ id: row.id, status: 'abandoned' })
      .update({
        client: JSON.stringify({ anonymised_at: now.toISOString() }),
        hold_keys: null,
        ...Object.fromEntries(RENTER_COLUMNS.map((column) => [column, null])),
      });
  return rows.map((row) => row.code);
}

/** @param {{ database: any, logger: any }} context Directus' endpoint context */
export function retention({ database, logger }) {
  return async (req, res) => {
    if ((await roleOf(req.accountability, database)) !== WEBSITE_ROLE)
      throw new DirectusError(403, 'FORBIDDEN', "You don't have permission to access this.");
    const brand = typeof req.body?.brand === 'string' ? req.body.brand : '';
    const site = brand
      ? await database('sites_config').where({ brand }).first('driver_documents_retention_days')
      : null;
    if (!site)
      throw new DirectusError(400, 'INVALID_PAYLOAD', 'The body names a brand with a site.');
    const days = Number(site.driver_documents_retention_days) || DEFAULT_DOCUMENT_DAYS;
    const now = new Date();
    const documents = await deleteDriverDocuments(database, brand, days, now);
    const renters = await anonymiseAbandoned(database, brand, now);
    if (documents.length || renters.length)
      logger.info(
        { brand, documents: documents.length, renters: renters.length },
        `retention: drivers' documents deleted from ${documents.length} pre-check-ins, ${renters.length} abandoned renters anonymised`,
      );
    res.json({ data: { documents, renters, documentDays: days } });
  };
}
