import type { ContentRecords } from '@rental/content-model/records';
import type { CmsClient } from '../cms/client.ts';
import { CmsError } from '../cms/errors.ts';

type Stored = ContentRecords['precheckins'];

/**
 * Pre-check-in records. The site may write them but never read them (document numbers are
 * staff's), so the record's id is derived from its reservation.
 */
export interface PrecheckinRecord {
  id: Stored['id'];
  reservation: NonNullable<Stored['reservation']>;
  status: Exclude<Stored['status'], 'draft'>;
  driver?: NonNullable<Stored['driver']>;
  additional_drivers?: NonNullable<Stored['additional_drivers']>;
  language?: NonNullable<Stored['language']>;
  submitted_at?: NonNullable<Stored['submitted_at']>;
}

const failedWith = (error: unknown, status: number) =>
  error instanceof CmsError && error.statusCode === status;

/**
 * Writes the whole record: an update when it exists, else a create that falls back to an
 * update if another request created it first; 403 on updating a missing record means create it.
 */
export async function savePrecheckin(
  cms: CmsClient,
  record: PrecheckinRecord,
  exists: boolean,
): Promise<void> {
  const { id, ...fields } = record;
  if (exists) {
    try {
      return void (await cms.update('precheckins', id, fields));
    } catch (error) {
      if (!failedWith(error, 403)) throw error;
      return void (await cms.create('precheckins', [record as unknown as Record<string, unknown>]));
    }
  }
  try {
    await cms.create('precheckins', [record as unknown as Record<string, unknown>]);
  } catch (error) {
    // A unique-key clash means the record is there already (a concurrent or earlier submission).
    if (!failedWith(error, 400)) throw error;
    await cms.update('precheckins', id, fields);
  }
}

/** Marks an existing record; false when there is none to mark (403 without a read grant). */
export async function markPrecheckin(
  cms: CmsClient,
  id: string,
  status: PrecheckinRecord['status'],
): Promise<boolean> {
  try {
    await cms.update('precheckins', id, { status });
    return true;
  } catch (error) {
    if (failedWith(error, 403)) return false;
    throw error;
  }
}
