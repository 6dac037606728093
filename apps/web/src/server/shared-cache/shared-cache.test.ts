import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry, secondsToKeep } from './entry-codec.ts';
import { invalidation, parseTimes } from './tag-times.ts';

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
