/**
 * When each cache tag was last marked stale or expired (ms since the epoch), as Next.js keeps it
 * in its tags manifest. The latest invalidation of a tag replaces the earlier ones (a 'max'
 * refresh sets its expiry a year ahead; an immediate expiry after it brings that back to now).
 */
export interface TagTimes {
  stale?: number;
  expired?: number;
}

/** What `revalidateTag(tag, profile)` / `updateTag(tag)` mean for a tag at `now` (Next's own rule). */
export function invalidation(
  now: number,
  previous: TagTimes,
  durations?: { expire?: number },
): TagTimes {
  if (!durations) return { ...previous, expired: now };
  return {
    ...previous,
    stale: now,
    ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }),
  };
}

/** A stored value read back: anything that is not `{stale?, expired?}` numbers is ignored. */
export function parseTimes(text: string): TagTimes | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { stale, expired } = value as Record<string, unknown>;
    const times: TagTimes = {};
    if (typeof stale === 'number' && Number.isFinite(stale)) times.stale = stale;
    if (typeof expired === 'number' && Number.isFinite(expired)) times.expired = expired;
    return times.stale === undefined && times.expired === undefined ? null : times;
  } catch {
    return null;
  }
}
