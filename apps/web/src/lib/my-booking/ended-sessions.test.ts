import { describe, expect, it } from 'vitest';
import type { Redis } from '../rate-limit/redis.ts';
import { endedSessions } from './ended-sessions.ts';

/** A Redis that holds keys with their expiry, as `SET … PX` and `EXISTS` see them; `down` fails every call. */
function fakeRedis(clock: () => number) {
  const keys = new Map<string, number>();
  const calls: unknown[][] = [];
  const state = { down: false };
  const redis = {
    async set(key: string, value: string, mode: string, ms: number) {
      calls.push(['set', key, value, mode, ms]);
      if (state.down) throw new Error('Connection is closed.');
      keys.set(key, clock() + ms);
      return 'OK';
    },
    async exists(key: string) {
      if (state.down) throw new Error('Connection is closed.');
      const until = keys.get(key);
      return until !== undefined && until > clock() ? 1 : 0;
    },
  };
  return { redis: redis as unknown as Redis, keys, calls, state };
}

const HOUR = 60 * 60_000;

describe('endedSessions: a session the renter ended stays ended', () => {
  it('without Redis: ended in this process until it would have expired, then forgotten', async () => {
    let now = 1_000_000;
    const memory = new Map<string, number>();
    const sessions = endedSessions({ prefix: 'ended-session:firefly', memory, now: () => now });
    expect(await sessions.isEnded('token-a')).toBe(false);
    await sessions.end('token-a', now + 2 * HOUR);
    expect(await sessions.isEnded('token-a')).toBe(true);
    expect(await sessions.isEnded('token-b')).toBe(false);
    // Only a digest is kept, never the token itself.
    expect([...memory.keys()].some((k) => k.includes('token-a'))).toBe(false);
    now += 2 * HOUR;
    expect(await sessions.isEnded('token-a')).toBe(false);
    await sessions.end('token-c', now + HOUR);
    expect(memory.size).toBe(1);
  });

  it('an expired session is not remembered at all', async () => {
    const memory = new Map<string, number>();
    const f = fakeRedis(() => 5000);
    const sessions = endedSessions({ redis: f.redis, prefix: 'p', memory, now: () => 5000 });
    await sessions.end('old', 4000);
    expect([memory.size, f.calls.length]).toEqual([0, 0]);
  });

  it('with Redis: every process sees it, for the session’s remaining life exactly', async () => {
    let now = 1_000_000;
    const f = fakeRedis(() => now);
    const processA = endedSessions({
      redis: f.redis,
      prefix: 'ended-session:firefly',
      memory: new Map(),
      now: () => now,
    });
    const processB = endedSessions({
      redis: f.redis,
      prefix: 'ended-session:firefly',
      memory: new Map(),
      now: () => now,
    });
    await processA.end('token-a', now + 90 * 60_000);
    expect(f.calls).toEqual([
      ['set', expect.stringMatching(/^ended-session:firefly:/), '1', 'PX', 90 * 60_000],
    ]);
    expect(await processB.isEnded('token-a')).toBe(true);
    expect(await processB.isEnded('token-b')).toBe(false);
    now += 90 * 60_000;
    expect(await processB.isEnded('token-a')).toBe(false);
  });

  it('while Redis is away: ended in this process still, and reading lets the session through with one log line', async () => {
    const f = fakeRedis(() => 0);
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const here = endedSessions({
      redis: f.redis,
      prefix: 'p',
      memory: new Map(),
      now: () => 0,
      log,
    });
    const elsewhere = endedSessions({
      redis: f.redis,
      prefix: 'p',
      memory: new Map(),
      now: () => 0,
      log,
    });
    f.state.down = true;
    await here.end('token-a', HOUR);
    expect(await here.isEnded('token-a')).toBe(true);
    expect(await elsewhere.isEnded('token-a')).toBe(false);
    expect(await elsewhere.isEnded('token-a')).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('token-a');
  });
});
