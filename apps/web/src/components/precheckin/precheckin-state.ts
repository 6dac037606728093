'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { BrandKey } from '@rental/domain/brands';
import { emptyPrecheckinForm, type PrecheckinInput } from '@rental/domain/precheckin/driver';
import type { DriversChangeOffer, PrecheckinSummary } from '@/lib/precheckin/service';

/**
 * This tab's pre-check-in in sessionStorage (session, summary, drivers' form as typed): per tab
 * and gone with it, since it holds document numbers; validated on every read.
 */
export interface PrecheckinState {
  v: 1;
  brand: BrandKey;
  session: string;
  summary: PrecheckinSummary;
  form: PrecheckinInput;
  /** The change of the booking the drivers need, shown until it is made (kept across PayPal's round trip). */
  driversChange?: DriversChangeOffer;
}

const KEY = 'precheckin';
const listeners = new Set<() => void>();
let cache: { raw: string | null; state: PrecheckinState | null } | null = null;

function parse(raw: string | null, brand: BrandKey): PrecheckinState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PrecheckinState>;
    const ok =
      value.v === 1 &&
      value.brand === brand &&
      typeof value.session === 'string' &&
      typeof value.summary?.code === 'string' &&
      typeof value.form?.driver === 'object' &&
      Array.isArray(value.form?.additional_drivers);
    if (!ok) return null;
    // Fields added to the form later start empty instead of breaking an older tab's state.
    const empty = emptyPrecheckinForm();
    return {
      ...(value as PrecheckinState),
      form: { ...empty, ...value.form!, driver: { ...empty.driver, ...value.form!.driver } },
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function readPrecheckin(brand: BrandKey): PrecheckinState | null {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, state: parse(raw, brand) };
  return cache.state;
}

export function writePrecheckin(state: PrecheckinState | null) {
  try {
    if (state) window.sessionStorage.setItem(KEY, JSON.stringify(state));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    /* storage disabled: the step still works until the page is left */
    cache = { raw: state ? JSON.stringify(state) : null, state };
  }
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The tab's pre-check-in (undefined while rendering on the server, null when there is none) and an updater. */
export function usePrecheckin(
  brand: BrandKey,
): [PrecheckinState | null | undefined, (change: (s: PrecheckinState) => PrecheckinState) => void] {
  const state = useSyncExternalStore(
    subscribe,
    () => readPrecheckin(brand),
    () => undefined,
  );
  const update = useCallback(
    (change: (s: PrecheckinState) => PrecheckinState) => {
      const current = readPrecheckin(brand);
      if (current) writePrecheckin(change(current));
    },
    [brand],
  );
  return [state, update];
}
