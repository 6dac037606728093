import { manyToOne, translationsOf } from './builders.ts';
import type { CollectionDef, ContentModel, RelationDef } from './types.ts';

/** Collects collections and relations as the model's parts declare them, in order. */
export interface ModelRegistry {
  add(def: CollectionDef): CollectionDef;
  /** Adds a collection and its `_translations` companion. */
  addTranslated(
    def: CollectionDef,
    translated: Parameters<typeof translationsOf>[1],
  ): CollectionDef;
  /** Declares the relation of every file-image field of a collection to the file library. */
  fileRelations(def: CollectionDef): void;
  relate(...relations: RelationDef[]): void;
  model(): ContentModel;
}

export function createRegistry(): ModelRegistry {
  const collections: CollectionDef[] = [];
  const relations: RelationDef[] = [];
  const fileRelationsOf = (def: CollectionDef) => {
    for (const f of def.fields) {
      if (f.meta?.interface === 'file-image')
        relations.push(manyToOne(def.collection, f.field, 'directus_files'));
    }
  };
  return {
    add(def) {
      collections.push(def);
      return def;
    },
    addTranslated(def, translated) {
      const t = translationsOf(def, translated);
      def.fields.push(t.aliasField);
      collections.push(def, t.collection);
      relations.push(...t.relations);
      fileRelationsOf(t.collection);
      return def;
    },
    fileRelations: fileRelationsOf,
    relate: (...rels) => void relations.push(...rels),
    model: () => ({ collections, relations }),
  };
}
