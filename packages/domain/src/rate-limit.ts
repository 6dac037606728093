/**
 * A fixed-window rate limiter: at most `limit` hits per key per `windowMs`. In memory, per
 * server process; the store is an interface so a shared one (Redis) can replace it.
 */
export interface RateLimitStore {
  /** Counts a hit for `key` in the window starting at `windowStart`; returns the count. */
  hit(key: string, windowStart: number, windowMs: number): number;
  /** The count for `key` in the window starting at `windowStart`, without counting a hit. */
  peek(key: string, windowStart: number): number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { start: number; count: number }>();
  hit(key: string, windowStart: number, windowMs: number): number {
    const current = this.windows.get(key);
    const entry = current && current.start === windowStart ? current : { start: windowStart, count: 0 };
    entry.count += 1;
    this.windows.set(key, entry);
    if (this.windows.size > 10_000) {
      for (const [k, v] of this.windows) if (v.start + windowMs < windowStart) this.windows.delete(k);
    }
    return entry.count;
  }
  peek(key: string, windowStart: number): number {
    const current = this.windows.get(key);
    return current && current.start === windowStart ? current.count : 0;
  }
}

export function rateLimiter(opts: { limit: number; windowMs: number; store?: RateLimitStore; now?: () => number }) {
  const store = opts.store ?? new MemoryRateLimitStore();
  const now = opts.now ?? Date.now;
  return {
    /** True when this hit is allowed. */
    allow(key: string): boolean {
      const t = now();
      const windowStart = t - (t % opts.windowMs);
      return store.hit(key, windowStart, opts.windowMs) <= opts.limit;
    },
    /** True when `key` has used up its hits in this window (checking does not count as a hit). */
    exhausted(key: string): boolean {
      const t = now();
      return store.peek(key, t - (t % opts.windowMs)) >= opts.limit;
    },
  };
}
