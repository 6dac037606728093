import { describe, expect, it, vi } from 'vitest';
import { rememberingTakenKeys } from './remembered-keys.ts';
import type { NewMessage, OutboxStore } from './types.ts';

/** A store holding `taken`, counting which keys it was asked about. */
function countingStore(taken: string[]) {
  const held = new Set(taken);
  const asked: string[][] = [];
  const store: OutboxStore = {
    keysTaken: vi.fn(async (keys: string[]) => {
      asked.push(keys);
      return new Set(keys.filter((k) => held.has(k)));
    }),
    enqueue: vi.fn(async (messages: NewMessage[]) => {
      for (const m of messages) held.add(m.key);
    }),
    due: async () => [],
    update: async () => {},
  };
  return { store, asked };
}

const message = (key: string): NewMessage => ({
  key,
  kind: 'confirmation',
  brand: 'tucan',
  reservation: 'r1',
  recipient: 'ana@example.com',
  language: 'es-ES',
});

describe('the outbox store remembering the keys taken', () => {
  it('asks about a key until it is taken, then never again', async () => {
    const { store, asked } = countingStore(['a']);
    const remembering = rememberingTakenKeys(store);
    expect(await remembering.keysTaken(['a', 'b'])).toEqual(new Set(['a']));
    expect(await remembering.keysTaken(['a', 'b'])).toEqual(new Set(['a']));
    expect(asked).toEqual([['a', 'b'], ['b']]);
  });

  it('knows the keys it queued itself without asking', async () => {
    const { store, asked } = countingStore([]);
    const remembering = rememberingTakenKeys(store);
    await remembering.enqueue([message('c')]);
    expect(store.enqueue).toHaveBeenCalledOnce();
    expect(await remembering.keysTaken(['c'])).toEqual(new Set(['c']));
    expect(asked).toEqual([]);
  });

  it('does not remember keys whose queueing failed', async () => {
    const { store, asked } = countingStore([]);
    store.enqueue = async () => {
      throw new Error('CMS down');
    };
    const remembering = rememberingTakenKeys(store);
    await expect(remembering.enqueue([message('d')])).rejects.toThrow('CMS down');
    expect(await remembering.keysTaken(['d'])).toEqual(new Set());
    expect(asked).toEqual([['d']]);
  });

  it('starts again past its bound, asking once more', async () => {
    const { store, asked } = countingStore(['a', 'b', 'c']);
    const remembering = rememberingTakenKeys(store, 2);
    await remembering.keysTaken(['a', 'b', 'c']);
    expect(await remembering.keysTaken(['a'])).toEqual(new Set(['a']));
    expect(asked).toEqual([['a', 'b', 'c'], ['a']]);
  });
});
