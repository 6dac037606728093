import { defineContent } from './content.ts';
import { defineInventory } from './inventory.ts';
import { defineRates } from './rates.ts';
import { createRegistry } from './registry.ts';
import { defineTransactional } from './transactional.ts';
import type { ContentModel } from './types.ts';

export * from './vocabulary.ts';

/**
 * The content model of SPEC §3, as code. services/cms/src/schema/apply.ts creates whatever of
 * it is missing and never drops or rewrites what exists, so staff changes made in Studio survive
 * a re-run.
 * Directus Core allows 25 collections: this model uses all 25 (see docs/content-model.md).
 */
const registry = createRegistry();
defineContent(registry);
defineInventory(registry);
defineRates(registry);
defineTransactional(registry);

export const contentModel: ContentModel = registry.model();

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
