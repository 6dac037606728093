/**
 * The module next.config.ts names as `cacheHandler`: Next.js' own page cache (its file-system
 * cache with memory in front, unchanged), except that a page whose render straddled an
 * invalidation of its content is not kept (page-renders.ts). Next.js loads it in the server
 * process, outside its bundles (as it does shared-cache/next-handler.ts), and makes one per
 * request: what it remembers lives in this module.
 */
import { createRequire } from 'node:module';
import { tagsManifest } from '../next-tags-manifest.ts';
import { pageRenders } from './page-renders.ts';

interface CachedValue {
  headers?: Record<string, unknown>;
}
interface FileSystemCacheClass {
  new (context: unknown): {
    get(key: string, context: unknown): Promise<unknown>;
    set(key: string, data: CachedValue | null, context: unknown): Promise<void>;
  };
}

const { default: FileSystemCache } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
) as { default: FileSystemCacheClass };

/** The header in which Next.js keeps a cached page's tags (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';
const renders = pageRenders({ manifest: tagsManifest });

const tagsOf = (data: CachedValue | null): string[] => {
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
};

export default class PageCache extends FileSystemCache {
  async get(key: string, context: unknown) {
    renders.asked(key);
    return super.get(key, context);
  }

  async set(key: string, data: CachedValue | null, context: unknown) {
    if (!renders.mayKeep(key, tagsOf(data))) return;
    return super.set(key, data, context);
  }
}
