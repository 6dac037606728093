import { describe, expect, it } from 'vitest';
import { checkReadiness, sharedReadiness } from './readiness.ts';

describe('checkReadiness', () => {
  it('is ready when every check responds', async () => {
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

describe('sharedReadiness: a public route that a flood cannot turn into a flood on Directus', () => {
  const setup = (cms: () => Promise<unknown> = async () => 'ok') => {
    let clock = 0;
    const calls = { cms: 0, own: 0 };
    let down = false;
    const ready = sharedReadiness(
      {
        process: async () => {
          calls.own += 1;
          if (down) throw new Error('shutting down');
        },
      },
      () => ({
        cms: () => {
          calls.cms += 1;
          return cms();
        },
      }),
      { keepMs: 1000, now: () => clock },
    );
    return {
      ready,
      calls,
      tick: (ms: number) => (clock += ms),
      shutDown: () => (down = true),
    };
  };

  it('callers at the same moment share one check of the dependencies', async () => {
    let finish: () => void = () => {};
    const s = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    const pending = Array.from({ length: 100 }, () => s.ready());
    await Promise.resolve();
    finish();
    const results = await Promise.all(pending);
    expect(s.calls.cms).toBe(1);
    expect(results.every((r) => r.ready && r.checks.cms.ok && r.checks.process.ok)).toBe(true);
  });

  it('keeps the result for a second, then asks again', async () => {
    const s = setup();
    for (let i = 0; i < 50; i++) {
      await s.ready();
      s.tick(19);
    }
    // 50 calls over 950 ms: one check.
    expect(s.calls.cms).toBe(1);
    s.tick(100);
    await s.ready();
    expect(s.calls.cms).toBe(2);
    // A flood for ten seconds costs Directus about ten checks.
    for (let i = 0; i < 1000; i++) {
      await s.ready();
      s.tick(10);
    }
    expect(s.calls.cms).toBeLessThanOrEqual(12);
  });

  it('a failure is kept too (a flood does not hammer a Directus that is down), and passes', async () => {
    let fail = true;
    const s = setup(async () => {
      if (fail) throw new Error('503');
    });
    expect((await s.ready()).ready).toBe(false);
    fail = false;
    expect((await s.ready()).checks.cms).toMatchObject({ ok: false, error: '503' });
    s.tick(1000);
    expect((await s.ready()).ready).toBe(true);
  });

  it("the process's own state is read on every call: shutting down is not hidden by a kept result", async () => {
    const s = setup();
    expect((await s.ready()).ready).toBe(true);
    s.shutDown();
    const state = await s.ready();
    expect(state.ready).toBe(false);
    expect(state.checks.process).toMatchObject({ ok: false, error: 'shutting down' });
    expect(s.calls).toEqual({ cms: 1, own: 2 });
  });
});
