'use client';

import { useMemo, useSyncExternalStore } from 'react';

const CHANGED = 'rental:location-search';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The page's query string without making a prerendered page dynamic: useSearchParams would
 * render each caller twice with a swap script (docs/performance.md). The first paint sees no
 * query; the browser renders again at once with the address's.
 */
export function useLocationSearch(): URLSearchParams {
  const search = useLocationQuery() ?? '';
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The raw query string (`?a=b` or ''), or null on the server and while hydrating: not read yet. */
export function useLocationQuery(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
}

/** Replaces the query string in place (no navigation, no history entry) and tells the readers. */
export function replaceLocationSearch(query: string) {
  window.history.replaceState(
    null,
    '',
    `${window.location.pathname}${query}${window.location.hash}`,
  );
  window.dispatchEvent(new Event(CHANGED));
}
