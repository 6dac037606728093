import type { RouteIndex } from '@rental/domain/navigation';
import type { CmsClient } from './client.ts';
import { configuredCmsClient } from './configured.ts';
import { fetchInfoSlugs, fetchRedirects } from './queries.ts';

/**
 * What the proxy must know before a page renders (staff redirects, existing info pages),
 * kept in memory and refreshed every 30 s in the background. The proxy cannot use the
 * pages' data cache, and a 404 decided there is a real 404 status. When Directus is down
 * the last known index is kept; before the first response the index is null.
 */
const TTL_MS = 30_000;

let client: CmsClient | undefined;
let current: { at: number; index: RouteIndex } | null = null;
let refreshing: Promise<void> | null = null;

async function load(cms: CmsClient): Promise<RouteIndex> {
  const [redirects, pages] = await Promise.all([fetchRedirects(cms), fetchInfoSlugs(cms)]);
  return { redirects, infoSlugs: new Set(pages.map((p) => p.slug)) };
}

function refresh(): Promise<void> {
  refreshing ??= (async () => {
    try {
      // Short and quiet: the proxy must not hold requests up, and it logs failures itself.
      client ??= configuredCmsClient({ timeoutMs: 2000, log: () => {} });
      current = { at: Date.now(), index: await load(client) };
    } catch (error) {
      console.error(
        `[route-index] keeping the last known index: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (current) current.at = Date.now(); // retry after another TTL, not on every request
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function getRouteIndex(): Promise<RouteIndex | null> {
  if (!current) await refresh();
  else if (Date.now() - current.at > TTL_MS) void refresh();
  return current?.index ?? null;
}
