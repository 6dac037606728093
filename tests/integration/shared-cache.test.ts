import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectCacheRedis,
  createSharedCacheHandler,
  type CacheEntry,
} from '../../apps/web/src/lib/next-cache/shared-cache.ts';
import type { TagTimes } from '../../apps/web/src/lib/next-cache/tag-times.ts';
import { throwAwayRedis } from '../../scripts/lib/redis-server.ts';

/**
 * Next.js' 'use cache' store of the scale-out profile against a real, throw-away Redis: two
 * site processes (each its own memory and tags manifest) share entries and invalidations.
 */
const redisServer = throwAwayRedis(6392);
const connections: ReturnType<typeof connectCacheRedis>[] = [];
const handlers: { close(): void }[] = [];

function siteProcess({
  brand = 'firefly',
  log = () => undefined,
  now,
}: { brand?: string; log?: (line: string) => void; now?: () => number } = {}) {
  const redis = connectCacheRedis(redisServer.url);
  connections.push(redis);
  const manifest = new Map<string, TagTimes>();
  const handler = createSharedCacheHandler({
    redis,
    brand,
    manifest,
    pullEveryMs: 100,
    log,
    now,
  });
  handlers.push(handler);
  return { handler, manifest, ready: new Promise((r) => redis.once('ready', r)) };
}

const entry = (text: string, tags: string[]): Promise<CacheEntry> =>
  Promise.resolve({
    value: new Response(text).body!,
    tags,
    stale: 30,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 60,
  });
const textOf = async (e: CacheEntry | undefined) => (e ? await new Response(e.value).text() : null);
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(() => redisServer.start());
afterAll(async () => {
  for (const h of handlers) h.close();
  for (const c of connections) c.disconnect();
  await redisServer.stop();
});

describe('the shared cache handler', () => {
  it("gives one process another's entry, and not another brand's", async () => {
    const a = siteProcess();
    const b = siteProcess();
    const tucan = siteProcess({ brand: 'tucan' });
    await Promise.all([a.ready, b.ready, tucan.ready]);
    await a.handler.set('fleet-1', entry('25 cars', ['cms:flota']));
    const got = await b.handler.get('fleet-1', []);
    expect(await textOf(got)).toBe('25 cars');
    expect(got).toMatchObject({ tags: ['cms:flota'], revalidate: 60, expire: 3600 });
    // A second read is served from b's memory: a new stream each time.
    expect(await textOf(await b.handler.get('fleet-1', []))).toBe('25 cars');
    expect(await tucan.handler.get('fleet-1', [])).toBeUndefined();
  });

  it("reaches every process's tags manifest when one process invalidates a tag", async () => {
    const a = siteProcess();
    // b's clock reads 50 ms ahead of a's, as two machines' may: its reading of a's
    // invalidation below can then never fall in the millisecond a made it (it once did in CI).
    const b = siteProcess({ now: () => Date.now() + 50 });
    await Promise.all([a.ready, b.ready]);
    await a.handler.set('branches-1', entry('3 branches', ['cms:branches']));
    expect(await textOf(await b.handler.get('branches-1', []))).toBe('3 branches');
    await settle();

    // revalidateTag(tag, 'max'): stale, served while refreshed.
    await a.handler.updateTags(['cms:branches'], { expire: 365 * 24 * 3600 });
    await settle();
    expect(b.manifest.get('cms:branches')?.stale).toBeGreaterThan(0);
    expect((await b.handler.get('branches-1', []))?.revalidate).toBe(-1);

    // The Studio refresh flow's revalidateTag(tag, { expire: 0 }): no process serves it any more.
    await a.handler.updateTags(['cms:branches'], { expire: 0 });
    await settle();
    expect(await b.handler.get('branches-1', [])).toBeUndefined();
    expect(await b.handler.getExpiration(['cms:branches'])).toBeGreaterThan(0);

    // b counts it from when it read it: what it made before that used content it took for
    // fresh. A process started later takes it as made, on its first read of the hash.
    const made = a.manifest.get('cms:branches')?.expired ?? 0;
    expect(b.manifest.get('cms:branches')?.expired).toBeGreaterThan(made);
    const late = siteProcess();
    await late.ready;
    await late.handler.pull();
    expect(late.manifest.get('cms:branches')?.expired).toBe(made);
  });

  it('keeps serving from memory, without failing a page, while Redis is away', async () => {
    const lines: string[] = [];
    const a = siteProcess({ brand: 'marea', log: (line) => lines.push(line) });
    await a.ready;
    await a.handler.set('promo-1', entry('2x1', ['cms:promotions']));
    await redisServer.stop();
    try {
      expect(await textOf(await a.handler.get('promo-1', []))).toBe('2x1');
      expect(await a.handler.get('never-stored', [])).toBeUndefined();
      await expect(a.handler.set('promo-2', entry('3x2', []))).resolves.toBeUndefined();
      await expect(a.handler.updateTags(['cms:promotions'])).resolves.toBeUndefined();
      await expect(a.handler.refreshTags()).resolves.toBeUndefined();
      // Still invalidated in this process, and said once, naming the setting.
      expect(await a.handler.get('promo-1', [])).toBeUndefined();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/REDIS_URL/);
    } finally {
      await redisServer.start();
    }
  });
});
