import { hoursFromRows, rowsFromHours, type WeeklyHours } from '@rental/domain/hours';
import type { AdminClient } from './admin-client.ts';

/**
 * Stored data brought to a new model version's shape (docs/content-model.md "Schema changes"):
 * the setup runs these after the schema and before the seed. Each finds only the rows still in
 * the old shape, so running it again changes nothing.
 */

type Row = Record<string, unknown> & { id: string };

const query = (filter: object, fields: string[]) =>
  `?limit=-1&fields=${fields.join(',')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Branch hours stored as `{ mon: [["07:00","20:00"]], … }` become the form's rows. */
async function hoursAsRows(admin: AdminClient): Promise<number> {
  const branches = await admin.get<Row[]>(
    `/items/branches${query({ hours: { _nnull: true } }, ['id', 'hours'])}`,
  );
  const old = branches.filter((b) => !Array.isArray(b.hours));
  for (const b of old)
    await admin.patch(`/items/branches/${b.id}`, {
      hours: rowsFromHours(hoursFromRows(b.hours) as WeeklyHours),
    });
  return old.length;
}

/**
 * Bookings and pre-check-ins stored before Studio's readable copies get them: their JSON is
 * written back as it is, and the website guard's hook makes the copies from it, as for any write
 * (services/cms/extensions/website-guard/copies.js).
 */
async function readableCopies(admin: AdminClient): Promise<number> {
  const fields = ['id', 'client', 'extras', 'totals'];
  const billless = await admin.get<Row[]>(
    `/items/reservations${query({ bill: { _null: true }, totals: { _nnull: true } }, fields)}`,
  );
  // The birthday's field came later: a booking whose JSON has one gets it (JSON is not
  // filtered on here: PostgreSQL's json has no LIKE).
  const birthdayless = (
    await admin.get<Row[]>(
      `/items/reservations${query({ renter_birthday: { _null: true }, client: { _nnull: true } }, fields)}`,
    )
  ).filter((r) => typeof (r.client as Row | null)?.birthday === 'string');
  const bookings = [...new Map([...billless, ...birthdayless].map((r) => [r.id, r])).values()];
  for (const { id, client, extras, totals } of bookings)
    await admin.patch(`/items/reservations/${id}`, { client, extras, totals });
  const checkins = await admin.get<Row[]>(
    `/items/precheckins${query({ drivers: { _null: true }, driver: { _nnull: true } }, ['id', 'driver', 'additional_drivers'])}`,
  );
  for (const { id, driver, additional_drivers } of checkins)
    await admin.patch(`/items/precheckins/${id}`, { driver, additional_drivers });
  return bookings.length + checkins.length;
}

/**
 * `fleet_units.class` was required before a row could count an extra instead: a database made
 * then still refuses a row without a class. Making the column nullable rewrites no value.
 */
async function inventoryRowsForExtras(admin: AdminClient): Promise<number> {
  const field = await admin.get<{ schema?: { is_nullable?: boolean } }>(
    '/fields/fleet_units/class',
  );
  if (field.schema?.is_nullable !== false) return 0;
  await admin.patch('/fields/fleet_units/class', { schema: { is_nullable: true } });
  return 1;
}

export async function migrateStoredData(admin: AdminClient): Promise<string> {
  const inventory = await inventoryRowsForExtras(admin);
  const hours = await hoursAsRows(admin);
  const copies = await readableCopies(admin);
  return `${hours} branches' hours made rows, ${copies} bookings and pre-check-ins given readable copies${inventory ? ', inventory rows may count extras' : ''}`;
}
