import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutFor, ROUTES } from '@rental/domain/routes';

/** Every SPEC §2 route has a page, in the route group of the layout `layoutFor` names. */
const LOCALE_DIR = join(import.meta.dirname, '[locale]');

describe('route folders', () => {
  for (const route of ROUTES.filter((r) => r.path !== '/sitemap.xml')) {
    it(`${route.path} lives in the (${layoutFor(route.path)}) group`, () => {
      const folder = route.path.replace('{slug}', '[slug]');
      const page = join(LOCALE_DIR, `(${layoutFor(route.path)})`, folder, 'page.tsx');
      expect(existsSync(page), page).toBe(true);
    });
  }

  it('has no page outside the route table', () => {
    const groups = readdirSync(LOCALE_DIR).filter((d) => d.startsWith('('));
    const pages: string[] = [];
    const walk = (dir: string, rel: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name), `${rel}/${e.name}`);
        else if (e.name === 'page.tsx') pages.push(rel || '/');
      }
    };
    for (const g of groups) walk(join(LOCALE_DIR, g), '');
    const known = ROUTES.map((r) => r.path.replace('{slug}', '[slug]'));
    expect(pages.filter((p) => !known.includes(p))).toEqual([]);
  });

  it('has the sitemap', () => {
    expect(existsSync(join(import.meta.dirname, 'sitemap.ts'))).toBe(true);
  });
});
