/**
 * Next.js' tags manifest: the Map in which `revalidateTag` records when each cache tag was made
 * stale or expired, and which its caches check. It lives outside Next's bundles, so the site's
 * server (server.ts) and the cache handlers Next.js loads (shared-cache/, page-cache/) reach the
 * same Map by its module path.
 */
import { createRequire } from 'node:module';
import type { TagTimes } from './tag-times.ts';

export const { tagsManifest } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as { tagsManifest: Map<string, TagTimes> };
