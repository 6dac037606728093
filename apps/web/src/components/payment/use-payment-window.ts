'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentCalls } from './payment-calls.ts';

export type WindowState = 'idle' | 'verifying' | 'warning';
const POLL_MS = 1500;

/**
 * The bank's payment window (SPEC §4): a popup, polled until the bank decides. When it is
 * blocked, closed or hidden, the warning's button checks at once and reopens it, in this tab if need be.
 */
export function usePaymentWindow(
  calls: PaymentCalls,
  onResult: (state: 'paid' | 'declined') => void,
) {
  const [state, setState] = useState<WindowState>('idle');
  const target = useRef<{ url: string; reference: string } | null>(null);
  const popup = useRef<Window | null>(null);

  const check = useCallback(async () => {
    if (!target.current) return 'unpaid';
    const result = await calls.check(target.current.reference).catch(() => 'pending' as const);
    if (result === 'paid' || result === 'declined') {
      target.current = null;
      popup.current?.close();
      setState('idle');
      onResult(result);
    }
    return result;
  }, [calls, onResult]);

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setInterval(() => {
      void check();
      if (state === 'verifying' && popup.current?.closed) setState('warning');
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, check]);

  const openWindow = (url: string) => {
    popup.current = window.open(url, 'payment-window', 'popup,width=480,height=680');
    return popup.current !== null;
  };

  /** Start verifying a challenge (url) or a payment the bank already decided in this tab (url null). */
  const start = (reference: string, url: string | null) => {
    target.current = { url: url ?? '', reference };
    setState(url && !openWindow(url) ? 'warning' : 'verifying');
  };

  const verify = async () => {
    const current = target.current;
    if (!current || (await check()) !== 'pending') return;
    if (!current.url) return;
    if (openWindow(current.url)) setState('verifying');
    else {
      calls.leaving?.();
      // The bank's page, not one of the site's: a full load of its absolute address.
      window.location.assign(new URL(`${current.url}&mode=page`, window.location.href));
    }
  };

  return { state, start, verify };
}
