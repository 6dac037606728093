import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Directus writes a resized copy into the file it serves while encoding, so a concurrent
 * request gets it empty: an empty response means "being made", ask again shortly, within
 * `signal`'s time.
 */
export async function fetchMadeCopy(
  request: (signal: AbortSignal) => Promise<Response>,
  signal: AbortSignal,
  pauseMs = 100,
): Promise<Response> {
  for (;;) {
    const response = await request(signal);
    if (!response.ok || !isEmpty(response)) return response;
    await response.body?.cancel();
    await sleep(pauseMs, undefined, { signal });
  }
}

const isEmpty = (response: Response) => response.headers.get('content-length') === '0';

/** Directus' responses for "busy for a moment": its pressure limiter's 503, a proxy's 502/504, 429. */
const BUSY = new Set([429, 502, 503, 504]);

/** Asks once more after `pauseMs` when Directus was busy or unreachable (its limiter refuses for a few seconds after a start). */
export async function onceMoreIfBusy(
  request: () => Promise<Response>,
  pauseMs = 300,
): Promise<Response> {
  try {
    const response = await request();
    if (!BUSY.has(response.status)) return response;
    await response.body?.cancel();
  } catch {
    // Unreachable for a moment: the second try says whether it stays so.
  }
  await sleep(pauseMs);
  return request();
}
