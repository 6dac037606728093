'use client';

import { useEffect, useState, useTransition } from 'react';
import { FormProvider, get, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { localizedPath, type Locale } from '@rental/domain/locale';
import {
  precheckinSchema,
  type PrecheckinContext,
  type PrecheckinForm,
  type PrecheckinInput,
} from '@rental/domain/precheckin/driver';
import type { BookingView } from '@/lib/booking/view';
import { submitDrivers } from '@/lib/my-booking/drivers-actions';
import type { SubmitResult } from '@/lib/precheckin/service';
import { Panel } from '../ui/panel.tsx';
import { Button } from '../ui/button.tsx';
import { TermsCheckbox } from '../flow/terms-checkbox.tsx';
import { grantPassage } from './passage.ts';
import type { PrecheckinState } from './precheckin-state.ts';
import { PersonFields } from './person-fields.tsx';
import { AdditionalDrivers } from './additional-drivers.tsx';
import { DriversChange } from './drivers-change.tsx';
import { LicenceWarnings, VerifyProblem } from './verify-notices.tsx';
import { ReservationSummary } from './reservation-summary.tsx';

/**
 * The drivers' form (react-hook-form, checked by the domain's schema before it is sent). What is
 * typed is kept in the tab's state, so a reload or a step back loses nothing.
 */
export function DriversForm({
  state,
  update,
  ctx,
  view,
}: {
  state: PrecheckinState;
  update: (change: (s: PrecheckinState) => PrecheckinState) => void;
  ctx: PrecheckinContext;
  view: BookingView;
}) {
  const t = useTranslations('precheckin.verify');
  const te = useTranslations('precheckin.errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const form = useForm<PrecheckinInput, unknown, PrecheckinForm>({
    resolver: zodResolver(precheckinSchema(ctx)),
    defaultValues: state.form,
  });
  const { control, handleSubmit, setError, getValues, subscribe, formState } = form;
  const values = useWatch({ control }) as PrecheckinInput;
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, start] = useTransition();
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => update((s) => ({ ...s, form: values })),
      }),
    [subscribe, update],
  );

  const word = (key: string) => (te.has(key) ? te(key as 'required') : key);
  const errorsOf = (path: string) =>
    Object.fromEntries(
      Object.entries(get(formState.errors, path) ?? {}).map(([name, e]) => [
        name,
        word(String((e as { message?: string }).message ?? '')),
      ]),
    );
  const send = () =>
    start(async () => {
      setProblem(null);
      const result = await submitDrivers(state.session, getValues(), locale).catch(
        (): SubmitResult => ({ ok: false, problem: 'processing' }),
      );
      if (!result.ok) {
        for (const [path, code] of Object.entries(result.fields ?? {}))
          setError(path as Path<PrecheckinInput>, { message: code });
        return setProblem(result.problem === 'invalid' ? 'checkFields' : result.problem);
      }
      if (result.next === 'driversChange')
        return update((s) => ({ ...s, driversChange: result.change }));
      update((s) => ({ ...s, summary: result.summary }));
      const next = result.next === 'checkout' ? '/precheckin/checkout' : '/precheckin/thanks';
      grantPassage(next);
      router.push(localizedPath(next, locale));
    });

  const offer = state.driversChange;
  const leaveChange = () => update(({ driversChange: _done, ...s }) => s);
  if (offer)
    return (
      <DriversChange
        state={state}
        offer={offer}
        view={view}
        onDone={() => {
          leaveChange();
          send();
        }}
        onEdit={leaveChange}
      />
    );
  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit(send, () => setProblem('checkFields'))}
        noValidate
        className="grid gap-6 lg:grid-cols-[1fr_340px]"
      >
        <div className="grid min-w-0 content-start gap-6">
          <Panel title={t('mainDriver')} testId="main-driver">
            <PersonFields
              path="driver"
              errors={errorsOf('driver')}
              main
              airportPickup={state.summary.airportPickup}
              testId="driver"
            />
          </Panel>
          <AdditionalDrivers errorsOf={errorsOf} />
          <LicenceWarnings values={values} ctx={ctx} />
          <TermsCheckbox
            checked={values.terms}
            onChecked={(terms) =>
              form.setValue('terms', terms, { shouldValidate: formState.isSubmitted })
            }
            invalid={Boolean(formState.errors.terms)}
            termsHref={view.termsHref}
            privacyHref={view.privacyHref}
            label={(chunks) => t.rich('terms', chunks)}
          />
          {formState.errors.terms && (
            <p className="-mt-4 text-sm font-medium text-red-700" data-testid="field-error">
              {word(String(formState.errors.terms.message))}
            </p>
          )}
          {problem && <VerifyProblem problem={problem} code={state.summary.code} />}
          <Button type="submit" disabled={pending} data-testid="verify-submit">
            {t('submit')}
          </Button>
        </div>
        <div className="content-start lg:sticky lg:top-4">
          <ReservationSummary summary={state.summary} view={view} />
        </div>
      </form>
    </FormProvider>
  );
}
