'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { BrandKey } from '@rental/domain/brands';
import {
  DRAFT_STORAGE_KEY,
  loadDraft,
  saveDraft,
  type ReservationDraft,
} from '@rental/domain/reservation/draft';

/** The draft in localStorage, shared by tabs through the `storage` event; validated on every read, so a bad one is replaced. */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === DRAFT_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const readRaw = () => {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
};

let cache: { raw: string | null; brand: string; draft: ReservationDraft } | null = null;
export function readDraft(brand: BrandKey): ReservationDraft {
  const raw = readRaw();
  if (!cache || cache.raw !== raw || cache.brand !== brand)
    cache = { raw, brand, draft: loadDraft(raw, brand) };
  return cache.draft;
}

export function writeDraft(draft: ReservationDraft) {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, saveDraft(draft));
  } catch {
    /* storage full or disabled: the booking still works in this page */
  }
  notify();
}

/** The draft (null while rendering on the server) and an updater. */
export function useDraft(
  brand: BrandKey,
): [ReservationDraft | null, (change: (d: ReservationDraft) => ReservationDraft) => void] {
  const draft = useSyncExternalStore(
    subscribe,
    () => readDraft(brand),
    () => null,
  );
  const update = useCallback(
    (change: (d: ReservationDraft) => ReservationDraft) => writeDraft(change(readDraft(brand))),
    [brand],
  );
  return [draft, update];
}
