'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import type { PayResult } from '@/lib/booking/payments';
import { Panel } from './form-field.tsx';
import type { PaymentDoor } from './payment-door.ts';

/** Pay later: the reservation is confirmed without a charge (at booking), or the balance is left for the counter (at pre-check-in). */
const TEXTS = {
  booking: { title: 'payLaterTitle', text: 'payLaterText', button: 'confirm' },
  counter: { title: 'counterTitle', text: 'counterText', button: 'counterConfirm' },
} as const;

export function PayLater({ door, total, onDone, onFailure, texts = 'booking' }: { door: PaymentDoor; texts?: 'booking' | 'counter'; total: number; onDone: (r: PayResult) => void; onFailure: (key: string) => void }) {
  const t = useTranslations('booking.checkout');
  const locale = useLocale() as Locale;
  const [pending, start] = useTransition();
  const confirm = () => start(async () => {
    const r = await door.confirm().catch((): PayResult => ({ ok: false, failure: 'processing' }));
    if (r.ok) onDone(r);
    else onFailure(r.failure);
  });
  const keys = TEXTS[texts];
  return (
    <Panel title={t(keys.title)} testId="pay-later">
      <p className="text-slate-700">{t(keys.text, { price: formatCents(total, locale) })}</p>
      <button type="button" onClick={confirm} disabled={pending} className="mt-4 w-full rounded-full bg-brand px-6 py-3 font-semibold text-white shadow hover:opacity-90 disabled:opacity-60" data-testid="confirm-reservation">{t(keys.button)}</button>
    </Panel>
  );
}
