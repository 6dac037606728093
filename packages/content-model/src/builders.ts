import type {
  CollectionDef,
  FieldDef,
  FieldsRecord,
  KeyValue,
  PrimaryKeyKind,
  NoOptions,
  RelationDef,
  Stored,
  TranslatedDef,
} from './types.ts';
import { CHOICE_WORDS, choiceText, TONE_COLOURS } from './choice-words.ts';

/**
 * Small constructors so the model reads like a list of fields, not a pile of JSON. Each returns
 * the field's Directus definition typed with the value the field stores (types.ts): a field's
 * name and options are literal types here, so `choice('status', CAR_STATUSES)` stores a
 * `CarStatus | null` and `{ required: true }` takes the null away.
 */

interface TextOptions {
  required?: boolean;
  unique?: boolean;
  note?: string;
  max?: number;
  default?: string;
  width?: string;
  options?: Record<string, unknown>;
}

export const text = <const Name extends string, const Opts extends TextOptions = NoOptions>(
  field: Name,
  opts: Opts = {} as Opts,
): FieldDef<Name, Stored<string, Opts>> => ({
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

export const longText = <const Name extends string>(
  field: Name,
  iface: 'input-multiline' | 'input-rich-text-md' = 'input-multiline',
  note?: string,
  opts: { readonly?: boolean } = {},
): FieldDef<Name, string | null> => ({
  field,
  type: 'text',
  meta: {
    interface: iface,
    note: note ?? null,
    width: 'full',
    ...(opts.readonly ? { readonly: true } : {}),
  },
  schema: { is_nullable: true },
});

/**
 * An amount in US dollars with cents, for staff to read (Directus shows and sorts a decimal;
 * it cannot show integer cents as dollars). Directus answers a decimal as text ("200.00").
 * Read-only: the CMS writes it from the cents the site computed.
 */
export const decimal = <const Name extends string>(
  field: Name,
  note: string,
): FieldDef<Name, string | null> => ({
  field,
  type: 'decimal',
  meta: {
    interface: 'input',
    note,
    width: 'half',
    readonly: true,
    display: 'raw',
  },
  schema: { is_nullable: true, numeric_precision: 10, numeric_scale: 2 },
});

interface IntegerOptions {
  default?: number | null;
  required?: boolean;
  note?: string;
  min?: number;
  max?: number;
}

export const integer = <const Name extends string, const Opts extends IntegerOptions = NoOptions>(
  field: Name,
  opts: Opts = {} as Opts,
): FieldDef<Name, Stored<number, Opts>> => ({
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

/** Studio's interface and display that show integer cents as dollars (services/cms/extensions/dollars-*). */
const DOLLARS = { interface: 'dollars', display: 'dollars', display_options: null } as const;

/**
 * Money: integer cents in USD, always, in the data and the API; Studio shows and takes it in
 * dollars (docs/content-model.md "Money").
 */
export const cents = <
  const Name extends string,
  const Opts extends Pick<IntegerOptions, 'default' | 'required'> = NoOptions,
>(
  field: Name,
  note: string,
  opts: Opts = {} as Opts,
) => {
  const def = integer(field, {
    note: `${note} (typed in US$, stored in USD cents)`,
    min: 0,
    ...opts,
  });
  return { ...def, meta: { ...def.meta, ...DOLLARS } };
};

export const float = <const Name extends string>(
  field: Name,
  note?: string,
): FieldDef<Name, number | null> => ({
  field,
  type: 'float',
  meta: { interface: 'input', width: 'half', note: note ?? null },
  schema: { is_nullable: true },
});

/** Never empty: the column is NOT NULL with a default. */
export const bool = <const Name extends string>(
  field: Name,
  def: boolean,
  note?: string,
): FieldDef<Name, boolean> => ({
  field,
  type: 'boolean',
  meta: { interface: 'boolean', special: ['cast-boolean'], width: 'half', note: note ?? null },
  schema: { is_nullable: false, default_value: def },
});

interface ChoiceOptions<Value extends string> {
  default?: NoInfer<Value>;
  required?: boolean;
  note?: string;
}

/** A choice in lists: its word (choice-words.ts), as a coloured badge when it is a state. */
const choiceBadge = (value: string) => {
  const tone = CHOICE_WORDS[value]?.tone;
  return { text: choiceText(value), value, ...(tone ? TONE_COLOURS[tone] : {}) };
};

/**
 * One of a closed list (the vocabulary's): stores the list's union. Studio shows each value's
 * word in the staff member's language, states as coloured badges (choice-words.ts).
 */
export const choice = <
  const Name extends string,
  const Value extends string,
  const Opts extends ChoiceOptions<Value> = NoOptions,
>(
  field: Name,
  values: readonly Value[],
  opts: Opts = {} as Opts,
): FieldDef<Name, Stored<Value, Opts>> => ({
  field,
  type: 'string',
  meta: {
    interface: 'select-dropdown',
    width: 'half',
    note: opts.note ?? null,
    required: opts.required ?? false,
    options: { choices: values.map((value) => ({ text: choiceText(value), value })) },
    display: 'labels',
    display_options: { choices: values.map(choiceBadge) },
  },
  schema: { is_nullable: !opts.required, default_value: opts.default ?? null, max_length: 64 },
});

/**
 * A set of short codes (car classes, brand keys), edited as tags in Studio. Typed as the
 * presets offered (Studio lets staff type others: the site's mappers keep what they read).
 */
export const tags = <const Name extends string, const Preset extends string = string>(
  field: Name,
  note: string,
  presets: readonly Preset[] = [],
): FieldDef<Name, Preset[] | null> => ({
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

/**
 * JSON of a given shape: `json<WeeklyHours>()('hours', note)`. The shape comes first, in its own
 * call, because TypeScript infers no type argument (the field's name) once one is given.
 */
export const json =
  <Shape>() =>
  <const Name extends string>(
    field: Name,
    note: string,
    iface = 'input-code',
  ): FieldDef<Name, Shape | null> => ({
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

/** One field of a repeater's rows, as Studio's list interface edits it. */
export interface RowField {
  field: string;
  type: 'string' | 'integer' | 'date';
  /** Integer cents Studio shows and takes in dollars. */
  money?: boolean;
  note?: string;
  /** A closed list offered as a dropdown. */
  choices?: readonly string[];
  width?: 'half' | 'full';
}

const rowInterface = (f: RowField) =>
  f.money
    ? DOLLARS.interface
    : f.choices
      ? 'select-dropdown'
      : f.type === 'date'
        ? 'datetime'
        : 'input';

/**
 * A JSON list Studio edits as a form per row (its list interface), not as JSON text:
 * `repeater<LengthDiscount>()('length_discounts', note, '{{min_days}}+ días', fields)`.
 */
export const repeater =
  <Row>() =>
  <const Name extends string>(
    field: Name,
    note: string,
    template: string,
    rows: readonly RowField[],
  ): FieldDef<Name, Row[] | null> => ({
    field,
    type: 'json',
    meta: {
      interface: 'list',
      special: ['cast-json'],
      width: 'full',
      note,
      options: {
        template,
        fields: rows.map((f) => ({
          field: f.field,
          name: f.field,
          type: f.type,
          meta: {
            interface: rowInterface(f),
            width: f.width ?? 'half',
            note: f.note ?? null,
            options: f.choices
              ? { choices: f.choices.map((v) => ({ text: choiceText(v), value: v })) }
              : null,
          },
        })),
      },
    },
    schema: { is_nullable: true },
  });

/**
 * A section of Studio's form that opens closed (its "group-detail"), for what is kept for the
 * record rather than read every day; `inGroup` puts a field in it.
 */
export const closedSection = <const Name extends string>(
  field: Name,
  note: string,
): FieldDef<Name, never> => ({
  field,
  type: 'alias',
  meta: {
    special: ['alias', 'no-data', 'group'],
    interface: 'group-detail',
    width: 'full',
    note,
    options: { start: 'closed', headerIcon: 'data_object' },
  },
  schema: null,
});

export const inGroup = <Def extends FieldDef>(group: string, def: Def): Def => ({
  ...def,
  meta: { ...def.meta, group },
});

/** A Panama calendar day ('YYYY-MM-DD'), with no time. */
export const day = <
  const Name extends string,
  const Opts extends { required?: boolean; note?: string } = NoOptions,
>(
  field: Name,
  opts: Opts = {} as Opts,
): FieldDef<Name, Stored<string, Opts>> => ({
  field,
  type: 'date',
  meta: {
    interface: 'datetime',
    width: 'half',
    note: opts.note ?? null,
    required: opts.required ?? false,
  },
  schema: { is_nullable: !opts.required },
});

/**
 * Studio's lists and titles write a time as "2:30 PM"; its datetime field defaults to "14:30".
 * One format: the field writes 12-hour times too.
 */
const TWELVE_HOUR = { use24: false } as const;

/** An instant, as Directus returns it (ISO 8601 text). */
export const timestamp = <const Name extends string>(
  field: Name,
  note?: string,
  opts: { indexed?: boolean } = {},
): FieldDef<Name, string | null> => ({
  field,
  type: 'timestamp',
  meta: { interface: 'datetime', width: 'half', note: note ?? null, options: TWELVE_HOUR },
  schema: { is_nullable: true, ...(opts.indexed ? { is_indexed: true } : {}) },
});

export const createdAt = (): FieldDef<'date_created', string | null> => ({
  field: 'date_created',
  type: 'timestamp',
  meta: {
    special: ['date-created'],
    interface: 'datetime',
    options: TWELVE_HOUR,
    readonly: true,
    hidden: false,
    width: 'half',
  },
  schema: { is_nullable: true },
});

export const updatedAt = (): FieldDef<'date_updated', string | null> => ({
  field: 'date_updated',
  type: 'timestamp',
  meta: {
    special: ['date-updated'],
    interface: 'datetime',
    options: TWELVE_HOUR,
    readonly: true,
    hidden: true,
    width: 'half',
  },
  schema: { is_nullable: true },
});

export const sort = (): FieldDef<'sort', number | null> => ({
  field: 'sort',
  type: 'integer',
  meta: { interface: 'input', hidden: true },
  schema: { is_nullable: true },
});

interface ReferenceOptions {
  note?: string;
  required?: boolean;
  iface?: string;
  template?: string;
}

/** A foreign key column, storing the related record's id; its relation is declared with `manyToOne`. */
export const reference = <
  const Name extends string,
  Kind extends PrimaryKeyKind,
  const Opts extends ReferenceOptions = NoOptions,
>(
  field: Name,
  keyType: Kind,
  opts: Opts = {} as Opts,
): FieldDef<Name, Stored<KeyValue<Kind>, Opts>> => ({
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

/** An image held in Directus' file library (served by `/assets/{id}`): stores the file's id. */
export const image = <const Name extends string>(
  field: Name,
  note?: string,
): FieldDef<Name, string | null> => ({
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

export interface CollectionOptions<Kind extends PrimaryKeyKind, Key extends string> {
  icon: string;
  note: string;
  primaryKey?: Kind;
  primaryKeyField?: Key;
  singleton?: false;
  displayTemplate?: string;
  sortField?: string;
  hidden?: boolean;
}

/** A record of a collection: its primary key and its fields' values. */
type CollectionRecord<
  Key extends string,
  Kind extends PrimaryKeyKind,
  Fields extends readonly FieldDef[],
> = FieldsRecord<[FieldDef<Key, KeyValue<Kind>>, ...Fields]>;

export const collection = <
  const Name extends string,
  const Fields extends readonly FieldDef[],
  Kind extends PrimaryKeyKind = 'uuid',
  const Key extends string = 'id',
>(
  name: Name,
  opts: CollectionOptions<Kind, Key>,
  fields: Fields,
): CollectionDef<Name, CollectionRecord<Key, Kind, Fields>, Kind> => {
  // Kind is 'uuid' when the options name none (its default above).
  const kind = (opts.primaryKey ?? 'uuid') as Kind;
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
export const translated = <
  const Name extends string,
  Stored,
  Kind extends PrimaryKeyKind,
  const Fields extends readonly FieldDef[],
>(
  parent: CollectionDef<Name, Stored, Kind>,
  fields: Fields,
) => {
  const name = `${parent.collection}_translations` as const;
  const parentKey = `${parent.collection}_id` as const;
  const texts = collection(
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
  const aliasField: FieldDef = {
    field: 'translations',
    type: 'alias',
    meta: {
      special: ['translations'],
      interface: 'translations',
      width: 'full',
      options: { languageField: 'name', defaultLanguage: 'es-ES', userLanguage: true },
    },
    schema: null,
  };
  const relations: RelationDef[] = [
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
  ];
  return {
    // The alias field is the parent's last: it stores nothing, so its record type has no such field.
    collection: { ...parent, fields: [...parent.fields, aliasField] },
    translations: texts,
    relations,
  } satisfies TranslatedDef;
};
