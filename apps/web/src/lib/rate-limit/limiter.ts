import type { Redis } from './redis.ts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** At most `limit` hits per key in each window of `windowMs`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface Limiter {
  /** Counts a hit for `key`; true when it is allowed. */
  allow(key: string): Promise<boolean>;
  /** True when `key` has used up its hits (checking does not count as a hit). */
  exhausted(key: string): Promise<boolean>;
  /** Gives back a hit `allow` counted (consume first, decide, then refund what should not count). */
  refund(key: string): Promise<void>;
}

export interface LimiterStore {
  /** Shared counters across the site's processes; without it each process counts alone. */
  redis?: Redis | null;
  /** Separates brands and deployments that share one Redis. */
  prefix: string;
  /** Keys never limited (an office's address, the benchmark's). */
  exempt?: ReadonlySet<string>;
  log?: (line: string) => void;
}

/** Redis when configured, with an in-process limiter as insurance: an outage degrades to per-process limits. */
export function createLimiter(rule: RateLimitRule, store: LimiterStore): Limiter {
  const options = {
    keyPrefix: `${store.prefix}:${rule.name}`,
    points: rule.limit,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  };
  const memory = new RateLimiterMemory(options);
  const limiter = store.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  const exempt = (key: string) => store.exempt?.has(key) ?? false;
  return {
    async allow(key) {
      if (exempt(key)) return true;
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        // Both stores failed: a limit is a guard, not a reason to refuse a renter.
        store.log?.(
          `[rate-limit] ${rule.name}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return true;
      }
    },
    async refund(key) {
      if (exempt(key)) return;
      try {
        await limiter.reward(key, 1);
      } catch {
        // The store is away: its count is gone or stale anyway.
      }
    },
    async exhausted(key) {
      if (exempt(key)) return false;
      try {
        return ((await limiter.get(key))?.consumedPoints ?? 0) >= rule.limit;
      } catch {
        return false;
      }
    },
  };
}
