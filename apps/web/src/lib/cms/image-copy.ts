import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Directus makes a resized copy the first time it is asked for, writing it into the file it
 * will serve from while the encoder runs (AssetsService.getAsset with the local storage
 * driver): a second request that comes in the meantime finds that file and gets it empty,
 * `200` with no bytes, which a browser shows as a broken picture. The encoder hands over the
 * whole image at once, so a copy on disk is either empty or complete, and an empty answer for
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
