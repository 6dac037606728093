import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './index.ts';

const dir = import.meta.dirname;
const read = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join(dir, locale, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const keys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      )
    : [];

describe('message catalogue', () => {
  it('lists every namespace file', () => {
    expect(
      readdirSync(join(dir, 'es'))
        .map((f) => f.replace('.json', ''))
        .sort(),
    ).toEqual([...CATALOGUE].sort());
  });
  for (const ns of CATALOGUE) {
    it(`${ns}: Spanish and English have the same keys, none empty`, () => {
      expect(keys(read('en', ns)).sort()).toEqual(keys(read('es', ns)).sort());
      for (const locale of ['es', 'en']) {
        const flat = keys(read(locale, ns));
        for (const key of flat) {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], read(locale, ns));
          expect(typeof value === 'string' && value.trim() !== '', `${locale}/${ns}.${key}`).toBe(
            true,
          );
        }
      }
    });
  }
});
