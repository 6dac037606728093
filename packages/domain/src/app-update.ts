/**
 * SPEC §4/§9 app updates: the client compares its build identifier with the server's
 * latest, periodically and when the tab becomes visible; a chunk that fails to load during
 * a navigation triggers a full reload of the target, at most once per reload guard.
 */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** SPEC §9 page reload guard: no second automatic reload within this time (never a loop). */
export const RELOAD_GUARD_MS = 10_000;

/** True when the server responded with an identifier other than the running client's. */
export function buildChanged(current: string, latest: unknown): boolean {
  return typeof latest === 'string' && latest !== '' && latest !== current;
}

/** Errors browsers and bundlers raise when a script or CSS chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Failed to load chunk|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

/** Whether an automatic reload may happen now, given the time of the last one (ms, or null). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= RELOAD_GUARD_MS ||
    now < lastReloadAt
  );
}
