import { describe, expect, it } from 'vitest';
import { mayPrefetch, nextLoadingBarPhase, type LoadingBarPhase } from './ui-defaults.ts';

const run = (events: Parameters<typeof nextLoadingBarPhase>[1][]) =>
  events.reduce<LoadingBarPhase[]>(
    (seen, e) => [...seen, nextLoadingBarPhase(seen[seen.length - 1], e)],
    ['idle'],
  );

describe('the loading bar', () => {
  it('never shows for a navigation that ends within the throttle', () => {
    expect(run(['start', 'done', 'throttled'])).toEqual(['idle', 'waiting', 'idle', 'idle']);
  });

  it('runs, completes, hides and resets for a slow navigation', () => {
    expect(run(['start', 'throttled', 'done', 'hidden', 'reset'])).toEqual([
      'idle',
      'waiting',
      'running',
      'finishing',
      'resetting',
      'idle',
    ]);
  });

  it('keeps running when another navigation starts meanwhile, and restarts after finishing', () => {
    expect(run(['start', 'throttled', 'start', 'done'])).toEqual([
      'idle',
      'waiting',
      'running',
      'running',
      'finishing',
    ]);
    expect(run(['start', 'throttled', 'done', 'start'])).toEqual([
      'idle',
      'waiting',
      'running',
      'finishing',
      'waiting',
    ]);
  });
});

describe('link prefetch', () => {
  it('is skipped with data saver on or on a 2G connection, done otherwise', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
