import type { CollectionDef, FieldDef, PrimaryKeyKind, RelationDef } from './types.ts';

/** Small constructors so the model reads like a list of fields, not a pile of JSON. */

export const text = (
  field: string,
  opts: {
    required?: boolean;
    unique?: boolean;
    note?: string;
    max?: number;
    default?: string;
    width?: string;
    options?: Record<string, unknown>;
  } = {},
): FieldDef => ({
  field,
  type: 'string',
  meta: {
    interface: 'input',
    note: opts.note ?? null,
    required: opts.required ?? false,
    width: opts.width ?? 'half',
    options: opts.options ?? null,
  },
  schema: {
    is_nullable: !opts.required,
    is_unique: opts.unique ?? false,
    max_length: opts.max ?? 255,
    default_value: opts.default ?? null,
  },
});

export const longText = (
  field: string,
  iface: 'input-multiline' | 'input-rich-text-md' = 'input-multiline',
  note?: string,
): FieldDef => ({
  field,
  type: 'text',
  meta: { interface: iface, note: note ?? null, width: 'full' },
  schema: { is_nullable: true },
});

export const integer = (
  field: string,
  opts: {
    default?: number | null;
    required?: boolean;
    note?: string;
    min?: number;
    max?: number;
  } = {},
): FieldDef => ({
  field,
  type: 'integer',
  meta: {
    interface: 'input',
    width: 'half',
    note: opts.note ?? null,
    required: opts.required ?? false,
    options: { min: opts.min ?? null, max: opts.max ?? null },
  },
  schema: { is_nullable: !opts.required, default_value: opts.default ?? null },
});

/** Money: integer cents in USD, always. */
export const cents = (
  field: string,
  note: string,
  opts: { default?: number | null; required?: boolean } = {},
): FieldDef => integer(field, { note: `${note} (USD cents)`, min: 0, ...opts });

export const float = (field: string, note?: string): FieldDef => ({
  field,
  type: 'float',
  meta: { interface: 'input', width: 'half', note: note ?? null },
  schema: { is_nullable: true },
});

export const bool = (field: string, def: boolean, note?: string): FieldDef => ({
  field,
  type: 'boolean',
  meta: { interface: 'boolean', special: ['cast-boolean'], width: 'half', note: note ?? null },
  schema: { is_nullable: false, default_value: def },
});

export const choice = (
  field: string,
  values: readonly string[],
  opts: { default?: string; required?: boolean; note?: string } = {},
): FieldDef => ({
  field,
  type: 'string',
  meta: {
    interface: 'select-dropdown',
    width: 'half',
    note: opts.note ?? null,
    required: opts.required ?? false,
    options: { choices: values.map((value) => ({ text: value, value })) },
    display: 'labels',
  },
  schema: { is_nullable: !opts.required, default_value: opts.default ?? null, max_length: 64 },
});

/** A set of short codes (car classes, brand keys), edited as tags in Studio. */
export const tags = (field: string, note: string, presets: readonly string[] = []): FieldDef => ({
  field,
  type: 'csv',
  meta: {
    interface: 'tags',
    special: ['cast-csv'],
    width: 'full',
    note,
    options: presets.length ? { presets } : null,
  },
  schema: { is_nullable: true },
});

export const json = (field: string, note: string, iface = 'input-code'): FieldDef => ({
  field,
  type: 'json',
  meta: {
    interface: iface,
    special: ['cast-json'],
    width: 'full',
    note,
    options: iface === 'input-code' ? { language: 'JSON' } : null,
  },
  schema: { is_nullable: true },
});

export const timestamp = (field: string, note?: string): FieldDef => ({
  field,
  type: 'timestamp',
  meta: { interface: 'datetime', width: 'half', note: note ?? null },
  schema: { is_nullable: true },
});

export const createdAt = (): FieldDef => ({
  field: 'date_created',
  type: 'timestamp',
  meta: {
    special: ['date-created'],
    interface: 'datetime',
    readonly: true,
    hidden: false,
    width: 'half',
  },
  schema: { is_nullable: true },
});

export const updatedAt = (): FieldDef => ({
  field: 'date_updated',
  type: 'timestamp',
  meta: {
    special: ['date-updated'],
    interface: 'datetime',
    readonly: true,
    hidden: true,
    width: 'half',
  },
  schema: { is_nullable: true },
});

export const sort = (): FieldDef => ({
  field: 'sort',
  type: 'integer',
  meta: { interface: 'input', hidden: true },
  schema: { is_nullable: true },
});

