import type { OutboxStore } from './types.ts';

/** Past this many keys the memory starts again: a worker never holds more than a few MB. */
const MAX_REMEMBERED = 200_000;

/**
 * The outbox store with a memory of the keys it has seen taken or has queued itself. Every tick
 * asks again what every held booking of the last two days and of the coming week is due
 * (queue-due.ts), and almost all of those messages were queued ticks ago: asking Directus
 * about each of them again cost a request per 80 keys every tick, a steady load that grew with
 * the business. A key once taken stays taken — outbox rows are kept (docs/mail.md) —
 * so only keys not known yet are asked about.
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
