import { manyToOne } from './builders.ts';
import type { CollectionDef, ContentModel, RelationDef, TranslatedDef } from './types.ts';

/**
 * Collects collections and relations in the order the model's parts register them: that order
 * is the applied model's (Studio lists collections and fields in it).
 */
export interface ModelRegistry {
  add(def: CollectionDef): void;
  /** Adds a collection, its `_translations` companion and the relations between them. */
  addTranslated(def: TranslatedDef): void;
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
    add: (def) => void collections.push(def),
    addTranslated(def) {
      collections.push(def.collection, def.translations);
      relations.push(...def.relations);
      fileRelationsOf(def.translations);
    },
    fileRelations: fileRelationsOf,
    relate: (...rels) => void relations.push(...rels),
    model: () => ({ collections, relations }),
  };
}
