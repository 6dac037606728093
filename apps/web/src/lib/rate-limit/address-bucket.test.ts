import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket.ts';
import { createLimiter } from './limiter.ts';
import { limitedLookup } from './lookup-guard.ts';
import { RATE_LIMITS } from './rules.ts';

describe('addressBucket: what a client address counts as', () => {
  it.each([
    ['an IPv4 address is itself', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address is its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['leading zeros and case do not matter', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a compressed address', '2001:db8::1', '2001:db8:0:0::/64'],
    ['a compression inside the /64', '2001:db8::5:0:0:0:1', '2001:db8:0:5::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['a zone is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv4 carried in IPv6 (dotted)', '::ffff:192.0.2.1', '192.0.2.1'],
    ['IPv4 carried in IPv6 (hex)', '::ffff:c000:201', '192.0.2.1'],
    ['a dotted tail that is not IPv4-mapped', '64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'unknown', 'unknown'],
  ])('%s', (_, address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  it('every address of one /64 is one bucket; the next /64 is another', () => {
    const one = new Set(
      Array.from({ length: 50 }, (_, i) => addressBucket(`2001:db8:aa:bb:${i.toString(16)}::${i}`)),
    );
    expect([...one]).toEqual(['2001:db8:aa:bb::/64']);
    expect(addressBucket('2001:db8:aa:bc::1')).not.toBe('2001:db8:aa:bb::/64');
  });

  it('a client rotating through its /64 is refused after the limit, not given a fresh count each time', async () => {
    const limiter = createLimiter({ name: 'rotate', limit: 5, windowMs: 60_000 }, { prefix: 't' });
    const results = [];
    for (let i = 1; i <= 8; i++)
      results.push(await limiter.allow(addressBucket(`2001:db8:1:2::${i.toString(16)}`)));
    expect(results).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('wrong look-ups from rotating IPv6 addresses stop at the per-address limit', async () => {
    const limits = {
      byAddress: createLimiter(RATE_LIMITS.lookupByAddress, { prefix: 't6' }),
      byCode: createLimiter({ ...RATE_LIMITS.lookupByCode, limit: 1000 }, { prefix: 't6' }),
      lockedCode: createLimiter(RATE_LIMITS.lookupLockedCode, { prefix: 't6' }),
    };
    let looked = 0;
    for (let i = 1; i <= 30; i++)
      await limitedLookup(
        limits,
        { address: addressBucket(`2001:db8:9:9:${i.toString(16)}::1`), code: `C${i}` },
        async () => {
          looked += 1;
          return 'wrong';
        },
        { wrong: () => true, limited: 'limited' },
      );
    expect(looked).toBe(RATE_LIMITS.lookupByAddress.limit);
  });
});
