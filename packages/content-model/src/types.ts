/**
 * The shape in which the content model is written down. It maps one-to-one onto Directus'
 * `/collections`, `/fields` and `/relations` payloads; `apply.ts` turns it into those calls.
 */
export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'bigInteger'
  | 'float'
  | 'boolean'
  | 'json'
  | 'csv'
  | 'uuid'
  | 'timestamp'
  | 'dateTime'
  | 'date'
  | 'time'
  | 'alias';

export interface FieldDef {
  field: string;
  type: FieldType;
  /** Directus field meta: interface, options, display, special, note, width, hidden, … */
  meta?: Record<string, unknown>;
  /** Database column: is_nullable, default_value, is_unique, max_length, … */
  schema?: Record<string, unknown> | null;
}

export interface RelationDef {
  collection: string;
  field: string;
  related_collection: string | null;
  meta?: Record<string, unknown>;
  schema?: Record<string, unknown> | null;
}

export type PrimaryKeyKind = 'uuid' | 'integer' | 'string';

export interface CollectionDef {
  collection: string;
  primaryKey: PrimaryKeyKind;
  /** Name of the primary key column; `id` unless a natural key (languages.code) is used. */
  primaryKeyField?: string;
  meta: Record<string, unknown>;
  fields: FieldDef[];
}

export interface ContentModel {
  collections: CollectionDef[];
  relations: RelationDef[];
}
