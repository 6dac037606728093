import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Directus makes a resized copy the first time it is asked for, writing it into the file it
 * will serve from while the encoder runs (AssetsService.getAsset with the local storage
 * driver): a second request that comes in the meantime finds that file and gets it empty,
 * `200` with no bytes, which a browser shows as a broken picture. The encoder hands over the
 * whole image at once, so a copy on disk is either empty or complete, and an empty response for
 * a copy means "being made": ask again shortly. `signal` bounds the whole wait (the site's
 * CMS timeout), so a backend that never finishes still fails in the stated time.
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

/**
 * A file asked for once more, after `pauseMs`, when Directus was busy or unreachable: right
 * after a start its pressure limiter refuses for a few seconds, and a page's every picture
 * would show broken. One retry only: a backend that stays down fails as before.
 */
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
