import { describe, expect, it } from 'vitest';
import { tagsManifest } from '../next-tags-manifest.ts';
import PageCache from './next-page-cache.ts';

/**
 * The page cache next.config.ts names, on Next.js' own file-system cache class and tags manifest
 * (memory only here: no disk is written).
 */
const cache = () =>
  new PageCache({ flushToDisk: false, serverDistDir: '/nonexistent', maxMemoryCacheSize: 1e6 });
const ASK = { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false };
const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(''),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
const htmlOf = (entry: unknown) =>
  (entry as { value?: { html?: string } } | null)?.value?.html ?? null;

describe("the site's page cache", () => {
  it('keeps a page made while its content did not change', async () => {
    await cache().get('/es/sucursales', ASK);
    await cache().set('/es/sucursales', page('3 branches', '_N_T_/es/sucursales,t:branches'), {});
    expect(htmlOf(await cache().get('/es/sucursales', ASK))).toBe('3 branches');
  });

  it('does not keep a page whose content was invalidated while it was made', async () => {
    await cache().get('/es/flota', ASK); // the cache is asked; the render begins
    await pause();
    tagsManifest.set('t:fleet', { expired: Date.now() }); // a Studio edit, mid-render
    await pause();
    await cache().set('/es/flota', page('old fleet', '_N_T_/es/flota,t:fleet'), {});
    expect(await cache().get('/es/flota', ASK)).toBeNull();
    // The next visitor's request, after the edit, makes it again: kept.
    await cache().set('/es/flota', page('new fleet', '_N_T_/es/flota,t:fleet'), {});
    expect(htmlOf(await cache().get('/es/flota', ASK))).toBe('new fleet');
  });
});
