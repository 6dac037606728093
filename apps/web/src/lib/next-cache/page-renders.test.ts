import { describe, expect, it } from 'vitest';
import type { TagTimes } from './tag-times.ts';
import { pageRenders } from './page-renders.ts';

function clocked(options: { longestRenderMs?: number; maxPages?: number } = {}) {
  let time = 1_000_000;
  const manifest = new Map<string, TagTimes>();
  const renders = pageRenders({ manifest, now: () => time, ...options });
  return {
    renders,
    manifest,
    at: (ms: number) => {
      time = ms;
    },
  };
}
const FLEET = ['_N_T_/es/flota', 'cms:flota'];

describe('which page renders the page cache keeps', () => {
  it('keeps a page whose content was not invalidated while it was made', () => {
    const { renders, manifest, at } = clocked();
    manifest.set('cms:flota', { expired: 999_000 });
    at(1_000_000);
    renders.asked('/flota');
    at(1_000_400);
    expect(renders.mayKeep('/flota', FLEET)).toBe(true);
  });

  it('does not keep a page made across an edit of its content, from the first question on', () => {
    const { renders, manifest, at } = clocked();
    at(1_000_000);
    renders.asked('/flota'); // a stale page served, its refresh begins
    at(1_000_100);
    renders.asked('/flota'); // served stale again while the refresh runs
    at(1_000_200);
    manifest.set('cms:flota', { expired: 1_000_200 }); // the Studio edit
    at(1_000_900);
    expect(renders.mayKeep('/flota', FLEET)).toBe(false);
    // The next render, asked for after the edit, is kept.
    at(1_001_000);
    renders.asked('/flota');
    at(1_001_300);
    expect(renders.mayKeep('/flota', FLEET)).toBe(true);
  });

  it("counts a tag made stale, and ignores other pages' tags", () => {
    const { renders, manifest, at } = clocked();
    renders.asked('/flota');
    renders.asked('/sucursales');
    at(1_000_050);
    manifest.set('cms:sucursales', { stale: 1_000_050 });
    at(1_000_100);
    expect(renders.mayKeep('/flota', FLEET)).toBe(true);
    expect(renders.mayKeep('/sucursales', ['cms:sucursales'])).toBe(false);
  });

  it('keeps what it was not asked for first, and pages without tags', () => {
    const { renders, manifest } = clocked();
    manifest.set('cms:flota', { expired: 1_000_000 });
    expect(renders.mayKeep('/flota', FLEET)).toBe(true);
    renders.asked('/robots.txt');
    expect(renders.mayKeep('/robots.txt', [])).toBe(true);
  });

  it('forgets a question older than the longest render, and holds a bounded number of pages', () => {
    const { renders, manifest, at } = clocked({ longestRenderMs: 60_000, maxPages: 2 });
    at(1_000_000);
    renders.asked('/flota'); // served from the cache: no render, no store
    at(1_030_000);
    manifest.set('cms:flota', { expired: 1_030_000 });
    at(1_070_000);
    renders.asked('/flota'); // a render begins now, well after the edit
    at(1_070_500);
    expect(renders.mayKeep('/flota', FLEET)).toBe(true);

    renders.asked('/a');
    renders.asked('/b');
    renders.asked('/flota'); // '/a' is forgotten: its page is kept whatever happens
    at(1_080_000);
    manifest.set('x', { expired: 1_080_000 });
    at(1_080_001);
    expect(renders.mayKeep('/a', ['x'])).toBe(true);
    expect(renders.mayKeep('/b', ['x'])).toBe(false);
  });
});
