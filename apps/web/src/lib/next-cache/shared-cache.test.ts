import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry, secondsToKeep } from './cache-entry-codec.ts';
import { invalidatedBetween, invalidation, learnedAt, parseTimes } from './tag-times.ts';

describe('tag invalidation times', () => {
  it("follows Next's rule: a profile makes a tag stale (expiring later), none expires it now", () => {
    expect(invalidation(1000, {}, { expire: 60 })).toEqual({ stale: 1000, expired: 61_000 });
    expect(invalidation(2000, { stale: 1000, expired: 61_000 })).toEqual({
      stale: 1000,
      expired: 2000,
    });
    expect(invalidation(3000, { expired: 2000 }, {})).toEqual({ stale: 3000, expired: 2000 });
  });

  it('reads back only numbers, anything else is no invalidation', () => {
    expect(parseTimes('{"stale":5,"expired":9}')).toEqual({ stale: 5, expired: 9 });
    expect(parseTimes('{"stale":"5"}')).toBeNull();
    expect(parseTimes('not json')).toBeNull();
    expect(parseTimes('null')).toBeNull();
  });
});

describe("another process's invalidation", () => {
  const started = 1000;
  it('counts in this process from when it was learned, so what was made meanwhile is made again', () => {
    expect(learnedAt({ expired: 5000 }, started, 5200)).toEqual({ expired: 5200 });
    expect(learnedAt({ stale: 5000, expired: 9e12 }, started, 5200)).toEqual({
      stale: 5200,
      expired: 9e12,
    });
  });

  it('keeps its time when it predates this process', () => {
    expect(learnedAt({ stale: 400, expired: 1000 }, started, 5200)).toEqual({
      stale: 400,
      expired: 1000,
    });
  });
});

describe('invalidations between two moments', () => {
  const manifest = new Map([
    ['cms:flota', { expired: 2000 }],
    ['cms:branches', { stale: 3000, expired: 9e12 }],
  ]);
  it('are those made from the first moment to the second, of the tags named or of any', () => {
    expect(invalidatedBetween(manifest, 2000, 2000)).toBe(true);
    expect(invalidatedBetween(manifest, 2001, 2999)).toBe(false);
    expect(invalidatedBetween(manifest, 1000, 2500, ['cms:branches'])).toBe(false);
    expect(invalidatedBetween(manifest, 1000, 3500, ['cms:branches', 'unknown'])).toBe(true);
    // An expiry still ahead has not happened yet.
    expect(invalidatedBetween(manifest, 3001, 4000)).toBe(false);
  });
});

describe('stored cache entries', () => {
  const meta = { tags: ['cms:flota'], stale: 30, timestamp: 1234, expire: 3600, revalidate: 60 };

  it('keep their metadata and bytes together', () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const decoded = decodeEntry(encodeEntry(meta, bytes));
    expect(decoded?.meta).toEqual(meta);
    expect([...(decoded?.value ?? [])]).toEqual([0, 1, 2, 255]);
  });

  it('are a miss when cut short or not ours', () => {
    const whole = encodeEntry(meta, new Uint8Array([1]));
    expect(decodeEntry(whole.subarray(0, 10))).toBeNull();
    expect(decodeEntry(Buffer.from('xx'))).toBeNull();
    expect(decodeEntry(Buffer.concat([Buffer.from([0, 0, 0, 2]), Buffer.from('{}')]))).toBeNull();
  });

  it('are kept by Redis for their expiry, between a second and a year', () => {
    expect(secondsToKeep(60)).toBe(60);
    expect(secondsToKeep(0.2)).toBe(1);
    expect(secondsToKeep(Infinity)).toBe(365 * 24 * 3600);
    expect(secondsToKeep(10 * 365 * 24 * 3600)).toBe(365 * 24 * 3600);
  });
});
