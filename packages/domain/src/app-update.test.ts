import { describe, expect, it } from 'vitest';
import { buildChanged, isChunkLoadError, mayReload, RELOAD_GUARD_MS } from './app-update.ts';

describe('app updates', () => {
  it('sees a new build only in a different, non-empty identifier', () => {
    expect(buildChanged('b1', 'b2')).toBe(true);
    expect(buildChanged('b1', 'b1')).toBe(false);
    expect(buildChanged('b1', '')).toBe(false);
    expect(buildChanged('b1', null)).toBe(false);
    expect(buildChanged('b1', 42)).toBe(false);
  });

  it('recognises chunk-load errors of webpack, Turbopack and native dynamic import', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed'))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError(
          'Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js',
        ),
      ),
    ).toBe(true);
    expect(
      isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 10-second guard', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(null, 50_000)).toBe(true);
    expect(mayReload(50_000, 50_000 + 9_999)).toBe(false);
    expect(mayReload(50_000, 60_000)).toBe(true);
    // A clock that went backwards does not lock reloads out.
    expect(mayReload(90_000, 50_000)).toBe(true);
  });
});
