import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';
import { limitedLookup, type LookupLimits } from './lookup-guard.ts';
import { RATE_LIMITS } from './rules.ts';

/**
 * The pre-check-in look-up's limits, with the real rules on rate-limiter-flexible's
 * in-memory store: what a guesser can test, and that strangers cannot lock the renter out.
 */
const RIGHT = { code: 'F-RIGHT1', name: 'Pérez' };
type Result = 'found' | 'notFound' | 'limited';

function harness() {
  let n = 0;
  const store = () => ({ prefix: `t${Date.now()}-${n++}` });
  const limits: LookupLimits = {
    byAddress: createLimiter(RATE_LIMITS.lookupByAddress, store()),
    byCode: createLimiter(RATE_LIMITS.lookupByCode, store()),
    lockedCode: createLimiter(RATE_LIMITS.lookupLockedCode, store()),
  };
  let tested = 0;
  const lookUp = (address: string, code: string, name: string) =>
    limitedLookup<Result>(
      limits,
      { address, code },
      async () => {
        tested += 1;
        await new Promise((r) => setTimeout(r, 1));
        return code === RIGHT.code && name === RIGHT.name ? 'found' : 'notFound';
      },
      { wrong: (r) => r === 'notFound', limited: 'limited' },
    );
  return { lookUp, tested: () => tested };
}

describe('pre-check-in look-up limits', () => {
  it('counts before testing: 20 parallel wrong guesses from one address test exactly 10', async () => {
    const { lookUp, tested } = harness();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => lookUp('203.0.113.1', RIGHT.code, `guess${i}`)),
    );
    expect(tested()).toBe(RATE_LIMITS.lookupByAddress.limit);
    expect(results.filter((r) => r === 'limited')).toHaveLength(10);
    // …and that address tests nothing more in this window, any code.
    expect(await lookUp('203.0.113.1', 'F-OTHER1', 'x')).toBe('limited');
    expect(tested()).toBe(10);
  });

  it("strangers spending a code's limit do not lock its renter out", async () => {
    const { lookUp } = harness();
    for (let i = 0; i < 11; i++)
      expect(await lookUp(`198.51.100.${i}`, RIGHT.code, `guess${i}`)).toBe('notFound');
    expect(await lookUp('198.51.100.10', RIGHT.code, 'guess again')).toBe('limited');
    expect(await lookUp('192.0.2.50', RIGHT.code, RIGHT.name)).toBe('found');
    // The renter typing it again, from the same place, still gets in (a right answer is not counted).
    expect(await lookUp('192.0.2.50', RIGHT.code, RIGHT.name)).toBe('found');
  });

  it('keeps guessing on one code bounded: its limit, plus one try per further address', async () => {
    const { lookUp, tested } = harness();
    const addresses = Array.from({ length: 30 }, (_, i) => `198.51.100.${i}`);
    // Every address guesses five names at the same code, all in parallel.
    await Promise.all(
      addresses.flatMap((a) =>
        Array.from({ length: 5 }, (_, k) => lookUp(a, RIGHT.code, `${a}-${k}`)),
      ),
    );
    for (const a of addresses) await lookUp(a, RIGHT.code, 'again');
    expect(tested()).toBeLessThanOrEqual(RATE_LIMITS.lookupByCode.limit + addresses.length);
    const spent = tested();
    // Once locked, and its one try used, an address gets no further test of that code.
    for (const a of addresses) expect(await lookUp(a, RIGHT.code, 'once more')).toBe('limited');
    expect(tested()).toBe(spent);
  });

  it('a right answer counts against nothing, so it never uses up a limit', async () => {
    const { lookUp, tested } = harness();
    for (let i = 0; i < 30; i++)
      expect(await lookUp('192.0.2.50', RIGHT.code, RIGHT.name)).toBe('found');
    expect(tested()).toBe(30);
    for (let i = 0; i < 10; i++)
      expect(await lookUp('192.0.2.50', RIGHT.code, `typo${i}`)).toBe('notFound');
    expect(await lookUp('192.0.2.50', RIGHT.code, 'typo-11')).toBe('limited');
  });
});
