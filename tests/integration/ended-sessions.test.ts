import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endedSessions } from '../../apps/web/src/lib/my-booking/ended-sessions.ts';
import { connectRedis, type Redis } from '../../apps/web/src/lib/rate-limit/redis.ts';
import { throwAwayRedis } from '../../scripts/lib/redis-server.ts';

/**
 * Sessions of the booking's page ended on one site process and refused on another, through a
 * real, throw-away Redis (redis-server from Debian's package), as the scale-out profile runs.
 */
const redisServer = throwAwayRedis(6393);
const clients: Redis[] = [];

/** A site process's view of ended sessions: its own connection and its own memory. */
async function siteProcess() {
  const redis = connectRedis(redisServer.url, () => undefined);
  clients.push(redis);
  await new Promise((r) => redis.once('ready', r));
  return {
    redis,
    sessions: endedSessions({ redis, prefix: 'ended-session:firefly', memory: new Map() }),
  };
}

beforeAll(() => redisServer.start());
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await redisServer.stop();
});

describe('ended sessions with a shared Redis', () => {
  it('a session ended on one process is refused on another, for its remaining life only', async () => {
    const one = await siteProcess();
    const two = await siteProcess();
    const session = `token-${Date.now()}`;
    expect(await two.sessions.isEnded(session)).toBe(false);
    await one.sessions.end(session, Date.now() + 1500);
    expect(await two.sessions.isEnded(session)).toBe(true);
    // Redis keeps the entry as long as the session would have lived, then drops it.
    const [key] = await two.redis.keys('ended-session:firefly:*');
    expect(key).not.toContain(session);
    expect(await two.redis.pttl(key)).toBeGreaterThan(1000);
    await new Promise((r) => setTimeout(r, 1700));
    expect(await two.sessions.isEnded(session)).toBe(false);
    expect(await two.redis.keys('ended-session:firefly:*')).toEqual([]);
  });
});
