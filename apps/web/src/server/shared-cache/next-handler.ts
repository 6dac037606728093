/**
 * The module next.config.ts names as `cacheHandlers.default` when REDIS_URL is set (the
 * scale-out profile): Next.js loads it in the server process, outside its bundles, so it
 * imports with file extensions and reaches Next's tags manifest by its module path.
 */
import { createRequire } from 'node:module';
import { connectCacheRedis, createSharedCacheHandler } from './handler.ts';
import type { TagTimes } from './tag-times.ts';

const url = process.env.REDIS_URL;
if (!url) throw new Error('REDIS_URL is required by the shared cache handler');

const { tagsManifest } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as { tagsManifest: Map<string, TagTimes> };

const redis = connectCacheRedis(url);
const handler = createSharedCacheHandler({
  redis,
  brand: process.env.NEXT_PUBLIC_BRAND ?? 'site',
  manifest: tagsManifest,
});

// Learn the invalidations made before this process started, before it serves anything.
await Promise.race([
  new Promise((resolve) => redis.once('ready', resolve)),
  new Promise((resolve) => setTimeout(resolve, 2000).unref()),
]);
await handler.pull();

export default handler;
