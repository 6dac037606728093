'use client';

import { useState, useTransition } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import {
  CONTACT_CHANNELS,
  preferencesFormSchema,
  preferencesFormValues,
  type Preferences,
  type PreferencesFormValues,
} from '@rental/domain/precheckin/preferences';
import type { BookingView } from '@/lib/booking/view';
import { storePreferences } from '@/lib/precheckin/actions';
import type { PreferencesAccess } from '@/lib/precheckin/preferences';
import type { PrecheckinSummary } from '@/lib/precheckin/service';
import { inputClass } from '../ui/field.tsx';
import { BookedExtras } from './booked-extras.tsx';
import { Panel } from '../ui/panel.tsx';
import { ReservationSummary } from './reservation-summary.tsx';
import { Button } from '../ui/button.tsx';
import { Alert } from '../ui/alert.tsx';

/** The preferences' form (react-hook-form, checked by the domain's schema before it is sent). */
export function PreferencesForm({
  access,
  summary,
  stored,
  view,
}: {
  access: PreferencesAccess;
  summary: PrecheckinSummary;
  stored: Preferences;
  view: BookingView;
}) {
  const t = useTranslations('precheckin.preferences');
  const te = useTranslations('precheckin.errors');
  const tl = useTranslations('precheckin.lookup');
  const { register, handleSubmit, setError, formState } = useForm<
    PreferencesFormValues,
    unknown,
    Preferences
  >({ resolver: zodResolver(preferencesFormSchema), defaultValues: preferencesFormValues(stored) });
  const errors = formState.errors;
  const [saved, setSaved] = useState<'saved' | string | null>(null);
  const [pending, start] = useTransition();
  const save = (preferences: Preferences) =>
    start(async () => {
      const result = await storePreferences(access, preferences).catch(() => ({
        ok: false as const,
        problem: 'processing' as const,
      }));
      if (result.ok) return setSaved('saved');
      if ('fields' in result && result.fields)
        for (const [path, code] of Object.entries(result.fields))
          setError(path as Path<PreferencesFormValues>, { message: code });
      else setSaved(result.problem);
    });

  return (
    <form
      onSubmit={handleSubmit(save)}
      onChange={() => setSaved(null)}
      noValidate
      className="grid gap-6 lg:grid-cols-[1fr_340px]"
      data-testid="precheckin-preferences"
    >
      <div className="grid min-w-0 content-start gap-6">
        <div>
          <h1 className="text-3xl font-bold text-brand-accent">{t('title')}</h1>
          <p className="mt-2 text-slate-700">{t('intro')}</p>
        </div>
        <BookedExtras summary={summary} view={view} />
        <Panel title={t('contactTitle')} testId="preferences-contact">
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('channels')}</legend>
            {CONTACT_CHANNELS.map((channel) => (
              <label key={channel} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  {...register(`contact.${channel}`)}
                  className="size-4 accent-[var(--brand-primary)]"
                />
                {t(`channel.${channel}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="mt-4 flex gap-4 text-sm">
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('language')}</legend>
            {(['es', 'en'] as const).map((language) => (
              <label key={language} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={language}
                  {...register('reminder_language')}
                  className="size-4 accent-[var(--brand-primary)]"
                />
                {t(`languages.${language}`)}
              </label>
            ))}
          </fieldset>
          <label
            className="mt-4 block text-sm font-semibold text-slate-800"
            htmlFor="preferences-notes"
          >
            {t('notes')}
          </label>
          <textarea
            id="preferences-notes"
            {...register('notes')}
            maxLength={500}
            rows={3}
            className={inputClass}
            aria-invalid={errors.notes ? true : undefined}
          />
          {errors.notes?.message && (
            <p className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
              {te(errors.notes.message as 'tooLong')}
            </p>
          )}
        </Panel>
        {Object.keys(errors).some((path) => path !== 'notes') && (
          <Alert tone="error" role="alert">
            {te('quantity')}
          </Alert>
        )}
        {saved && (
          <Alert
            tone={saved === 'saved' ? 'success' : 'error'}
            role="status"
            data-testid="preferences-saved"
          >
            {saved === 'saved'
              ? t('saved')
              : saved === 'expired'
                ? t('expired')
                : tl(`problems.${saved}` as 'problems.processing')}
          </Alert>
        )}
        <Button type="submit" disabled={pending} data-testid="preferences-submit">
          {t('save')}
        </Button>
      </div>
      <div className="content-start lg:sticky lg:top-4">
        <ReservationSummary summary={summary} view={view} />
      </div>
    </form>
  );
}
