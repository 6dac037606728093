import 'server-only';
import { BRAND } from '@/lib/config/brand';
import { readServerConfig } from '@/lib/config/server';
import { requestClient } from '@/lib/config/request-client';
import { processWide } from '@/lib/runtime/process-wide';
import { normalizeReservationCode } from '@rental/domain/precheckin/lookup';
import { addressBucket } from './address-bucket.ts';
import { createLimiter, type Limiter, type RateLimitRule } from './limiter.ts';
import { limitedLookup } from './lookup-guard.ts';
import { connectRedis, type Redis } from './redis.ts';
import { RATE_LIMITS } from './rules.ts';

export { RATE_LIMITS };

/* One store per process: pages' actions and route handlers must count on the same counters. */
const store = processWide('rate-limits', () => ({
  redis: undefined as Redis | null | undefined,
  limiters: new Map<string, Limiter>(),
}));
const log = (line: string) => console.error(line);

function sharedRedis(url: string | undefined): Redis | null {
  if (store.redis === undefined) store.redis = url ? connectRedis(url, log) : null;
  return store.redis;
}

/** The shared store the limits count in (REDIS_URL), or null when each process counts alone: /api/ready checks it. */
export function rateLimitStore(): Redis | null {
  return sharedRedis(readServerConfig().REDIS_URL);
}

/** The limiter for a rule, made on first use (the server's config is read then, not at import). */
export function rateLimit(rule: RateLimitRule): Limiter {
  let limiter = store.limiters.get(rule.name);
  if (!limiter) {
    const config = readServerConfig();
    limiter = createLimiter(rule, {
      redis: sharedRedis(config.REDIS_URL),
      prefix: `rl:${BRAND}`,
      // Keys are buckets (visitorKey): an exempt IPv6 address exempts its /64.
      exempt: new Set(config.RATE_LIMIT_EXEMPT.map(addressBucket)),
      log,
    });
    store.limiters.set(rule.name, limiter);
  }
  return limiter;
}

/**
 * What the visitor's hits count under in per-address limits: their address, or for an IPv6
 * client its /64 (address-bucket.ts). Every per-address limit keys on this, never on the address.
 */
export async function visitorKey(): Promise<string> {
  return addressBucket((await requestClient()).address);
}

/** True when the visitor is still under the rule's limit; counts the hit. */
export async function visitorAllowed(rule: keyof typeof RATE_LIMITS): Promise<boolean> {
  return rateLimit(RATE_LIMITS[rule]).allow(await visitorKey());
}

/** A look-up by code and name under the wrong-guess limits; both forms share the counters, so switching gains nothing. */
export async function limitedReservationLookup<T>(
  input: unknown,
  lookup: () => Promise<T>,
  outcome: { wrong: (result: T) => boolean; limited: T },
): Promise<T> {
  const address = await visitorKey();
  const raw =
    typeof input === 'object' && input !== null ? (input as { code?: unknown }).code : undefined;
  const code = typeof raw === 'string' ? normalizeReservationCode(raw).slice(0, 16) : '';
  // Wrong guesses only count, counted before the look-up runs (lookup-guard.ts).
  const limits = {
    byAddress: rateLimit(RATE_LIMITS.lookupByAddress),
    byCode: rateLimit(RATE_LIMITS.lookupByCode),
    lockedCode: rateLimit(RATE_LIMITS.lookupLockedCode),
  };
  return limitedLookup(limits, { address, code }, lookup, outcome);
}
