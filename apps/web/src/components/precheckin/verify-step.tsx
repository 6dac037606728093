'use client';

import { useMemo, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { formatPanamaDate } from '@rental/domain/dates';
import { precheckinContext } from '@rental/domain/precheckin/context';
import {
  emptyPerson,
  foreignLicenceWarnings,
  issuesByPath,
  MAX_ADDITIONAL_DRIVERS,
  precheckinSchema,
  type PrecheckinInput,
} from '@rental/domain/precheckin/driver';
import type { BookingView } from '@/lib/booking/view';
import { submitDrivers } from '@/lib/precheckin/actions';
import type { SubmitResult } from '@/lib/precheckin/service';
import { Panel } from '../ui/panel.tsx';
import { GuardNotFound } from '../flow/guarded-step.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { StepHeading } from '../focus/step-heading.tsx';
import { grantPassage } from './passage.ts';
import { PersonFields } from './person-fields.tsx';
import { PrecheckinProgress } from './progress.tsx';
import { ReservationSummary } from './reservation-summary.tsx';
import { usePrecheckinStep } from './use-precheckin-step.ts';
import { Button } from '../ui/button.tsx';
import { Alert } from '../ui/alert.tsx';
import { TermsCheckbox } from '../flow/terms-checkbox.tsx';

/** Errors under one prefix ('driver.', 'additional_drivers.1.'), by field name, worded. */
const under = (errors: Record<string, string>, prefix: string, word: (key: string) => string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), word(v)]),
  );

/** /precheckin/verify: the reservation and its drivers. The form is the tab's state, saved as typed. */
export function VerifyStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.verify');
  const te = useTranslations('precheckin.errors');
  const tl = useTranslations('precheckin.lookup');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { state, update, decision } = usePrecheckinStep(
    brand,
    '/precheckin/verify',
    ['check-precheckin-data'],
    view.precheckinEnabled,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const summary = state?.summary;
  const ctx = useMemo(
    () => (summary ? precheckinContext(summary, new Date(), summary.airportPickup) : null),
    [summary],
  );

  if (!decision || (decision.kind === 'allow' && !state)) return <StepLoading />;
  if (decision.kind !== 'allow' || !state || !ctx) return <GuardNotFound />;
  const form = state.form;
  const setForm = (change: (f: PrecheckinInput) => PrecheckinInput) =>
    update((s) => ({ ...s, form: change(s.form) }));
  const word = (key: string) => (te.has(key) ? te(key as 'required') : key);
  const warnings = foreignLicenceWarnings(form, ctx);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = precheckinSchema(ctx).safeParse(form);
    const found = parsed.success ? {} : issuesByPath(parsed.error);
    setErrors(found);
    if (!parsed.success) return void setProblem('checkFields');
    start(async () => {
      const result = await submitDrivers(state.session, form, locale).catch((): SubmitResult => ({
        ok: false,
        problem: 'processing',
      }));
      if (!result.ok) {
        if (result.fields) setErrors(result.fields);
        return setProblem(result.problem === 'invalid' ? 'checkFields' : result.problem);
      }
      update((s) => ({ ...s, summary: result.summary }));
      const next = result.next === 'checkout' ? '/precheckin/checkout' : '/precheckin/thanks';
      grantPassage(next);
      router.push(localizedPath(next, locale));
    });
  };

  return (
    <div data-testid="precheckin-verify">
      <PrecheckinProgress current="verify" />
      <StepHeading className="mb-6 text-3xl font-bold text-brand-accent">{t('title')}</StepHeading>
      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="grid min-w-0 content-start gap-6">
          <Panel title={t('mainDriver')} testId="main-driver">
            <PersonFields
              value={form.driver}
              errors={under(errors, 'driver.', word)}
              onChange={(c) => setForm((f) => ({ ...f, driver: { ...f.driver, ...c } }))}
              main
              airportPickup={state.summary.airportPickup}
              testId="driver"
            />
          </Panel>
          {form.additional_drivers.map((person, i) => (
            <Panel
              key={i}
              title={t('additionalDriver', { number: i + 1 })}
              testId={`additional-driver-${i}`}
            >
              <PersonFields
                value={person}
                errors={under(errors, `additional_drivers.${i}.`, word)}
                onChange={(c) =>
                  setForm((f) => ({
                    ...f,
                    additional_drivers: f.additional_drivers.map((d, j) =>
                      j === i ? { ...d, ...c } : d,
                    ),
                  }))
                }
                testId={`additional.${i}`}
              />
              <button
                type="button"
                onClick={() =>
                  setForm((f) => ({
                    ...f,
                    additional_drivers: f.additional_drivers.filter((_, j) => j !== i),
                  }))
                }
                className="mt-4 text-sm font-semibold text-red-700 underline"
              >
                {t('removeDriver')}
              </button>
            </Panel>
          ))}
          {form.additional_drivers.length < MAX_ADDITIONAL_DRIVERS && (
            <button
              type="button"
              onClick={() =>
                setForm((f) => ({
                  ...f,
                  additional_drivers: [...f.additional_drivers, emptyPerson()],
                }))
              }
              className="justify-self-start rounded-full border border-brand px-5 py-2 font-semibold text-brand-accent"
              data-testid="add-driver"
            >
              {t('addDriver')}
            </button>
          )}
          {warnings.map((w) => (
            <Alert
              key={String(w.driver)}
              tone="warning"
              role="status"
              data-testid="foreign-licence-warning"
            >
              {t('foreignLicence', {
                driver:
                  w.driver === 'main'
                    ? t('mainDriver')
                    : t('additionalDriver', { number: w.driver + 1 }),
                until: formatPanamaDate(w.validUntil, locale),
              })}
            </Alert>
          ))}
          <TermsCheckbox
            checked={form.terms}
            onChecked={(terms) => setForm((f) => ({ ...f, terms }))}
            invalid={Boolean(errors.terms)}
            termsHref={view.termsHref}
            label={(link) => t.rich('terms', { link })}
          />
          {errors.terms && (
            <p className="-mt-4 text-sm font-medium text-red-700" data-testid="field-error">
              {word(errors.terms)}
            </p>
          )}
          {problem && (
            <Alert tone="error" role="alert" data-testid="verify-problem">
              {problem === 'checkFields'
                ? t('checkFields')
                : tl(`problems.${problem}` as 'problems.notFound')}
              {['expired', 'invalid', 'notFound'].includes(problem) && (
                <a
                  href={`${localizedPath('/precheckin', locale)}?code=${encodeURIComponent(state.summary.code)}`}
                  className="ml-2 font-semibold underline"
                >
                  {tl('submit')}
                </a>
              )}
            </Alert>
          )}
          <Button type="submit" disabled={pending} data-testid="verify-submit">
            {t('submit')}
          </Button>
        </div>
        <div className="content-start lg:sticky lg:top-4">
          <ReservationSummary summary={state.summary} view={view} />
        </div>
      </form>
    </div>
  );
}
