/**
 * `cacheHandlers.default` for next.config.ts when REDIS_URL is set: loaded outside Next's
 * bundles, so it imports with file extensions and reaches the tags manifest by module path.
 */
import { tagsManifest } from './tags-manifest.ts';
import { connectCacheRedis, createSharedCacheHandler } from './shared-cache.ts';

const url = process.env.REDIS_URL;
if (!url) throw new Error('REDIS_URL is required by the shared cache handler');

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
