import { describe, expect, it } from 'vitest';
import { rateLimiter } from './rate-limit.ts';

describe('rateLimiter', () => {
  it('allows `limit` hits per key per window, then refuses until the next window', () => {
    let t = 1_000_000;
    const limiter = rateLimiter({ limit: 2, windowMs: 60_000, now: () => t });
    expect([limiter.allow('1.2.3.4'), limiter.allow('1.2.3.4'), limiter.allow('1.2.3.4')]).toEqual([true, true, false]);
    expect(limiter.allow('5.6.7.8')).toBe(true);
    t += 60_000;
    expect(limiter.allow('1.2.3.4')).toBe(true);
  });

  it('tells when a key is exhausted without counting the question as a hit', () => {
    let t = 1_000_000;
    const limiter = rateLimiter({ limit: 2, windowMs: 60_000, now: () => t });
    expect(limiter.exhausted('k')).toBe(false);
    limiter.allow('k');
    expect(limiter.exhausted('k')).toBe(false);
    limiter.allow('k');
    expect([limiter.exhausted('k'), limiter.exhausted('k'), limiter.exhausted('other')]).toEqual([true, true, false]);
    t += 60_000;
    expect(limiter.exhausted('k')).toBe(false);
  });
});
