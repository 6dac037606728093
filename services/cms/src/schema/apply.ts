import type { AdminClient } from '../admin-client.ts';
import type { ContentModel } from '@rental/content-model/types';

export interface ApplyReport {
  collections: string[];
  fields: string[];
  relations: string[];
}

/**
 * Creates every collection, field and relation of the model that the database lacks.
 * Existing ones are left exactly as they are: a re-run never drops, renames or rewrites,
 * so whatever staff changed in Studio (notes, widths, an extra field) survives.
 */
export async function applyModel(admin: AdminClient, model: ContentModel): Promise<ApplyReport> {
  const report: ApplyReport = { collections: [], fields: [], relations: [] };

  const existingCollections = new Set(
    (await admin.get<{ collection: string }[]>('/collections')).map((c) => c.collection),
  );
  for (const def of model.collections) {
    if (existingCollections.has(def.collection)) continue;
    const pk = def.fields[0];
    await admin.post('/collections', {
      collection: def.collection,
      meta: def.meta,
      schema: {},
      fields: [pk],
    });
    report.collections.push(def.collection);
  }

  const existingFields = new Set(
    (await admin.get<{ collection: string; field: string }[]>('/fields')).map(
      (f) => `${f.collection}.${f.field}`,
    ),
  );
  for (const def of model.collections) {
    for (const field of def.fields) {
      const key = `${def.collection}.${field.field}`;
      if (existingFields.has(key)) continue;
      await admin.post(`/fields/${def.collection}`, field);
      report.fields.push(key);
    }
  }

  const existingRelations = new Set(
    (await admin.get<{ collection: string; field: string }[]>('/relations')).map(
      (r) => `${r.collection}.${r.field}`,
    ),
  );
  for (const rel of model.relations) {
    const key = `${rel.collection}.${rel.field}`;
    if (existingRelations.has(key)) continue;
    await admin.post('/relations', rel);
    report.relations.push(key);
  }
  return report;
}
