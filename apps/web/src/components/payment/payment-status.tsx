'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { WindowState } from './use-payment-window.ts';

/**
 * 'Verifying payment' and the window warning (SPEC §2) in a live region that is always there,
 * so each change is announced; the message takes the focus when it appears or changes under it.
 */
export function PaymentStatus({ state, onVerify }: { state: WindowState; onVerify: () => void }) {
  const t = useTranslations('booking.payment');
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    const appeared = !shown.current;
    shown.current = state !== 'idle';
    const active = document.activeElement;
    if (
      box.current &&
      (appeared || !active || active === document.body || box.current.contains(active))
    )
      box.current.focus();
  }, [state]);
  return (
    <div role="status">
      {state !== 'idle' && (
        <div
          ref={box}
          tabIndex={-1}
          className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
          data-testid="payment-status"
          data-state={state}
        >
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <span className="size-3 animate-pulse rounded-full bg-brand" aria-hidden />
            {t('verifying')}
          </p>
          {state === 'verifying' ? (
            <p className="mt-1 text-sm text-slate-600">{t('windowHint')}</p>
          ) : (
            <div className="mt-2" data-testid="window-warning">
              <p className="text-sm text-amber-900">{t('windowWarning')}</p>
              <button
                type="button"
                onClick={onVerify}
                className="mt-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white"
                data-testid="verify-payment"
              >
                {t('verify')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
