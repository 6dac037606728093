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
 * The page's query string, read without making a prerendered page dynamic. Next's
 * useSearchParams turns each component that calls it into a hole filled at request time: a
 * Suspense fallback and the content both in the HTML, and a script swapping them (on the fleet
 * page every car twice and 26 swaps, the page's heaviest task; docs/performance.md). Here the
 * prerendered HTML and the hydration see no query, and the browser renders again at once with
 * the address's own: a shared, filtered fleet link shows every car for that first paint.
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
