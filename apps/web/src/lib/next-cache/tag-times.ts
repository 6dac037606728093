/** When each cache tag was last marked stale or expired (ms since the epoch), as Next.js' tags manifest keeps it. */
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

/**
 * Whether any of `tags` (all of the manifest's when none are named) was made stale or expired
 * from `since` until `now`: what a response or a page made from data read at `since` may miss.
 */
export function invalidatedBetween(
  manifest: ReadonlyMap<string, TagTimes>,
  since: number,
  now: number,
  tags?: readonly string[],
): boolean {
  const times = tags ? tags.map((tag) => manifest.get(tag)) : manifest.values();
  for (const time of times) {
    if (!time) continue;
    for (const at of [time.stale, time.expired])
      if (at !== undefined && at >= since && at <= now) return true;
  }
  return false;
}

/**
 * Another process's invalidation, in force from when this process learned of it: until then
 * what it made still counts as made before. Times before the start or still ahead stay as they are.
 */
export function learnedAt(times: TagTimes, startedAt: number, now: number): TagTimes {
  const shift = (at: number) => (at <= startedAt || at > now ? at : now);
  const learned: TagTimes = {};
  if (times.stale !== undefined) learned.stale = shift(times.stale);
  if (times.expired !== undefined) learned.expired = shift(times.expired);
  return learned;
}
