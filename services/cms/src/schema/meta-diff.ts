import { isDeepStrictEqual } from 'node:util';

export type Meta = Record<string, unknown>;

/**
 * Directus stores an absent setting as null and a list or object as it was given: a setting
 * the model leaves out and one it sets to null or undefined are the same setting.
 */
const normalise = (value: unknown): unknown => (value === undefined ? null : value);

/**
 * Flags Directus adds to a field's `special` by database: on SQLite it casts timestamps
 * (`cast-timestamp`), on PostgreSQL it does not. They are the database's, not the model's: kept.
 */
const DATABASE_CASTS = new Set(['cast-timestamp', 'cast-datetime']);

/** The model's value of a setting, with what the database adds to it kept. */
function wantedValue(key: string, value: unknown, stored: unknown): unknown {
  if (key !== 'special' || !Array.isArray(value) || !Array.isArray(stored)) return value;
  return [...value, ...stored.filter((flag) => DATABASE_CASTS.has(flag) && !value.includes(flag))];
}

/**
 * The settings of `wanted` (the model's meta for a collection, field or relation) that the
 * database's `stored` meta does not have, or null when it has them all. Only the model's own
 * keys are compared: what it does not set stays as Studio has it.
 */
export function changedMeta(wanted: Meta, stored: Meta | null): Meta | null {
  const change = Object.fromEntries(
    Object.entries(wanted)
      .map(([key, value]) => [key, wantedValue(key, value, stored?.[key])] as const)
      .filter(([key, value]) => !isDeepStrictEqual(normalise(value), normalise(stored?.[key]))),
  );
  return Object.keys(change).length ? change : null;
}

/**
 * Types a database reads back as another for the same column. SQLite has neither a time-zoned
 * timestamp, a uuid nor a decimal type: Directus reports a `timestamp` field there as
 * `dateTime`, a uuid that is not a primary key (a reference to another collection) as `string`,
 * and a decimal as `float`.
 */
const SAME_COLUMN: Record<string, string> = {
  timestamp: 'dateTime',
  uuid: 'string',
  decimal: 'float',
};

/** Why a field's stored type may not become the model's, or null when they agree. */
export function typeChange(key: string, wanted: string, stored: string): string | null {
  if (wanted === stored || SAME_COLUMN[wanted] === stored) return null;
  return (
    `${key} is stored as ${stored} but the content model says ${wanted}: ` +
    'the setup never rewrites stored data. Write a migration for this change ' +
    '(docs/content-model.md "Schema changes"), or put the model back.'
  );
}
