'use client';

import type { ReservationDraft } from '@rental/domain/reservation/draft';

/** The renter's details once the reservation exists: kept in this tab only until confirmed, not in the shared computer's localStorage. */
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
