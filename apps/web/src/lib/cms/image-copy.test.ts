import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client.ts';
import { fetchMadeCopy, onceMoreIfBusy } from './image-copy.ts';

const empty = () => new Response(new Uint8Array(0), { headers: { 'content-length': '0' } });
const made = () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-length': '3' } });

describe('a resized copy Directus is still making', () => {
  it('is asked for again until it has bytes', async () => {
    const responses = [empty(), empty(), made()];
    let calls = 0;
    const response = await fetchMadeCopy(
      async () => responses[calls++],
      AbortSignal.timeout(1000),
      5,
    );
    expect(calls).toBe(3);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('passes any other response on as it is', async () => {
    const missing = new Response('', { status: 404, headers: { 'content-length': '0' } });
    expect(await fetchMadeCopy(async () => missing, AbortSignal.timeout(1000))).toBe(missing);
  });

  it('gives up when the call has taken its time', async () => {
    const started = Date.now();
    await expect(fetchMadeCopy(async () => empty(), AbortSignal.timeout(60), 25)).rejects.toThrow(
      /timeout|aborted/i,
    );
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('a file asked for while Directus is busy', () => {
  const busy = () => new Response('Under pressure', { status: 503 });

  it('is asked for once more after a refusal or a failed connection, and not a third time', async () => {
    let calls = 0;
    const responses = [busy(), made()];
    expect((await onceMoreIfBusy(async () => responses[calls++], 5)).status).toBe(200);
    expect(calls).toBe(2);
    calls = 0;
    const failing = async () => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      return busy();
    };
    expect((await onceMoreIfBusy(failing, 5)).status).toBe(503);
    expect(calls).toBe(2);
  });

  it('a missing file is not asked for again', async () => {
    let calls = 0;
    const missing = async () => (calls++, new Response('', { status: 404 }));
    expect((await onceMoreIfBusy(missing, 5)).status).toBe(404);
    expect(calls).toBe(1);
  });

  it("the site's /assets call gets the picture when Directus refuses the first time", async () => {
    let calls = 0;
    const directus = async () => (calls++ === 0 ? busy() : made());
    const cms = createCmsClient({ url: 'http://cms.invalid', fetch: directus as typeof fetch });
    for (const transform of [undefined, { width: '640' }]) {
      calls = 0;
      const response = await cms.asset('8f14e45f-ceea-4e67-a2d4-5c1e2f3a4b5c', {}, transform);
      expect(response.status).toBe(200);
      expect(calls).toBe(2);
    }
  });
});
