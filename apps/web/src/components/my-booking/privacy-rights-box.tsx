'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { checkPrivacyCode, sendPrivacyCode } from '@/lib/my-booking/privacy-actions';
import { Alert } from '../ui/alert.tsx';
import { secondaryButtonClass } from '../ui/button.tsx';
import { classes } from '../ui/classes.ts';
import { TextField } from '../ui/field.tsx';
import { Panel, PanelTitle } from '../ui/panel.tsx';
import { PrivacyRequestForm } from './privacy-request-form.tsx';

type Step =
  { at: 'start' } | { at: 'code'; ticket: string; to: string } | { at: 'proven'; proof: string };

/**
 * The renter's rights over their personal data (Law 81): a one-time code to the booking's
 * e-mail first, then the data to download and requests to make (privacy-request-form.tsx).
 */
export function PrivacyRightsBox() {
  const t = useTranslations('myBooking.rights');
  const locale = useLocale();
  const [step, setStep] = useState<Step>({ at: 'start' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const sendCode = () =>
    start(async () => {
      setProblem(null);
      const r = await sendPrivacyCode(locale).catch(() => null);
      if (r?.ok) setStep({ at: 'code', ticket: r.ticket, to: r.to });
      else
        setProblem(
          r?.problem === 'limited' ? 'limited' : r?.problem === 'noMail' ? 'noMail' : 'failed',
        );
    });
  const check = (ticket: string) =>
    start(async () => {
      setProblem(null);
      const r = await checkPrivacyCode(ticket, { code }).catch(() => null);
      if (r?.ok) setStep({ at: 'proven', proof: r.proof });
      else
        setProblem(
          r?.problem === 'limited' ? 'limited' : r?.problem === 'code' ? 'code' : 'failed',
        );
    });
  return (
    <Panel as="div" testId="privacy-rights" className="print:hidden">
      <PanelTitle className="mb-2">{t('title')}</PanelTitle>
      <p className="mb-3 text-sm text-slate-700">{t('intro')}</p>
      {step.at === 'start' && (
        <button
          type="button"
          onClick={sendCode}
          disabled={pending}
          className={classes(secondaryButtonClass, 'disabled:opacity-60')}
          data-testid="privacy-send-code"
        >
          {t('sendCode')}
        </button>
      )}
      {step.at === 'code' && (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            check(step.ticket);
          }}
        >
          <p className="text-sm text-slate-700" role="status">
            {t('codeSent', { to: step.to })}
          </p>
          <TextField
            label={t('code')}
            name="code"
            value={code}
            onValue={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={problem === 'code' ? t('errors.code') : null}
          />
          <button
            type="submit"
            disabled={pending}
            className={classes(secondaryButtonClass, 'justify-self-start disabled:opacity-60')}
            data-testid="privacy-check-code"
          >
            {t('checkCode')}
          </button>
        </form>
      )}
      {step.at === 'proven' && <PrivacyRequestForm proof={step.proof} />}
      {problem && problem !== 'code' && (
        <Alert tone="error" role="alert" className="mt-3">
          {t(`errors.${problem}`)}
        </Alert>
      )}
    </Panel>
  );
}
