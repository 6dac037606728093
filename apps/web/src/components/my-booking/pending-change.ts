'use client';

import type { ChangedTrip } from '../booking/trip-fields.tsx';

/**
 * A dearer change being paid on PayPal's or the bank's page: the chosen trip (never a card or a
 * price) kept in this tab's storage, so the booking's page reopens it on the way back.
 */
const KEY = 'my-booking:pending-change';

export function keepPendingChange(code: string, trip: ChangedTrip): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ code, trip }));
  } catch {
    // Storage refused (private mode, full): the page comes back to the booking, not the change.
  }
}

/** The change this tab left to pay for, when it comes back from paying (PayPal's or the bank's response in the address). */
export function returningChange(code: string, search: URLSearchParams): ChangedTrip | null {
  if (!search.get('paypal') && !search.get('payment')) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      code?: unknown;
      trip?: ChangedTrip;
    } | null;
    return kept?.code === code && kept.trip ? kept.trip : null;
  } catch {
    return null;
  }
}

export function dropPendingChange(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
