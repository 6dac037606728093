/**
 * The index the inventory's questions read reservations by (docs/content-model.md
 * "Schema changes reach live databases"): a class's cars, and rentals not yet returned. Every
 * booking counts, under its locks, the reservations of its class's cars that could hold a unit
 * on its dates; without it PostgreSQL read every future reservation of the fleet for each
 * booking (18 ms with 8,000 of them, against about 1 ms with it). Directus' field settings make
 * single-column indexes only, so the setup asks for this one through POST /availability/indexes.
 */
import { isSqlite } from './engine.js';

const INVENTORY_INDEX = 'reservations_car_return_date_index';

/** Creates the index when missing (both engines know IF NOT EXISTS); answers the inventory indexes the database has. */
export async function ensureInventoryIndex(database) {
  try {
    await database.raw(
      `create index if not exists ${INVENTORY_INDEX} on reservations (car, return_date)`,
    );
  } catch (error) {
    // Two Directus processes asked at once: PostgreSQL lets only one create it.
    if (!(await inventoryIndexes(database)).includes(INVENTORY_INDEX)) throw error;
  }
  return inventoryIndexes(database);
}

/** The inventory indexes the database has (the one above, or none). */
export async function inventoryIndexes(database) {
  const rows = isSqlite(database)
    ? await database('sqlite_master')
        .where({ type: 'index', tbl_name: 'reservations', name: INVENTORY_INDEX })
        .select('name')
    : await database('pg_indexes')
        .where({ tablename: 'reservations', indexname: INVENTORY_INDEX })
        .select({ name: 'indexname' });
  return rows.map((row) => row.name);
}