/** A foreign key column; its relation is declared with `manyToOne`. */
export const reference = (
  field: string,
  keyType: PrimaryKeyKind,
  opts: { note?: string; required?: boolean; iface?: string; template?: string } = {},
): FieldDef => ({
  field,
  type: keyType === 'integer' ? 'integer' : keyType === 'uuid' ? 'uuid' : 'string',
  meta: {
    interface: opts.iface ?? 'select-dropdown-m2o',
    special: ['m2o'],
    width: 'half',
    note: opts.note ?? null,
    required: opts.required ?? false,
    options: opts.template ? { template: opts.template } : null,
    display: opts.template ? 'related-values' : null,
    display_options: opts.template ? { template: opts.template } : null,
  },
  schema: { is_nullable: !opts.required },
});

/** An image held in Directus' file library (served by `/assets/{id}`). */
export const image = (field: string, note?: string): FieldDef => ({
  field,
  type: 'uuid',
  meta: { interface: 'file-image', special: ['file'], width: 'half', note: note ?? null },
  schema: { is_nullable: true },
});

export const manyToOne = (
  collection: string,
  field: string,
  related: string,
  onDelete: 'SET NULL' | 'CASCADE' | 'NO ACTION' = 'SET NULL',
): RelationDef => ({
  collection,
  field,
  related_collection: related,
  meta: { one_field: null, sort_field: null, one_deselect_action: 'nullify' },
  schema: { on_delete: onDelete },
});

const primaryKey = (kind: PrimaryKeyKind, field = 'id'): FieldDef => {
  if (kind === 'uuid')
    return {
      field,
      type: 'uuid',
      meta: { special: ['uuid'], hidden: true, readonly: true, interface: 'input' },
      schema: { is_primary_key: true, length: 36, has_auto_increment: false },
    };
  if (kind === 'integer')
    return {
      field,
      type: 'integer',
      meta: { hidden: true, readonly: true, interface: 'input' },
      schema: { is_primary_key: true, has_auto_increment: true },
    };
  return {
    field,
    type: 'string',
    meta: { interface: 'input', readonly: false },
    schema: { is_primary_key: true, length: 255, has_auto_increment: false },
  };
};

export interface CollectionOptions {
  icon: string;
  note: string;
  primaryKey?: PrimaryKeyKind;
  primaryKeyField?: string;
  singleton?: false;
  displayTemplate?: string;
  sortField?: string;
  hidden?: boolean;
}

export const collection = (
  name: string,
  opts: CollectionOptions,
  fields: FieldDef[],
): CollectionDef => {
  const kind = opts.primaryKey ?? 'uuid';
  const pkField = opts.primaryKeyField ?? 'id';
  return {
    collection: name,
    primaryKey: kind,
    primaryKeyField: pkField,
    meta: {
      icon: opts.icon,
      note: opts.note,
      display_template: opts.displayTemplate ?? null,
      sort_field: opts.sortField ?? null,
      hidden: opts.hidden ?? false,
      accountability: 'all',
    },
    fields: [primaryKey(kind, pkField), ...fields],
  };
};

/**
 * A translated collection: Directus' translations pattern, i.e. `<parent>_translations`
 * holding one row per (parent, language) with the translated fields, an alias field
 * `translations` on the parent, and the two relations that tie them together.
 */
export const translationsOf = (
  parent: CollectionDef,
  fields: FieldDef[],
): { collection: CollectionDef; aliasField: FieldDef; relations: RelationDef[] } => {
  const name = `${parent.collection}_translations`;
  const parentKey = `${parent.collection}_id`;
  const junction = collection(
    name,
    {
      icon: 'translate',
      note: `Translated texts of ${parent.collection}`,
      primaryKey: 'integer',
      hidden: true,
    },
    [
      reference(parentKey, parent.primaryKey, { required: false }),
      reference('languages_code', 'string'),
      ...fields,
    ],
  );
  return {
    collection: junction,
    aliasField: {
      field: 'translations',
      type: 'alias',
      meta: {
        special: ['translations'],
        interface: 'translations',
        width: 'full',
        options: { languageField: 'name', defaultLanguage: 'es-ES', userLanguage: true },
      },
      schema: null,
    },
    relations: [
      {
        collection: name,
        field: parentKey,
        related_collection: parent.collection,
        meta: {
          one_field: 'translations',
          junction_field: 'languages_code',
          sort_field: null,
          one_deselect_action: 'delete',
        },
        schema: { on_delete: 'CASCADE' },
      },
      {
        collection: name,
        field: 'languages_code',
        related_collection: 'languages',
        meta: {
          one_field: null,
          junction_field: parentKey,
          sort_field: null,
          one_deselect_action: 'nullify',
        },
        schema: { on_delete: 'SET NULL' },
      },
    ],
  };
};
