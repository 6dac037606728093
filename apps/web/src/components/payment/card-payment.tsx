'use client';

import { useCallback, useEffect, useEffectEvent, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import { cardErrors, EMPTY_CARD, type CardFields } from './card-check.ts';
import { TextField } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';
import { noResponse, type PaymentProps } from './payment-calls.ts';
import { PaymentStatus } from './payment-status.tsx';
import { usePaymentWindow } from './use-payment-window.ts';
import { Button } from '../ui/button.tsx';

/**
 * The card form (SPEC §3). The card lives only in this component's state and the one call
 * to the server: never in the draft, storage or logs. Typed values stay after a decline.
 */
export function CardPayment({
  calls,
  total,
  sandbox,
  onDone,
  onFailure,
}: PaymentProps & { sandbox: boolean }) {
  const t = useTranslations('booking.checkout');
  const te = useTranslations('booking.errors');
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [pending, start] = useTransition();
  const onWindow = useCallback(
    (state: 'paid' | 'declined') =>
      state === 'paid' ? onDone({ ok: true, state: 'paid' }) : onFailure('declined'),
    [onDone, onFailure],
  );
  const bankWindow = usePaymentWindow(calls, onWindow);
  const returned = params.get('payment');
  // Only once, for the payment the bank's page sent back in this tab: the window's state is
  // read when that payment arrives, not a reason to start again.
  const resume = useEffectEvent((reference: string) => bankWindow.start(reference, null));
  useEffect(() => {
    if (returned) resume(returned);
  }, [returned]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = cardErrors(card, (m) => te(m as 'required'));
    setErrors(found);
    if (Object.keys(found).length) return;
    start(async () => {
      const result = await calls.card(card).catch(noResponse);
      if (result.ok && result.state === 'challenge')
        bankWindow.start(result.payment, `${result.challengeUrl}&lang=${locale}`);
      else if (result.ok) onDone(result);
      else if (result.failure === 'invalid' && result.fields)
        setErrors(
          Object.fromEntries(
            Object.entries(result.fields).map(([k, v]) => [k, te(v as 'required')]),
          ),
        );
      else onFailure(result.failure);
    });
  };
  const field = (name: keyof CardFields, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <TextField
      {...props}
      label={t(name)}
      error={errors[name]}
      name={name}
      value={card[name]}
      onValue={(value) => setCard((c) => ({ ...c, [name]: value }))}
    />
  );
  return (
    <Panel title={t('cardTitle')} testId="card-payment">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {field('holder', { autoComplete: 'cc-name', maxLength: 80 })}
        </div>
        <div className="sm:col-span-2">
          {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
        </div>
        {field('expiry', {
          autoComplete: 'cc-exp',
          placeholder: t('expiryPlaceholder'),
          maxLength: 7,
        })}
        {field('cvv', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
        <Button
          type="submit"
          disabled={pending || bankWindow.state !== 'idle'}
          className="sm:col-span-2"
          data-testid="pay-card"
        >
          {t('pay', { price: formatCents(total, locale) })}
        </Button>
      </form>
      <PaymentStatus state={bankWindow.state} onVerify={() => void bankWindow.verify()} />
      {sandbox && (
        <p className="mt-4 text-xs text-slate-500" data-testid="sandbox-note">
          {t('sandbox')}
        </p>
      )}
    </Panel>
  );
}
