import type { AdminClient } from '../admin-client.ts';
import type { ContentModel } from '@rental/content-model/types';
import { changedMeta, typeChange, type Meta } from './meta-diff.ts';

export interface ApplyReport {
  /** Created: what the database lacked. */
  collections: string[];
  fields: string[];
  relations: string[];
  /** Brought up to the model: what existed with other Studio settings (labels, notes, choices, …). */
  updated: string[];
}

interface ExistingField {
  collection: string;
  field: string;
  type: string;
  meta: Meta | null;
  schema: { is_indexed?: boolean } | null;
}

const fieldsOf = async (admin: AdminClient) =>
  new Map(
    (await admin.get<ExistingField[]>('/fields')).map((f) => [`${f.collection}.${f.field}`, f]),
  );

/**
 * Brings a database up to the model, never touching content (docs/content-model.md "Schema
 * changes"): creates every collection, field and relation it lacks, and sets on existing ones
 * the Studio settings the model writes down (names and notes in both languages, interfaces,
 * choices, displays, list templates) and the indexes it asks for. Settings the model leaves unsaid — a column width or a
 * bookmark staff made — stay as they are. A field whose stored type differs from the model's
 * stops the setup before any write, with a message: changing it would rewrite stored data,
 * which is a migration written on purpose, not a side effect of setup.
 */
export async function applyModel(admin: AdminClient, model: ContentModel): Promise<ApplyReport> {
  const report: ApplyReport = { collections: [], fields: [], relations: [], updated: [] };
  refuseTypeChanges(model, await fieldsOf(admin));
  await applyCollections(admin, model, report);
  await applyFields(admin, model, report);
  await applyRelations(admin, model, report);
  return report;
}

/** Every refusal at once: the operator sees them all, and the database stays as it was. */
function refuseTypeChanges(model: ContentModel, existing: Map<string, ExistingField>): void {
  const refusals = model.collections.flatMap((def) =>
    def.fields.flatMap((field) => {
      const key = `${def.collection}.${field.field}`;
      const stored = existing.get(key);
      const refusal = stored && typeChange(key, field.type, stored.type);
      return refusal ? [refusal] : [];
    }),
  );
  if (refusals.length) throw new Error(refusals.join('\n'));
}

async function applyCollections(admin: AdminClient, model: ContentModel, report: ApplyReport) {
  const existing = new Map(
    (await admin.get<{ collection: string; meta: Meta | null }[]>('/collections')).map((c) => [
      c.collection,
      c.meta,
    ]),
  );
  for (const def of model.collections) {
    if (!existing.has(def.collection)) {
      await admin.post('/collections', {
        collection: def.collection,
        meta: def.meta,
        schema: {},
        fields: [def.fields[0]],
      });
      report.collections.push(def.collection);
      continue;
    }
    const change = changedMeta(def.meta, existing.get(def.collection) ?? null);
    if (!change) continue;
    await admin.patch(`/collections/${def.collection}`, { meta: change });
    report.updated.push(def.collection);
  }
}

async function applyFields(admin: AdminClient, model: ContentModel, report: ApplyReport) {
  // Read after the collections: a new one came with its primary key.
  const existing = await fieldsOf(admin);
  for (const def of model.collections) {
    for (const field of def.fields) {
      const key = `${def.collection}.${field.field}`;
      const stored = existing.get(key);
      if (!stored) {
        await admin.post(`/fields/${def.collection}`, field);
        report.fields.push(key);
        continue;
      }
      const change = field.meta && changedMeta(field.meta, stored.meta);
      // An index the model asks for is added (it changes no stored value); one staff or an
      // operator added is left.
      const index = field.schema?.is_indexed === true && stored.schema?.is_indexed !== true;
      if (!change && !index) continue;
      await admin.patch(`/fields/${def.collection}/${field.field}`, {
        ...(change ? { meta: change } : {}),
        ...(index ? { schema: { is_indexed: true } } : {}),
      });
      report.updated.push(key);
    }
  }
}

async function applyRelations(admin: AdminClient, model: ContentModel, report: ApplyReport) {
  const existing = new Map(
    (await admin.get<{ collection: string; field: string; meta: Meta | null }[]>('/relations')).map(
      (r) => [`${r.collection}.${r.field}`, r.meta],
    ),
  );
  for (const rel of model.relations) {
    const key = `${rel.collection}.${rel.field}`;
    if (!existing.has(key)) {
      await admin.post('/relations', rel);
      report.relations.push(key);
      continue;
    }
    const change = rel.meta && changedMeta(rel.meta, existing.get(key) ?? null);
    if (!change) continue;
    await admin.patch(`/relations/${rel.collection}/${rel.field}`, { meta: change });
    report.updated.push(`relation ${key}`);
  }
}
