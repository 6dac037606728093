import { describe, expect, it } from 'vitest';
import { fetchMadeCopy } from './image-copy.ts';

const empty = () => new Response(new Uint8Array(0), { headers: { 'content-length': '0' } });
const made = () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-length': '3' } });

describe('a resized copy Directus is still making', () => {
  it('is asked for again until it has bytes', async () => {
    const answers = [empty(), empty(), made()];
    let calls = 0;
    const response = await fetchMadeCopy(
      async () => answers[calls++],
      AbortSignal.timeout(1000),
      5,
    );
    expect(calls).toBe(3);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('passes any other answer on as it is', async () => {
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
