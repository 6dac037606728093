import { invalidatedBetween, type TagTimes } from './tag-times.ts';

/** How long a page's render may last (Next.js gives a page's generation a minute). */
const LONGEST_RENDER_MS = 60_000;
/** Pages followed at once: a bound on what requests for made-up addresses can make us hold. */
const MAX_PAGES = 1000;

export interface PageRenderOptions {
  /** Next.js' tags manifest: when each cache tag was last made stale or expired. */
  manifest: ReadonlyMap<string, TagTimes>;
  now?: () => number;
  longestRenderMs?: number;
  maxPages?: number;
}

/**
 * Whether a page Next.js has just made may go into its page cache. Next dates a page by when
 * its render ended, so a render that read content before an edit would be kept as newer than
 * it: a page whose tags were invalidated since the render may have begun is served, not kept.
 */
export function pageRenders(o: PageRenderOptions) {
  const now = o.now ?? Date.now;
  const longestRenderMs = o.longestRenderMs ?? LONGEST_RENDER_MS;
  const maxPages = o.maxPages ?? MAX_PAGES;
  /** The first question about each page since its last store: its render began no earlier. */
  const askedSince = new Map<string, number>();

  return {
    /** The page cache was asked for `key` (a render may follow). */
    asked(key: string): void {
      const at = now();
      const since = askedSince.get(key);
      if (since !== undefined && at - since <= longestRenderMs) return;
      askedSince.delete(key);
      askedSince.set(key, at);
      if (askedSince.size > maxPages) askedSince.delete(askedSince.keys().next().value as string);
    },

    /** Whether the page just made for `key`, from content tagged `tags`, may be kept. */
    mayKeep(key: string, tags: readonly string[]): boolean {
      const since = askedSince.get(key);
      askedSince.delete(key);
      if (since === undefined || tags.length === 0) return true;
      return !invalidatedBetween(o.manifest, since, now(), tags);
    },
  };
}
