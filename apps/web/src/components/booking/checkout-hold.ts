/** The reservation this tab stored, per tab since the shared draft may have moved on to another tab's booking. */
const KEY = 'checkout-reservation';

/** The release under way, if any: the form waits for it before it books again (the same booking must not be handed back, then released). */
let pending: Promise<void> = Promise.resolve();

export function rememberCheckout(id: string) {
  try {
    window.sessionStorage.setItem(KEY, id);
  } catch {
    /* storage disabled: the short hold lapses on its own */
  }
}

/** The checkout was left for a page that is not its thanks page: the server releases it if still unpaid. */
export function releaseLeftCheckout() {
  let id: string | null = null;
  try {
    id = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!id) return;
  // Kept alive past the page's end; a failure leaves the short hold to lapse.
  pending = fetch('/api/reservations/release', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once the last release this tab sent got its response (at most `ms` later). */
export const releaseSettled = (ms = 5000): Promise<void> =>
  Promise.race([pending, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
