'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import { confirmReservation } from '@/lib/booking/actions';
import type { PayResult } from '@/lib/booking/payments';
import { Panel } from './form-field.tsx';

/** Pay later: the reservation is confirmed without a charge. */
export function PayLater({ reservationId, total, onDone, onFailure }: { reservationId: string; total: number; onDone: (r: PayResult) => void; onFailure: (key: string) => void }) {
  const t = useTranslations('booking.checkout');
  const locale = useLocale() as Locale;
  const [pending, start] = useTransition();
  const confirm = () => start(async () => {
    const r = await confirmReservation(reservationId).catch((): PayResult => ({ ok: false, failure: 'processing' }));
    if (r.ok) onDone(r);
    else onFailure(r.failure);
  });
  return (
    <Panel title={t('payLaterTitle')} testId="pay-later">
      <p className="text-slate-700">{t('payLaterText', { price: formatCents(total, locale) })}</p>
      <button type="button" onClick={confirm} disabled={pending} className="mt-4 w-full rounded-full bg-brand px-6 py-3 font-semibold text-white shadow hover:opacity-90 disabled:opacity-60" data-testid="confirm-reservation">{t('confirm')}</button>
    </Panel>
  );
}
