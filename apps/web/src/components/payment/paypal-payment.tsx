'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { noResponse, type PaymentProps } from './payment-calls.ts';
import { Panel } from '../ui/panel.tsx';

/**
 * PayPal (Orders v2): the buyer approves on PayPal's page, comes back here with the order's
 * token, and the server captures it once.
 */
export function PaypalPayment({ calls, onDone, onFailure }: Omit<PaymentProps, 'total'>) {
  const t = useTranslations('booking');
  const params = useSearchParams();
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);
  const back = params.get('paypal');
  const token = params.get('token');
  useEffect(() => {
    if (handled.current || !back) return;
    handled.current = true;
    if (back === 'cancel') return onFailure('cancelled');
    if (back !== 'return' || !token) return;
    setBusy(true);
    calls
      .capture(token)
      .catch(noResponse)
      .then((r) => (r.ok ? onDone(r) : onFailure(r.failure)))
      .finally(() => setBusy(false));
  }, [back, token, calls, onDone, onFailure]);

  const pay = async () => {
    setBusy(true);
    const result = await calls.paypal().catch(noResponse);
    if (result.ok && result.state === 'redirect') {
      calls.leaving?.();
      return window.location.assign(result.url);
    }
    setBusy(false);
    if (result.ok) onDone(result);
    else onFailure(result.failure);
  };
  return (
    <Panel as="div" testId="paypal-payment">
      <button
        type="button"
        onClick={pay}
        disabled={busy}
        className="w-full rounded-full bg-[#ffc439] px-6 py-3 font-bold text-[#003087] shadow hover:brightness-95 disabled:opacity-60"
        data-testid="pay-paypal"
      >
        {busy ? t('payment.redirect') : t('checkout.paypal')}
      </button>
    </Panel>
  );
}
