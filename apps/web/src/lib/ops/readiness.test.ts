import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness.ts';

describe('checkReadiness', () => {
  it('is ready when every check answers', async () => {
    const result = await checkReadiness({ cms: async () => 'pong', redis: async () => 'PONG' });
    expect(result.ready).toBe(true);
    expect(result.checks.cms).toMatchObject({ ok: true });
    expect(result.checks.redis).toMatchObject({ ok: true });
  });

  it('names the check that failed and why, in one short line', async () => {
    const result = await checkReadiness({
      cms: async () => {
        throw new Error('list sites_config failed: 503 Service Unavailable\n    at stack');
      },
      redis: async () => 'PONG',
    });
    expect(result.ready).toBe(false);
    expect(result.checks.cms).toEqual({
      ok: false,
      ms: expect.any(Number),
      error: 'list sites_config failed: 503 Service Unavailable',
    });
    expect(result.checks.redis.ok).toBe(true);
  });

  it('gives up on a check that hangs', async () => {
    const result = await checkReadiness({ cms: () => new Promise(() => {}) }, { timeoutMs: 50 });
    expect(result).toEqual({
      ready: false,
      checks: { cms: { ok: false, ms: expect.any(Number), error: 'no answer within 50 ms' } },
    });
  });
});
