import { defineContent } from './content.ts';
import { defineInventory } from './inventory.ts';
import { defineRates } from './rates.ts';
import { createRegistry } from './registry.ts';
import { withStudioNames } from './studio-names.ts';
import { modelNotes, noteStrings, withStudioNotes } from './studio-notes.ts';
import { defineTransactional } from './transactional.ts';
import type { ContentModel } from './types.ts';

export * from './vocabulary.ts';

/**
 * The content model of SPEC §3, as code. services/cms/src/schema/apply.ts creates whatever of
 * it is missing and brings existing collections and fields up to its Studio settings; it never
 * drops a column or touches content, and keeps the settings it does not name as staff left them.
 * Directus Core allows 25 collections: this model uses all 25 (see docs/content-model.md).
 */
const registry = createRegistry();
defineContent(registry);
defineInventory(registry);
defineRates(registry);
defineTransactional(registry);

const defined = registry.model();

/** The model as applied: with Studio's names and notes in Spanish and English. */
export const contentModel: ContentModel = withStudioNotes(withStudioNames(defined));

/** Every note of the model, in English as written and in Spanish (studio-notes.ts). */
export const MODEL_NOTES = modelNotes(defined);

/** The fields' notes as Directus translation strings (es, en): the setup writes them. */
export const NOTE_STRINGS = noteStrings(MODEL_NOTES);

/** Collections the site writes to; everything else is content it reads. */
export const TRANSACTIONAL_COLLECTIONS = [
  'reservations',
  'precheckins',
  'payments',
  'refunds',
  'email_outbox',
] as const;
const WRITTEN = new Set<string>([...TRANSACTIONAL_COLLECTIONS, 'corporate_leads']);

/** Collections the public site reads (the service policy's read grant). */
export const CONTENT_COLLECTIONS = contentModel.collections
  .map((c) => c.collection)
  .filter((c) => !WRITTEN.has(c));
