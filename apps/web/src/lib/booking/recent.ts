/**
 * A value read again at most once per `freshMs`: otherwise the CMS reads behind every booking
 * are the cost of a reservation under load. Callers share one read, a failed read is not kept,
 * and a Studio edit forgets every value. Past `freshMs` the kept value is served while it is
 * read again; past `staleMs` (5 s, the time an edit takes to reach every process) callers wait.
 */
export interface Recent<K, V> {
  get(key: K): Promise<V>;
  /** Forgets every value: the next `get` reads again, and a read under way is not kept. */
  forget(): void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** The value has arrived: it may be served past `freshMs` while it is read again. */
  settled: boolean;
  refreshing: boolean;
}

export function recent<K, V>(
  read: (key: K) => Promise<V>,
  freshMs: number,
  clock: () => number = Date.now,
  staleMs = freshMs * 5,
): Recent<K, V> {
  const kept = new Map<K, Entry<V>>();
  // A read started before a forget() must not be kept: it may hold what the edit changed.
  let generation = 0;

  const load = (key: K): Promise<V> => {
    const value = read(key);
    const entry: Entry<V> = { at: clock(), value, settled: false, refreshing: false };
    kept.set(key, entry);
    value.then(
      () => (entry.settled = true),
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    return value;
  };

  const refresh = (key: K, entry: Entry<V>) => {
    if (entry.refreshing) return;
    entry.refreshing = true;
    const started = generation;
    read(key).then(
      (value) => {
        if (started !== generation || kept.get(key) !== entry) return;
        kept.set(key, {
          at: clock(),
          value: Promise.resolve(value),
          settled: true,
          refreshing: false,
        });
      },
      // The kept value stays, until `staleMs`; the next caller tries again.
      () => (entry.refreshing = false),
    );
  };

  return {
    get(key) {
      const entry = kept.get(key);
      const age = entry ? clock() - entry.at : Infinity;
      if (entry && age < freshMs) return entry.value;
      if (entry?.settled && age < staleMs) {
        refresh(key, entry);
        return entry.value;
      }
      return load(key);
    },
    forget: () => {
      generation++;
      kept.clear();
    },
  };
}
