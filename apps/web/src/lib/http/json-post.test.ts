import { describe, expect, it } from 'vitest';
import { privateResponse, readJsonPost } from './json-post.ts';
import { streamedPost } from '../../../../../tests/support/streamed-post.ts';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:3000/api/reservations', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
    body,
  });

describe('readJsonPost: what a JSON route takes before it decides', () => {
  it('reads JSON from this site, or sent by no browser (no Origin)', async () => {
    expect(
      await readJsonPost(post('{"car":"x"}', { origin: 'http://127.0.0.1:3000' }), 64),
    ).toEqual({
      ok: true,
      value: { car: 'x' },
    });
    expect(await readJsonPost(post('[1]'), 64)).toEqual({ ok: true, value: [1] });
  });

  it.each([
    ['another origin', post('{}', { origin: 'http://evil.example' }), 403],
    ['Origin null', post('{}', { origin: 'null' }), 403],
    [
      'a forwarded host that is not the origin',
      post('{}', { origin: 'http://127.0.0.1:3000', 'x-forwarded-host': 'evil.example' }),
      403,
    ],
    ['a body over the limit', post(JSON.stringify({ a: 'x'.repeat(100) })), 413],
    [
      'a body over the limit in characters of several bytes',
      post(JSON.stringify({ a: 'ñ'.repeat(40) })),
      413,
    ],
    ['a body that is not JSON', post('{"car":'), 400],
  ])('refuses %s', async (_, request, status) => {
    expect(await readJsonPost(request, 64)).toEqual({ ok: false, status });
  });
});

describe('readJsonPost: a body without a length', () => {
  it('is refused at the limit, not read whole (24 MB sent, about the limit pulled)', async () => {
    const { request, pulled } = streamedPost(24 * 1024 * 1024);
    expect(await readJsonPost(request, 4 * 1024)).toEqual({ ok: false, status: 413 });
    expect(pulled.bytes).toBeLessThanOrEqual(4 * 1024 + 64 * 1024);
  });
});

describe('privateResponse: what a JSON route sends back', () => {
  it('the body as JSON, or nothing, never cached', async () => {
    const found = privateResponse({ ok: true }, 201);
    expect([found.status, found.headers.get('cache-control')]).toEqual([201, 'private, no-store']);
    expect(await found.json()).toEqual({ ok: true });
    const empty = privateResponse(null, 204);
    expect([empty.status, empty.headers.get('cache-control'), await empty.text()]).toEqual([
      204,
      'private, no-store',
      '',
    ]);
  });
});
