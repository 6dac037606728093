/**
 * A value read again at most once per `freshMs` (issue 19): what bookings are decided with — the
 * brand's settings, cars, branches, coverages and seasons — is read from the CMS for every
 * booking otherwise, five requests that made Directus, not the booking itself, the cost of a
 * reservation under load. Concurrent callers share one read; a failed read is not kept; a
 * Studio edit forgets every value at once (the revalidation call), so a booking is decided with
 * data at most `freshMs` older than the CMS's, and usually with the CMS's own.
 */
export interface Recent<K, V> {
  get(key: K): Promise<V>;
  /** Forgets every value: the next `get` reads again. */
  forget(): void;
}

export function recent<K, V>(
  read: (key: K) => Promise<V>,
  freshMs: number,
  clock: () => number = Date.now,
): Recent<K, V> {
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (entry && clock() - entry.at < freshMs) return entry.value;
      const value = read(key);
      const fresh = { at: clock(), value };
      kept.set(key, fresh);
      value.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      return value;
    },
    forget: () => kept.clear(),
  };
}
