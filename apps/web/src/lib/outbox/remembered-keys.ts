import type { OutboxStore } from './types.ts';

/** Past this many keys the memory starts again: a worker never holds more than a few MB. */
const MAX_REMEMBERED = 200_000;

/**
 * The outbox store with a memory of the keys it has seen taken or queued: every tick asks again
 * about messages almost all queued long ago, and a taken key stays taken (rows are kept).
 */
export function rememberingTakenKeys(store: OutboxStore, max = MAX_REMEMBERED): OutboxStore {
  let known = new Set<string>();
  const remember = (keys: Iterable<string>) => {
    for (const key of keys) {
      if (known.size >= max) known = new Set();
      known.add(key);
    }
  };
  return {
    ...store,
    async keysTaken(keys) {
      const unknown = keys.filter((key) => !known.has(key));
      const taken = unknown.length ? await store.keysTaken(unknown) : new Set<string>();
      remember(taken);
      return new Set(keys.filter((key) => known.has(key) || taken.has(key)));
    },
    async enqueue(messages) {
      await store.enqueue(messages);
      remember(messages.map((m) => m.key));
    },
  };
}
