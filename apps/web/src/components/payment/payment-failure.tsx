'use client';

import { useCallback, useState } from 'react';
import { useFocusOnMount } from '../focus/use-focus-on-mount.ts';
import { Alert } from '../ui/alert.tsx';

/** Failures the booking's payment texts (`booking.checkout.<key>`) describe; any other is the page's own. */
export const PAYMENT_FAILURE_TEXTS: ReadonlySet<string> = new Set([
  'declined',
  'notApproved',
  'cancelled',
  'unavailable',
  'processing',
  'limited',
  'soldOut',
]);

/** The last failed payment: its message key, and a count so that the same failure twice is a new message. */
export function usePaymentFailure() {
  const [failure, setFailure] = useState<{ key: string; count: number } | null>(null);
  const onFailure = useCallback(
    (key: string) => setFailure((last) => ({ key, count: (last?.count ?? 0) + 1 })),
    [],
  );
  return [failure, onFailure] as const;
}

/**
 * Why the payment failed, announced at once (an alert) and focused, so the keyboard goes on
 * from it to the payment form. Give it `key={failure.count}`: a new failure is a new message.
 */
export function PaymentFailure({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Alert ref={ref} tabIndex={-1} tone="error" role="alert" data-testid="payment-error">
      {text}
    </Alert>
  );
}
