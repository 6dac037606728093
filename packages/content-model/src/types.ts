/**
 * The shape in which the content model is written down. It maps one-to-one onto Directus'
 * `/collections`, `/fields` and `/relations` payloads; services/cms/src/schema/apply.ts turns
 * it into those calls.
 *
 * Each field and collection also carries, for the type checker only, the value Directus stores
 * in it: `RecordOf<typeof fleet>` is a car as Directus stores it, and the seed data's and the
 * site's types are derived from such records (records.ts) instead of naming the fields again.
 */
export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'bigInteger'
  | 'float'
  | 'decimal'
  | 'boolean'
  | 'json'
  | 'csv'
  | 'uuid'
  | 'timestamp'
  | 'dateTime'
  | 'date'
  | 'time'
  | 'alias';

/** The key of the type-only value: never set at run time, so never sent to Directus. */
declare const storedValue: unique symbol;
declare const storedRecord: unique symbol;

export interface FieldDef<Name extends string = string, Value = unknown> {
  field: Name;
  type: FieldType;
  /** Directus field meta: interface, options, display, special, note, width, hidden, … */
  meta?: Record<string, unknown>;
  /** Database column: is_nullable, default_value, is_unique, max_length, … */
  schema?: Record<string, unknown> | null;
  /** Type only: the value Directus stores in the field. */
  readonly [storedValue]?: Value;
}

export interface RelationDef {
  collection: string;
  field: string;
  related_collection: string | null;
  meta?: Record<string, unknown>;
  schema?: Record<string, unknown> | null;
}

export type PrimaryKeyKind = 'uuid' | 'integer' | 'string';

/** A primary key's (or a reference's) value: Directus returns uuids and strings as text. */
export type KeyValue<Kind extends PrimaryKeyKind> = Kind extends 'integer' ? number : string;

export interface CollectionDef<
  Name extends string = string,
  Stored = unknown,
  Kind extends PrimaryKeyKind = PrimaryKeyKind,
> {
  collection: Name;
  primaryKey: Kind;
  /** Name of the primary key column; `id` unless a natural key (languages.code) is used. */
  primaryKeyField?: string;
  meta: Record<string, unknown>;
  fields: FieldDef[];
  /** Type only: a record as Directus stores it, primary key included. */
  readonly [storedRecord]?: Stored;
}

/** A translated collection: the parent, its `<parent>_translations` companion and their relations. */
export interface TranslatedDef<
  Parent extends CollectionDef = CollectionDef,
  Texts extends CollectionDef = CollectionDef,
> {
  collection: Parent;
  translations: Texts;
  relations: RelationDef[];
}

export interface ContentModel {
  collections: CollectionDef[];
  relations: RelationDef[];
}

/** The value a field stores. */
export type ValueOf<F> = F extends FieldDef<string, infer V> ? V : never;

/** The record a collection stores (its primary key and fields, not its alias fields). */
export type RecordOf<C> = C extends CollectionDef<string, infer R> ? R : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The record of a list of fields: each field's name to the value it stores (none for a section, which stores nothing). */
export type FieldsRecord<Fields extends readonly FieldDef[]> = Simplify<{
  [F in Fields[number] as [ValueOf<F>] extends [never] ? never : F['field']]: ValueOf<F>;
}>;

/** A builder called without options: the field is nullable and has no default. */
export type NoOptions = Record<never, never>;

/**
 * A field's value as Directus stores it: empty (null) unless the field is required, or has a
 * default that is not null (a record created without the field gets the default). Studio can
 * still clear a nullable column that has a default; the site's mappers read such a field's
 * default again.
 */
export type Stored<Value, Opts> = Opts extends { required: true }
  ? Value
  : Opts extends { default: string | number | boolean }
    ? Value
    : Value | null;
