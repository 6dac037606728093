import type { Limiter } from './limiter.ts';

export interface LookupLimits {
  /** Wrong look-ups per address (any code). */
  byAddress: Limiter;
  /** Wrong look-ups per code (any address). */
  byCode: Limiter;
  /** Tries per code and address once the code's own limit is spent. */
  lockedCode: Limiter;
}

/**
 * The pre-check-in look-up under its limits. Counts are taken before the look-up (parallel
 * requests cannot all pass) and given back unless it was a wrong guess, so strangers spending
 * a code's limit cannot lock its renter out from an address of their own.
 */
export async function limitedLookup<T>(
  limits: LookupLimits,
  who: { address: string; code: string },
  lookup: () => Promise<T>,
  outcome: { wrong: (result: T) => boolean; limited: T },
): Promise<T> {
  const taken: [Limiter, string][] = [];
  const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.refund(key)));
  const take = async (limiter: Limiter, key: string) => {
    const allowed = await limiter.allow(key);
    if (allowed) taken.push([limiter, key]);
    return allowed;
  };
  if (!(await take(limits.byAddress, who.address))) return outcome.limited;
  if (
    who.code &&
    !(await take(limits.byCode, who.code)) &&
    !(await take(limits.lockedCode, `${who.code}|${who.address}`))
  ) {
    await giveBack();
    return outcome.limited;
  }
  const result = await lookup();
  if (!outcome.wrong(result)) await giveBack();
  return result;
}
