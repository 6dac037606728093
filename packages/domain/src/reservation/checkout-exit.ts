/**
 * SPEC §4 on paths alone: leaving a checkout page for any page that is not a thanks page.
 * Kept apart from the draft (and its schema) so that every page can ask it cheaply; the
 * draft is loaded only when the response is yes (components/booking/navigation-watcher.tsx).
 */
const isCheckout = (path: string) => path.includes('checkout') && !path.includes('thanks');
const isThanks = (path: string) => path.includes('thanks');

/** Coming back to the same page (a reload, a return from the bank or PayPal) is not leaving it. */
export function leavesCheckout(from: string, to: string): boolean {
  if (from.split('?')[0] === to.split('?')[0]) return false;
  return isCheckout(from) && !isThanks(to);
}
