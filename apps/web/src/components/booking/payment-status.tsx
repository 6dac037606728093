'use client';

import { useTranslations } from 'next-intl';
import type { WindowState } from './use-payment-window.ts';

/** 'Verifying payment' and the window warning with its verify button (SPEC §2 payment texts). */
export function PaymentStatus({ state, onVerify }: { state: WindowState; onVerify: () => void }) {
  const t = useTranslations('booking.payment');
  if (state === 'idle') return null;
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4" role="status" data-testid="payment-status" data-state={state}>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <span className="size-3 animate-pulse rounded-full bg-brand" aria-hidden />
        {t('verifying')}
      </p>
      {state === 'verifying' ? (
        <p className="mt-1 text-sm text-slate-600">{t('windowHint')}</p>
      ) : (
        <div className="mt-2" data-testid="window-warning">
          <p className="text-sm text-amber-900">{t('windowWarning')}</p>
          <button type="button" onClick={onVerify} className="mt-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white" data-testid="verify-payment">{t('verify')}</button>
        </div>
      )}
    </div>
  );
}
