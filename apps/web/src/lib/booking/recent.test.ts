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

describe('recent: booking data read at most once per period', () => {
  it('answers the kept value within the period and reads again after it', async () => {
    let now = 0;
    const source = counting();
    const data = recent(source.read, 1000, () => now);
    expect(await data.get('es')).toBe('es#1');
    now = 999;
    expect(await data.get('es')).toBe('es#1');
    expect(await data.get('en')).toBe('en#2');
    now = 1000;
    expect(await data.get('es')).toBe('es#3');
  });

  it('shares one read between concurrent callers', async () => {
    const source = counting();
    const data = recent(source.read, 1000, () => 0);
    const answers = await Promise.all([data.get('es'), data.get('es'), data.get('es')]);
    expect(answers).toEqual(['es#1', 'es#1', 'es#1']);
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
});
