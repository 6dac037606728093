import { describe, expect, it } from 'vitest';
import { streamedPost } from '../../../../../tests/support/streamed-post.ts';
import { readBody, readBodyText } from './request-body.ts';

const MB = 1024 * 1024;

describe('readBody: a route reads no further than its limit', () => {
  it('a 24 MB body without a length: 413 after about the limit, the stream cancelled', async () => {
    const { request, pulled } = streamedPost(24 * MB);
    expect(await readBody(request, 16 * 1024)).toEqual({ ok: false, status: 413 });
    expect(pulled.bytes).toBeLessThanOrEqual(16 * 1024 + 64 * 1024);
    expect(pulled.cancelled).toBe(true);
  });

  it('a declared length over the limit: 413 without reading', async () => {
    const { request, pulled } = streamedPost(24 * MB);
    request.headers.set('content-length', String(24 * MB));
    expect(await readBody(request, 16 * 1024)).toEqual({ ok: false, status: 413 });
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('a body within the limit, streamed or not, is read whole', async () => {
    const { request } = streamedPost(200_000);
    const read = await readBody(request, 200_000);
    expect(read.ok && read.bytes.byteLength).toBe(200_000);
    const text = await readBodyText(new Request('http://x/', { method: 'POST', body: 'ñandú' }), 7);
    expect(text).toEqual({ ok: true, text: 'ñandú' });
    expect(
      await readBodyText(new Request('http://x/', { method: 'POST', body: 'ñandú' }), 6),
    ).toEqual({ ok: false, status: 413 });
    expect(await readBodyText(new Request('http://x/'), 10)).toEqual({ ok: true, text: '' });
  });
});
