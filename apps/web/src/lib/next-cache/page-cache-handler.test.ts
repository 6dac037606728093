import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tagsManifest } from './tags-manifest.ts';
import PageCache from './page-cache-handler.ts';

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

/**
 * Several processes serve one build folder (and a process restarts onto it): a page one of them
 * writes must read back in another, or that one renders it itself, and responds 500 while
 * Directus is down. Real disk here; "another process" is the same class without memory (Next.js
 * keeps one memory per process, so the writer's stays).
 */
describe("the page cache's disk copies", () => {
  const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js') as {
    nodeFs: unknown;
  };
  const NextCache = Object.getPrototypeOf(PageCache) as { memoryCache?: unknown };
  let folder: string;
  const aProcess = (maxMemoryCacheSize: number) =>
    new PageCache({ fs: nodeFs, flushToDisk: true, serverDistDir: folder, maxMemoryCacheSize });
  const thisProcess = () => aProcess(1e6);
  const anotherProcess = () => {
    NextCache.memoryCache = undefined;
    return aProcess(0);
  };
  const WRITE = { isRoutePPREnabled: true, isFallback: false, cacheControl: { revalidate: 60 } };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'page-cache-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('a complete page reads back in another process', async () => {
    await thisProcess().set('/en/terms', page('terms', '_N_T_/en/terms'), WRITE);
    expect(htmlOf(await anotherProcess().get('/en/terms', ASK))).toBe('terms');
  });

  it('a page rendered for one request stays in memory; the folder keeps the last complete copy', async () => {
    await thisProcess().set('/en/flota', page('fleet before the edit', '_N_T_/en/flota'), WRITE);
    const forOneRequest = { ...page('fleet after the edit', '_N_T_/en/flota'), rscData: undefined };
    await thisProcess().set('/en/flota', forOneRequest, WRITE);
    expect(htmlOf(await thisProcess().get('/en/flota', ASK))).toBe('fleet after the edit');
    expect(htmlOf(await anotherProcess().get('/en/flota', ASK))).toBe('fleet before the edit');
  });

  it('a partly prerendered page reads back without flight data', async () => {
    const shell = { ...page('shell', '_N_T_/en/reserva'), rscData: undefined, postponed: '{}' };
    await thisProcess().set('/en/reserva', shell, WRITE);
    expect(htmlOf(await anotherProcess().get('/en/reserva', ASK))).toBe('shell');
  });
});
