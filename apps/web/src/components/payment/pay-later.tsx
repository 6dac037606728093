'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import { Panel } from '../ui/panel.tsx';
import { noResponse, type PaymentProps } from './payment-calls.ts';
import { Button } from '../ui/button.tsx';

/** Pay later: the reservation is confirmed without a charge (at booking), or the balance is left for the counter (at pre-check-in). */
const TEXTS = {
  booking: { title: 'payLaterTitle', text: 'payLaterText', button: 'confirm' },
  counter: { title: 'counterTitle', text: 'counterText', button: 'counterConfirm' },
} as const;

export function PayLater({
  calls,
  total,
  onDone,
  onFailure,
  texts = 'booking',
}: PaymentProps & { texts?: 'booking' | 'counter' }) {
  const t = useTranslations('booking.checkout');
  const locale = useLocale() as Locale;
  const [pending, start] = useTransition();
  const confirm = () =>
    start(async () => {
      const r = await calls.confirm().catch(noResponse);
      if (r.ok) onDone(r);
      else onFailure(r.failure);
    });
  const keys = TEXTS[texts];
  return (
    <Panel title={t(keys.title)} testId="pay-later">
      <p className="text-slate-700">{t(keys.text, { price: formatCents(total, locale) })}</p>
      <Button
        type="button"
        onClick={confirm}
        disabled={pending}
        className="mt-4 w-full"
        data-testid="confirm-reservation"
      >
        {t(keys.button)}
      </Button>
    </Panel>
  );
}
