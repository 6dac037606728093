import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  DEFAULT_RETRY_POLICY,
  isStaleSending,
  STALE_SENDING_MS,
} from './delivery.ts';

const now = new Date('2026-12-01T12:00:00Z');
const waitAfter = (attempts: number) => {
  const next = afterFailure(attempts, now);
  return next.status === 'queued' ? next.nextAttemptAt.getTime() - now.getTime() : null;
};

describe('retrying a failed send', () => {
  it('waits 30 s, then twice as long each time, never more than an hour', () => {
    expect(waitAfter(1)).toBe(30_000);
    expect(waitAfter(2)).toBe(60_000);
    expect(waitAfter(3)).toBe(120_000);
    expect(waitAfter(8)).toBe(3_600_000);
    expect(waitAfter(20)).toBe(3_600_000);
  });

  it('gives up after the last attempt, having tried for most of a day', () => {
    const { maxAttempts } = DEFAULT_RETRY_POLICY;
    expect(afterFailure(maxAttempts, now)).toEqual({ status: 'failed' });
    let total = 0;
    for (let n = 1; n < maxAttempts; n++) total += waitAfter(n) ?? 0;
    expect(total).toBeGreaterThan(18 * 3_600_000);
  });

  it('follows a policy of its own (the tests use a short one)', () => {
    const policy = { firstDelayMs: 100, maxDelayMs: 250, maxAttempts: 3 };
    expect(afterFailure(1, now, policy)).toEqual({
      status: 'queued',
      nextAttemptAt: new Date(now.getTime() + 100),
    });
    expect(afterFailure(2, now, policy)).toEqual({
      status: 'queued',
      nextAttemptAt: new Date(now.getTime() + 200),
    });
    expect(afterFailure(3, now, policy)).toEqual({ status: 'failed' });
  });
});

describe('a message a stopped worker held', () => {
  it('is taken back once it has been sending for five minutes', () => {
    expect(isStaleSending(new Date(now.getTime() - STALE_SENDING_MS + 1), now)).toBe(false);
    expect(isStaleSending(new Date(now.getTime() - STALE_SENDING_MS), now)).toBe(true);
  });
});
