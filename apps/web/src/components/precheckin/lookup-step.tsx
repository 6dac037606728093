'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { emptyPrecheckinForm, issuesByPath } from '@rental/domain/precheckin/driver';
import { lookupSchema } from '@rental/domain/precheckin/lookup';
import type { BookingView } from '@/lib/booking/view';
import { findPrecheckinReservation } from '@/lib/precheckin/actions';
import type { DriverPrefill, LookupResult, PrecheckinSummary } from '@/lib/precheckin/service';
import { TextField } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';
import { GuardNotFound } from '../flow/guarded-step.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { grantPassage } from './passage.ts';
import { readPrecheckin, writePrecheckin } from './precheckin-state.ts';
import { PrecheckinProgress } from './progress.tsx';
import { usePrecheckinStep } from './use-precheckin-step.ts';
import { Button } from '../ui/button.tsx';
import { Alert } from '../ui/alert.tsx';

const VERIFY = '/precheckin/verify';

/** The driver form starts from the renter as booked, licence number aside (kept as typed when the same reservation is looked up again). */
function startForm(summary: PrecheckinSummary, prefill: DriverPrefill, brand: BrandKey) {
  const previous = readPrecheckin(brand);
  if (previous?.summary.code === summary.code) return previous.form;
  const form = emptyPrecheckinForm();
  const { name, last_name, phone_number, birthday } = prefill;
  return { ...form, driver: { ...form.driver, name, last_name, phone: phone_number, birthday } };
}

/** /precheckin: the reservation code and the renter's last name or e-mail. */
export function LookupStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.lookup');
  const te = useTranslations('precheckin.errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const params = useSearchParams();
  const { decision } = usePrecheckinStep(
    brand,
    '/precheckin',
    ['check-precheckin-module-enable'],
    view.precheckinEnabled,
  );
  const [values, setValues] = useState({ code: params.get('code') ?? '', identity: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, start] = useTransition();

  if (!decision) return <StepLoading />;
  if (decision.kind !== 'allow') return <GuardNotFound />;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = lookupSchema.safeParse(values);
    setErrors(parsed.success ? {} : issuesByPath(parsed.error));
    if (!parsed.success) return;
    start(async () => {
      const result = await findPrecheckinReservation(values).catch((): LookupResult => ({
        ok: false,
        problem: 'processing',
      }));
      if (!result.ok) {
        if (result.problem === 'invalid' && result.fields) setErrors(result.fields);
        else setProblem(result.problem);
        return;
      }
      writePrecheckin({
        v: 1,
        brand,
        session: result.session,
        summary: result.summary,
        form: startForm(result.summary, result.prefill, brand),
      });
      grantPassage(VERIFY);
      router.push(localizedPath(VERIFY, locale));
    });
  };
  const field = (name: 'code' | 'identity', props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <TextField
      {...props}
      label={t(name)}
      error={errors[name] ? te(errors[name] as 'required') : null}
      name={name}
      value={values[name]}
      onValue={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );
  return (
    <div className="mx-auto max-w-xl" data-testid="precheckin-lookup">
      <PrecheckinProgress current="find" />
      <h1 className="mb-2 text-3xl font-bold text-brand-accent">{t('title')}</h1>
      <p className="mb-6 text-slate-700">{t('intro')}</p>
      <Panel title={t('formTitle')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {field('code', {
            autoComplete: 'off',
            autoCapitalize: 'characters',
            placeholder: 'F-7K3M9Q',
            maxLength: 12,
          })}
          {field('identity', { autoComplete: 'family-name', maxLength: 254 })}
          <p className="-mt-2 text-xs text-slate-500">{t('identityHint')}</p>
          {problem && (
            <Alert tone="error" role="alert" data-testid="lookup-problem">
              {t(`problems.${problem}` as 'problems.notFound')}
            </Alert>
          )}
          <Button type="submit" disabled={pending} data-testid="lookup-submit">
            {t('submit')}
          </Button>
        </form>
      </Panel>
    </div>
  );
}
