'use client';

/**
 * SPEC §2 prevent-direct-access: a step opens only when this tab came from the previous step.
 * The pass lives in memory, so any full page load finds none, except the return from PayPal or
 * the bank, for which a short-lived ticket waits in this tab's storage.
 */
let pass: string | null = null;
const RETURN_KEY = 'precheckin-return';
const RETURN_MS = 30 * 60_000;

/** Call just before navigating to `path` from its previous step. */
export function grantPassage(path: string) {
  pass = path;
}

/** The tab moved on to `path`: a pass for another step is void. */
export function forgetPassageUnless(path: string) {
  if (pass !== path) pass = null;
}

/** Call just before this tab leaves for a payment provider that will send it back to `path`. */
export function expectReturn(path: string) {
  try {
    window.sessionStorage.setItem(
      RETURN_KEY,
      JSON.stringify({ path, until: Date.now() + RETURN_MS }),
    );
  } catch {
    /* storage disabled: the renter starts the step again */
  }
}

function returnedTo(path: string, search: URLSearchParams): boolean {
  if (!search.has('paypal') && !search.has('payment')) return false;
  try {
    const ticket = JSON.parse(window.sessionStorage.getItem(RETURN_KEY) ?? 'null') as {
      path?: string;
      until?: number;
    } | null;
    window.sessionStorage.removeItem(RETURN_KEY);
    return ticket?.path === path && typeof ticket.until === 'number' && ticket.until > Date.now();
  } catch {
    return false;
  }
}

/** Whether this tab came to `path` from its previous step (or back from a payment provider). */
export function cameFromPreviousStep(path: string, search: URLSearchParams): boolean {
  if (pass === path) return true;
  if (returnedTo(path, search)) {
    pass = path;
    return true;
  }
  return false;
}
