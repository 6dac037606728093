import type * as content from './content.ts';
import type * as inventory from './inventory.ts';
import type * as rates from './rates.ts';
import type * as transactional from './transactional.ts';
import type { CollectionDef, RecordOf, TranslatedDef } from './types.ts';

/**
 * Every collection's record as Directus stores it, by collection name, read from the typed
 * definitions in content.ts and transactional.ts: a field added, renamed or given other choices
 * there changes these types, and with them the seed data's and the site's (docs/content-model.md).
 * A record holds its primary key and stored fields; a translated collection's texts are the
 * `<name>_translations` record (one per language), its `translations` alias stores nothing.
 */
type Defined =
  | (typeof content)[keyof typeof content]
  | (typeof inventory)[keyof typeof inventory]
  | (typeof rates)[keyof typeof rates]
  | (typeof transactional)[keyof typeof transactional];
type Collections =
  Extract<Defined, CollectionDef> | Extract<Defined, TranslatedDef>['collection' | 'translations'];

export type ContentRecords = {
  [C in Collections as C['collection']]: RecordOf<C>;
};

export type CollectionName = keyof ContentRecords;

/** A translated collection's texts in one language, as the `translations.*` fields return them. */
export type TextsOf<Name extends CollectionName> = `${Name}_translations` extends CollectionName
  ? ContentRecords[`${Name}_translations`]
  : never;
