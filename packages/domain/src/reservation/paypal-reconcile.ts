/**
 * What to do with a PayPal payment still pending in the site, from where PayPal says its order
 * stands ("Loose ends of payment"). The renter may have approved the order and closed
 * the tab on the way back, so the site's capture never ran; or abandoned it on PayPal's page.
 * The reconciler (apps/web/src/lib/booking/paying/reconcile.ts) asks PayPal for the order and
 * acts on this response; the capture path it calls is the renter's own, so doing both is harmless.
 */

/** Orders v2 `status` values (PayPal's reference), or 'NOT_FOUND' when PayPal no longer knows the order. */
export type PaypalOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED' | 'NOT_FOUND';

/**
 * capture: the buyer approved (or the capture already ran at PayPal and only the site missed
 * it: capturing again with the same PayPal-Request-Id returns that capture);
 * release: the order can no longer be paid: the payment is declined and the reservation falls
 * back (a prepaid one to unpaid, states.ts `fallbackStatus`);
 * wait: the buyer may still be on PayPal's page.
 */
export type ReconcileAction = 'capture' | 'release' | 'wait';

/**
 * PayPal keeps an order the buyer has not approved for about 3 hours; after that it cannot be
 * approved any more. Past this age an unapproved order is given up.
 */
export const UNAPPROVED_ORDER_LIFETIME_MS = 3 * 60 * 60 * 1000;

export function reconcileAction(
  status: PaypalOrderStatus | (string & {}),
  orderAgeMs: number,
): ReconcileAction {
  switch (status) {
    case 'APPROVED':
    case 'COMPLETED':
      return 'capture';
    case 'VOIDED':
    case 'NOT_FOUND':
      return 'release';
    case 'CREATED':
    case 'SAVED':
    case 'PAYER_ACTION_REQUIRED':
      return orderAgeMs >= UNAPPROVED_ORDER_LIFETIME_MS ? 'release' : 'wait';
    default:
      // A status PayPal may add later: touch nothing, a person can look (the payment stays pending).
      return 'wait';
  }
}

/** Whether a pending payment is old enough for the reconciler: younger ones are the renter's own return to finish. */
export const dueForReconcile = (createdAt: Date, now: Date, graceMs: number): boolean =>
  now.getTime() - createdAt.getTime() >= graceMs;
