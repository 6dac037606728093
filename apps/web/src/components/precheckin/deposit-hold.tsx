'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { DepositStanding } from '@rental/domain/reservation/deposit';
import { holdPrecheckinDeposit, type DepositHoldResult } from '@/lib/precheckin/actions';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cardErrors, EMPTY_CARD, type CardFields } from '../payment/card-check.ts';
import { TextField } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';
import { DepositStatus } from '../booking/deposit-status.tsx';

const FIELDS: { name: keyof CardFields; props: React.InputHTMLAttributes<HTMLInputElement> }[] = [
  { name: 'holder', props: { autoComplete: 'cc-name', maxLength: 80 } },
  { name: 'number', props: { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 } },
  { name: 'expiry', props: { autoComplete: 'cc-exp', maxLength: 7 } },
  { name: 'cvv', props: { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 } },
];

/**
 * The pre-check-in's security deposit: held now on a credit card (authorised, not charged), or
 * left for the counter. The card lives only in this state and the one server call.
 */
export function DepositHold({ session, standing }: { session: string; standing: DepositStanding }) {
  const t = useTranslations('precheckin.deposit');
  const tc = useTranslations('booking.checkout');
  const te = useTranslations('booking.errors');
  const locale = useLocale() as Locale;
  const [now, setNow] = useState(standing);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, start] = useTransition();
  if (now.state === 'none') return null;
  if (now.state !== 'atCounter')
    return (
      <Panel title={t('title')} testId="deposit-hold">
        <DepositStatus standing={now} />
      </Panel>
    );
  const amount = formatCents(now.amount, locale);

  const answer = (result: DepositHoldResult) => {
    if (result.ok) return setNow({ state: 'held', amount: result.amount, until: result.expiresAt });
    if (result.failure === 'invalid' && 'fields' in result && result.fields)
      return setErrors(
        Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, te(v as 'required')])),
      );
    const reason = 'reason' in result ? result.reason : undefined;
    setProblem(
      result.failure === 'declined'
        ? t(reason === 'debit_card_not_accepted' ? 'debit' : 'declined')
        : t(result.failure === 'unavailable' ? 'unavailable' : 'failed'),
    );
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = cardErrors(card, (m) => te(m as 'required'));
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    start(async () =>
      answer(
        await holdPrecheckinDeposit(session, card).catch(
          () => ({ ok: false, failure: 'notHoldable' }) as const,
        ),
      ),
    );
  };
  return (
    <Panel title={t('title')} testId="deposit-hold">
      <p className="mb-2 text-sm text-slate-700">{t('text', { amount })}</p>
      <p className="mb-4 text-xs text-slate-600">{t('rules')}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, props }) => (
          <div key={name} className={name === 'holder' || name === 'number' ? 'sm:col-span-2' : ''}>
            <TextField
              {...props}
              placeholder={name === 'expiry' ? tc('expiryPlaceholder') : undefined}
              label={tc(name)}
              error={errors[name]}
              name={`deposit-${name}`}
              value={card[name]}
              onValue={(value) => setCard((c) => ({ ...c, [name]: value }))}
            />
          </div>
        ))}
        {problem && (
          <div className="sm:col-span-2">
            <Alert tone="error" role="alert" data-testid="deposit-problem">
              {problem}
            </Alert>
          </div>
        )}
        <Button
          type="submit"
          disabled={pending}
          className="sm:col-span-2"
          data-testid="hold-deposit"
        >
          {t('hold', { amount })}
        </Button>
      </form>
    </Panel>
  );
}
