'use client';

import type { ReservationDraft } from '@rental/domain/reservation/draft';

/**
 * Once the reservation exists, the renter's details leave the draft (localStorage, seen by
 * the next person on a shared computer): until the booking is confirmed they are kept in this
 * tab only (sessionStorage, gone with the tab), so coming back to the form loses nothing.
 */
const KEY = 'reservation-renter';

export function stashRenter(client: ReservationDraft['client']) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(client));
  } catch {
    /* storage disabled: the renter types again if they come back */
  }
}

/** The stashed details (JSON, validated by restoreRenter), removed from the tab. */
export function takeRenter(): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return raw;
  } catch {
    return null;
  }
}

export function forgetRenter() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
