'use client';

import { useEffect, useReducer } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { LOADING_BAR, nextLoadingBarPhase, type LoadingBarPhase } from '@rental/domain/ui-defaults';
import { internalLink } from './app-update.tsx';

const WIDTH: Record<LoadingBarPhase, string> = {
  idle: '0%',
  waiting: '0%',
  running: '90%',
  finishing: '100%',
  resetting: '100%',
};

/** SPEC §9 loading bar: shown past 200 ms of navigation, fills over 2000 ms, fades 500 ms after the route shows. */
export function LoadingBar() {
  const [phase, send] = useReducer(nextLoadingBarPhase, 'idle');
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = internalLink(event);
      if (!anchor) return;
      const url = new URL(anchor.href);
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      send('start');
    };
    // Capture: next/link prevents the default in its own handler, before a bubbling listener would run.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  // The route changed: the navigation is over.
  useEffect(() => send('done'), [pathname, search]);
  useEffect(() => {
    const delays: Partial<Record<LoadingBarPhase, [number, 'throttled' | 'hidden' | 'reset']>> = {
      waiting: [LOADING_BAR.throttleMs, 'throttled'],
      finishing: [LOADING_BAR.hideDelayMs, 'hidden'],
      resetting: [LOADING_BAR.resetMs, 'reset'],
    };
    const next = delays[phase];
    if (!next) return;
    const timer = window.setTimeout(() => send(next[1]), next[0]);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const shown = phase === 'running' || phase === 'finishing';
  return (
    <div
      aria-hidden
      data-testid="loading-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[var(--layer-tooltip)] bg-brand"
      style={{
        height: LOADING_BAR.heightPx,
        width: WIDTH[phase],
        opacity: shown ? 1 : 0,
        transition:
          phase === 'running'
            ? `width ${LOADING_BAR.durationMs}ms ease-out`
            : phase === 'idle'
              ? 'none'
              : 'width 200ms ease-out, opacity 400ms',
      }}
    />
  );
}
