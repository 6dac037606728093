import { describe, expect, it } from 'vitest';
import { recent } from './recent.ts';

function counting() {
  let reads = 0;
  let fail = false;
  const read = async (key: string) => {
    reads++;
    if (fail) throw new Error('CMS down');
    return `${key}#${reads}`;
  };
  return { read, reads: () => reads, failNext: (f: boolean) => (fail = f) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('recent: booking data read at most once per period', () => {
  it('returns the kept value within the period; after it, still at once while it is read again', async () => {
    let now = 0;
    const source = counting();
    const data = recent(source.read, 1000, () => now);
    expect(await data.get('es')).toBe('es#1');
    now = 999;
    expect(await data.get('es')).toBe('es#1');
    expect(await data.get('en')).toBe('en#2');
    now = 1000;
    // Nobody waits for the read: the kept value, and one read in the background.
    const [first, second] = [data.get('es'), data.get('es')];
    expect([await first, await second]).toEqual(['es#1', 'es#1']);
    await settle();
    expect(source.reads()).toBe(3);
    expect(await data.get('es')).toBe('es#3');
  });

  it('shares one read between concurrent callers', async () => {
    const source = counting();
    const data = recent(source.read, 1000, () => 0);
    const values = await Promise.all([data.get('es'), data.get('es'), data.get('es')]);
    expect(values).toEqual(['es#1', 'es#1', 'es#1']);
    expect(source.reads()).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const source = counting();
    const data = recent(source.read, 1000, () => 0);
    source.failNext(true);
    await expect(data.get('es')).rejects.toThrow('CMS down');
    source.failNext(false);
    expect(await data.get('es')).toBe('es#2');
  });

  it('reads again at once after forget (a Studio edit)', async () => {
    const source = counting();
    const data = recent(source.read, 60_000, () => 0);
    await data.get('es');
    data.forget();
    expect(await data.get('es')).toBe('es#2');
  });

  it('does not keep a read that was under way when a Studio edit came', async () => {
    let now = 0;
    let release: (() => void) | undefined;
    let reads = 0;
    const data = recent(
      async (key: string) => {
        const n = ++reads;
        if (n === 2) await new Promise<void>((r) => (release = r));
        return `${key}#${n}`;
      },
      1000,
      () => now,
    );
    await data.get('es');
    now = 1500;
    expect(await data.get('es')).toBe('es#1'); // read #2 starts, and waits
    data.forget();
    expect(await data.get('es')).toBe('es#3');
    release!();
    await settle();
    expect(await data.get('es')).toBe('es#3');
  });

  it('keeps the value while the CMS fails to respond, until the stale limit; then callers wait', async () => {
    let now = 0;
    const source = counting();
    const data = recent(source.read, 1000, () => now, 5000);
    expect(await data.get('es')).toBe('es#1');
    source.failNext(true);
    now = 2000;
    expect(await data.get('es')).toBe('es#1');
    await settle();
    now = 4999;
    expect(await data.get('es')).toBe('es#1');
    await settle();
    now = 5000;
    await expect(data.get('es')).rejects.toThrow('CMS down');
    source.failNext(false);
    expect(await data.get('es')).toBe('es#5');
  });
});
