import { afterEach, describe, expect, it, vi } from 'vitest';
import { shuttingDown } from '../lib/runtime/shutting-down.ts';
import { shutDownOn } from './shutdown.ts';

const SIGNAL = 'SIGUSR2' as const;

afterEach(() => {
  process.removeAllListeners(SIGNAL);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rental.shutting-down')];
  vi.useRealTimers();
});

function fakeServer() {
  const calls: string[] = [];
  let done: () => void = () => {};
  return {
    calls,
    finishRequests: () => done(),
    server: {
      close: (cb: () => void) => {
        calls.push('close');
        done = cb;
      },
      closeIdleConnections: () => calls.push('idle'),
      closeAllConnections: () => calls.push('all'),
    },
  };
}

describe('graceful shutdown', () => {
  it('stops taking connections, says not ready, and exits once the requests under way end', () => {
    const { server, calls, finishRequests } = fakeServer();
    const exits: number[] = [];
    shutDownOn([SIGNAL], server, { exit: (c) => exits.push(c), log: () => {} });
    expect(shuttingDown()).toBe(false);
    process.emit(SIGNAL, SIGNAL);
    expect(shuttingDown()).toBe(true);
    expect(calls).toEqual(['close', 'idle']);
    expect(exits).toEqual([]);
    finishRequests();
    expect(exits).toEqual([0]);
  });

  it('cuts what still runs after the grace period', () => {
    vi.useFakeTimers();
    const { server, calls } = fakeServer();
    const exits: number[] = [];
    shutDownOn([SIGNAL], server, { graceMs: 1000, exit: (c) => exits.push(c), log: () => {} });
    process.emit(SIGNAL, SIGNAL);
    process.emit(SIGNAL, SIGNAL); // a second signal starts nothing new
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['close', 'idle', 'all']);
    expect(exits).toEqual([1]);
  });
});
