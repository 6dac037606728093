'use client';

import { useEffect } from 'react';
import {
  BUILD_CHECK_INTERVAL_MS,
  buildChanged,
  isChunkLoadError,
  mayReload,
} from '@rental/domain/app-update';
import { BUILD_ID } from '@/lib/ops/build';

const RELOADED_AT = 'chunk-reload-at';
let target: string | null = null;

/** A chunk of the next page failed (a new deploy): loads the route in full, at most once per 10 s. Returns whether it reloads. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: number | null = null;
  try {
    last = Number(window.sessionStorage.getItem(RELOADED_AT)) || null;
    if (!mayReload(last, Date.now())) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    /* storage disabled: without a guard, do not reload at all */
    return false;
  }
  window.location.assign(target ?? window.location.href);
  return true;
}

/** Same-origin, left-button, no-modifier, same-tab link clicks: the ones the router may take client-side. */
export function internalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return null;
  return new URL(anchor.href).origin === window.location.origin ? anchor : null;
}

/**
 * SPEC §4 app update: polls the build identifier every few minutes and on visibility; once it
 * changed, the next navigation is a full load. Also catches chunk-load errors the boundary misses.
 */
export function AppUpdate() {
  useEffect(() => {
    let stale = false;
    const check = async () => {
      try {
        const res = await fetch(`/api/build?t=${Date.now()}`, { cache: 'no-store' });
        const { buildId } = (await res.json()) as { buildId?: unknown };
        if (buildChanged(BUILD_ID, buildId)) stale = true;
      } catch {
        /* offline or the server restarting: ask again later */
      }
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const onClick = (event: MouseEvent) => {
      const anchor = internalLink(event);
      if (!anchor) return;
      target = anchor.href;
      if (!stale || event.defaultPrevented) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(anchor.href);
    };
    const onError = (event: ErrorEvent) => void reloadAfterChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => void reloadAfterChunkError(event.reason);
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    void check();
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return <span hidden data-testid="build-id" data-build-id={BUILD_ID} />;
}
