import { Redis } from 'ioredis';
import { decodeEntry, encodeEntry, secondsToKeep, type StoredEntry } from './cache-entry-codec.ts';
import { invalidation, learnedAt, parseTimes, type TagTimes } from './tag-times.ts';

/**
 * Next.js' `CacheEntry` and `CacheHandler` (next/cache, docs: cacheHandlers), written out so
 * that the tests outside the site's workspace can name them.
 */
export interface CacheEntry extends StoredEntry {
  value: ReadableStream<Uint8Array>;
}
export interface UseCacheHandler {
  get(cacheKey: string, softTags: string[]): Promise<CacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<CacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
}

/** No offline queue and one try: while Redis is away a cache call misses at once instead of waiting on a socket. */
export function connectCacheRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  redis.on('error', () => undefined);
  return redis;
}

/** How often a process reads others' invalidations (ms): one small hash read, well within the 5 s goal. */
const PULL_EVERY_MS = 250;

export interface SharedCacheOptions {
  redis: Redis;
  /** Keys are the brand's own: the four brands' sites share one Redis. */
  brand: string;
  /** Next.js' tags manifest (its page cache reads it too); a Map of its own in tests. */
  manifest: Map<string, TagTimes>;
  /** Bytes of entries kept in this process in front of Redis. */
  frontBytes?: number;
  /** How often invalidations made by other processes are read (ms). */
  pullEveryMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

interface FrontEntry {
  meta: StoredEntry;
  value: Buffer;
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/**
 * Next.js' `'use cache'` store shared by a brand's processes through Redis (docs/operations.md
 * "Scale-out"): entries are kept locally and in Redis; invalidations go to a Redis hash every
 * process reads within `pullEveryMs`, counted from when it read them (`learnedAt`). Redis
 * failing makes the cache local, never a failed page.
 */
export function createSharedCacheHandler(o: SharedCacheOptions): UseCacheHandler & {
  pull(): Promise<void>;
  close(): void;
} {
  const now = o.now ?? Date.now;
  const startedAt = now();
  const log = o.log ?? ((line: string) => console.warn(line));
  const prefix = `next-cache:${o.brand}:`;
  const tagsKey = `${prefix}tags`;
  const entryKey = (cacheKey: string) => `${prefix}entry:${cacheKey}`;
  const frontBytes = o.frontBytes ?? 50 * 1024 * 1024;
  const front = new Map<string, FrontEntry>();
  let frontSize = 0;
  let lastPull = 0;
  let pulling: Promise<void> | null = null;
  let warned = false;
  /** Each tag's value in Redis when this process last read or wrote it: a changed one is news. */
  const seen = new Map<string, string>();

  const warnOnce = (what: string, error: unknown) => {
    if (warned) return;
    warned = true;
    log(
      `[cache] Redis (REDIS_URL) failed to ${what}, this process caches on its own until it answers: ${error instanceof Error ? error.message : String(error)}`,
    );
  };

  const remember = (cacheKey: string, entry: FrontEntry) => {
    forget(cacheKey);
    front.set(cacheKey, entry);
    frontSize += entry.value.byteLength;
    for (const [key, old] of front) {
      if (frontSize <= frontBytes) break;
      front.delete(key);
      frontSize -= old.value.byteLength;
    }
  };
  const forget = (cacheKey: string) => {
    const old = front.get(cacheKey);
    if (!old) return;
    front.delete(cacheKey);
    frontSize -= old.value.byteLength;
  };

  /** Next's rule: expired after the entry was made (and the time has come) → miss; stale → serve and refresh. */
  const freshness = (meta: StoredEntry): 'fresh' | 'stale' | 'expired' => {
    let stale = false;
    for (const tag of meta.tags) {
      const times = o.manifest.get(tag);
      if (!times) continue;
      if (times.expired !== undefined && times.expired > meta.timestamp && times.expired <= now())
        return 'expired';
      if (times.stale !== undefined && times.stale > meta.timestamp) stale = true;
    }
    return stale ? 'stale' : 'fresh';
  };

  const asEntry = (entry: FrontEntry): CacheEntry | undefined => {
    const state = freshness(entry.meta);
    if (state === 'expired') return undefined;
    return {
      ...entry.meta,
      revalidate: state === 'stale' ? -1 : entry.meta.revalidate,
      value: streamOf(entry.value),
    };
  };

  async function pull() {
    try {
      const stored = await o.redis.hgetall(tagsKey);
      for (const [tag, text] of Object.entries(stored)) {
        if (seen.get(tag) === text) continue;
        seen.set(tag, text);
        const theirs = parseTimes(text);
        if (theirs) o.manifest.set(tag, learnedAt(theirs, startedAt, now()));
      }
      lastPull = now();
      warned = false;
    } catch (error) {
      warnOnce('read invalidations', error);
    }
  }

  /** At most one read of the hash at a time, and none within `pullEveryMs` of the last. */
  function pullSoon(): Promise<void> {
    if (pulling) return pulling;
    if (now() - lastPull < (o.pullEveryMs ?? PULL_EVERY_MS)) return Promise.resolve();
    pulling = pull().finally(() => {
      pulling = null;
    });
    return pulling;
  }
  const timer = setInterval(() => void pullSoon(), o.pullEveryMs ?? PULL_EVERY_MS);
  timer.unref();

  return {
    async get(cacheKey) {
      const local = front.get(cacheKey);
      if (local) {
        const hit = asEntry(local);
        if (hit) return hit;
      }
      try {
        const stored = await o.redis.getBuffer(entryKey(cacheKey));
        const decoded = stored && decodeEntry(stored);
        if (!decoded) return undefined;
        if (!local || decoded.meta.timestamp > local.meta.timestamp) remember(cacheKey, decoded);
        return asEntry(decoded);
      } catch (error) {
        warnOnce('read an entry', error);
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      try {
        const entry = await pendingEntry;
        // A dynamic result (expire 0) is not kept, as Next's own store does not keep it.
        if (entry.expire === 0) return;
        const value = Buffer.from(await new Response(entry.value).arrayBuffer());
        const { tags, stale, timestamp, expire, revalidate } = entry;
        const meta: StoredEntry = { tags, stale, timestamp, expire, revalidate };
        remember(cacheKey, { meta, value });
        await o.redis.set(
          entryKey(cacheKey),
          encodeEntry(meta, value),
          'EX',
          secondsToKeep(meta.expire),
        );
      } catch (error) {
        warnOnce('store an entry', error);
      }
    },

    async refreshTags() {
      await pullSoon();
    },

    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => o.manifest.get(tag)?.expired ?? 0));
    },

    async updateTags(tags, durations) {
      const at = now();
      const written: [string, string][] = [];
      for (const tag of tags) {
        const times = invalidation(at, o.manifest.get(tag) ?? {}, durations);
        o.manifest.set(tag, times);
        const text = JSON.stringify(times);
        seen.set(tag, text);
        written.push([tag, text]);
      }
      if (written.length === 0) return;
      try {
        await o.redis.hset(tagsKey, Object.fromEntries(written));
      } catch (error) {
        warnOnce('share an invalidation', error);
      }
    },

    pull,
    close() {
      clearInterval(timer);
    },
  };
}
