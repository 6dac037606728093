import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter, type RateLimitRule } from '../../apps/web/src/lib/rate-limit/limiter.ts';
import {
  connectRedis,
  pingWhenConnected,
  type Redis,
} from '../../apps/web/src/lib/rate-limit/redis.ts';
import { throwAwayRedis } from '../../scripts/lib/redis-server.ts';

/**
 * The site's rate limits against a real, throw-away Redis (redis-server from Debian's
 * package): counters shared by the site's processes, and what happens when Redis goes away.
 */
const redisServer = throwAwayRedis(6391);
const URL = redisServer.url;
const startRedis = () => redisServer.start();
const stopRedis = () => redisServer.stop();
const clients: Redis[] = [];

/** A site process's connection, as lib/rate-limit makes it. */
async function siteRedis(): Promise<Redis> {
  const client = connectRedis(URL, () => undefined);
  clients.push(client);
  await new Promise((r) => client.once('ready', r));
  return client;
}

const rule = (name: string, limit = 3): RateLimitRule => ({
  name: `${name}-${Date.now()}`,
  limit,
  windowMs: 60_000,
});

beforeAll(startRedis);
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await stopRedis();
});

describe('rate limits with a shared Redis', () => {
  it('two site processes share one count per address', async () => {
    const r = rule('shared');
    const a = createLimiter(r, { redis: await siteRedis(), prefix: 'rl:firefly' });
    const b = createLimiter(r, { redis: await siteRedis(), prefix: 'rl:firefly' });
    expect([
      await a.allow('203.0.113.7'),
      await b.allow('203.0.113.7'),
      await a.allow('203.0.113.7'),
    ]).toEqual([true, true, true]);
    expect(await b.allow('203.0.113.7')).toBe(false);
    expect(await a.allow('203.0.113.7')).toBe(false);
    // Another address and another brand count on their own.
    expect(await b.allow('203.0.113.8')).toBe(true);
    const tucan = createLimiter(r, { redis: await siteRedis(), prefix: 'rl:tucan' });
    expect(await tucan.allow('203.0.113.7')).toBe(true);
  });

  it('checking whether an address is exhausted does not count a hit', async () => {
    const r = rule('peek', 2);
    const limiter = createLimiter(r, { redis: await siteRedis(), prefix: 'rl:firefly' });
    for (let i = 0; i < 5; i++) expect(await limiter.exhausted('198.51.100.1')).toBe(false);
    await limiter.allow('198.51.100.1');
    await limiter.allow('198.51.100.1');
    expect(await limiter.exhausted('198.51.100.1')).toBe(true);
  });

  it('exempt addresses are never limited', async () => {
    const limiter = createLimiter(rule('exempt', 1), {
      redis: await siteRedis(),
      prefix: 'rl:firefly',
      exempt: new Set(['192.0.2.1']),
    });
    for (let i = 0; i < 5; i++) expect(await limiter.allow('192.0.2.1')).toBe(true);
    expect(await limiter.exhausted('192.0.2.1')).toBe(false);
    expect(await limiter.allow('192.0.2.2')).toBe(true);
    expect(await limiter.allow('192.0.2.2')).toBe(false);
  });

  it('without Redis a process still limits on its own', async () => {
    const limiter = createLimiter(rule('memory', 2), { prefix: 'rl:firefly' });
    expect([await limiter.allow('x'), await limiter.allow('x'), await limiter.allow('x')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('when Redis goes away, limits count per process at once, and shared again when it returns', async () => {
    const r = rule('outage', 2);
    const redis = await siteRedis();
    const lines: string[] = [];
    const limiter = createLimiter(r, { redis, prefix: 'rl:firefly', log: (l) => lines.push(l) });
    await stopRedis();
    const started = Date.now();
    expect([
      await limiter.allow('203.0.113.9'),
      await limiter.allow('203.0.113.9'),
      await limiter.allow('203.0.113.9'),
    ]).toEqual([true, true, false]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await limiter.exhausted('203.0.113.9')).toBe(true);

    await startRedis();
    await new Promise((resolve) =>
      redis.status === 'ready' ? resolve(null) : redis.once('ready', resolve),
    );
    const other = createLimiter(r, { redis: await siteRedis(), prefix: 'rl:firefly' });
    expect(await limiter.allow('203.0.113.10')).toBe(true);
    expect(await other.allow('203.0.113.10')).toBe(true);
    expect(await limiter.allow('203.0.113.10')).toBe(false);
    expect(lines).toEqual([]);
  });

  it("readiness's PING right after a process connects waits for the connection, not fails", async () => {
    const fresh = connectRedis(URL, () => undefined);
    clients.push(fresh);
    expect(await pingWhenConnected(fresh)).toBe('PONG');
  });
});
