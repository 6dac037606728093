/**
 * `cacheHandler` for next.config.ts: Next.js' own page cache, except that a page whose render
 * straddled an invalidation is not kept (page-renders.ts) and only a copy that reads back goes
 * to disk. Next makes one per request: what it remembers lives in this module.
 */
import { createRequire } from 'node:module';
import { tagsManifest } from './tags-manifest.ts';
import { pageRenders } from './page-renders.ts';

interface CachedValue {
  kind?: string;
  headers?: Record<string, unknown>;
  rscData?: unknown;
  postponed?: unknown;
}
interface SetContext {
  isRoutePPREnabled?: boolean;
}
interface FileSystemCacheClass {
  new (context: unknown): {
    flushToDisk?: boolean;
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

/**
 * How a page may go to disk: Next.js reads a page back only with its flight data, so a page
 * without it stays in this process' memory and the folder keeps the last copy that reads back.
 */
function diskCopyOf(
  data: CachedValue | null,
  context: SetContext,
): { write: false } | { write: true; context: SetContext } {
  if (data?.kind !== 'APP_PAGE' || data.postponed != null) return { write: true, context };
  if (data.rscData == null) return { write: false };
  return { write: true, context: { ...context, isRoutePPREnabled: false } };
}

export default class PageCache extends FileSystemCache {
  async get(key: string, context: unknown) {
    renders.asked(key);
    return super.get(key, context);
  }

  async set(key: string, data: CachedValue | null, context: SetContext) {
    if (!renders.mayKeep(key, tagsOf(data))) return;
    const copy = diskCopyOf(data, context);
    if (copy.write) return super.set(key, data, copy.context);
    // Next.js decides whether to write before its first await: memory only, for this call.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    const kept = super.set(key, data, context);
    this.flushToDisk = flushToDisk;
    return kept;
  }
}
