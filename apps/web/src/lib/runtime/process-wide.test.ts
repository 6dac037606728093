import { afterEach, describe, expect, it, vi } from 'vitest';

const NAME = 'process-wide-test';
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(`rental.${NAME}`)];
});

/** A fresh copy of the module, as a second bundle of the build holds one. */
async function freshCopy() {
  vi.resetModules();
  return (await import('./process-wide.ts')).processWide;
}

describe('processWide', () => {
  it('makes the value once and gives every later caller the same one', async () => {
    const processWide = await freshCopy();
    const make = vi.fn(() => new Map<string, number>());
    const first = processWide(NAME, make);
    first.set('forgotten', 1);
    expect(processWide(NAME, make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('shares one value between separate copies of the module (one per bundle)', async () => {
    const inRouteHandlers = await freshCopy();
    const inPages = await freshCopy();
    expect(inRouteHandlers).not.toBe(inPages);
    const kept = inRouteHandlers(NAME, () => ({ forgotten: false }));
    inPages(NAME, () => ({ forgotten: false })).forgotten = true;
    expect(kept.forgotten).toBe(true);
  });

  it('keeps values of different names apart', async () => {
    const processWide = await freshCopy();
    const a = processWide(NAME, () => ({ name: 'a' }));
    const b = processWide(`${NAME}-other`, () => ({ name: 'b' }));
    expect(a).not.toBe(b);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`rental.${NAME}-other`)];
  });
});
