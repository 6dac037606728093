'use client';

import { useEffect, useMemo, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { issuesByPath } from '@rental/domain/precheckin/driver';
import {
  CONTACT_CHANNELS,
  EXTRAS,
  maxQuantity,
  preferencesSchema,
  type Preferences,
} from '@rental/domain/precheckin/preferences';
import type { BookingView } from '@/lib/booking/view';
import { loadPreferences, storePreferences } from '@/lib/precheckin/actions';
import type { PreferencesAccess, PreferencesResult } from '@/lib/precheckin/preferences';
import type { PrecheckinSummary } from '@/lib/precheckin/service';
import { inputClass } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { usePrecheckin } from './precheckin-state.ts';
import { ReservationSummary } from './reservation-summary.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Alert } from '../ui/alert.tsx';

type Loaded = { summary: PrecheckinSummary; preferences: Preferences } | { problem: string };

/** /precheckin/preferences (no guard): by the signed link (?t=) or this tab's pre-check-in. */
export function PreferencesStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.preferences');
  const te = useTranslations('precheckin.errors');
  const tl = useTranslations('precheckin.lookup');
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const [state] = usePrecheckin(brand);
  const link = params.get('t');
  const access = useMemo<PreferencesAccess | null | undefined>(
    () =>
      link
        ? { kind: 'link', value: link }
        : state === undefined
          ? undefined
          : state
            ? { kind: 'session', value: state.session }
            : null,
    [link, state],
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<'saved' | string | null>(null);
  const [pending, start] = useTransition();
  useEffect(() => {
    if (access === undefined) return;
    if (access === null) return setLoaded({ problem: 'invalid' });
    loadPreferences(access, locale).then(
      (r: PreferencesResult) =>
        setLoaded(
          r.ok ? { summary: r.summary, preferences: r.preferences } : { problem: r.problem },
        ),
      () => setLoaded({ problem: 'processing' }),
    );
  }, [access, locale]);

  if (!loaded) return <StepLoading />;
  if ('problem' in loaded) {
    return (
      <section
        className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center"
        data-testid="preferences-problem"
      >
        <p className="text-slate-700">
          {loaded.problem === 'expired'
            ? t('expired')
            : loaded.problem === 'invalid' || loaded.problem === 'notFound'
              ? t('invalid')
              : tl(`problems.${loaded.problem}` as 'problems.processing')}
        </p>
        <ButtonLink href={localizedPath('/precheckin', locale)} flat className="mt-4 inline-block">
          {t('lookUp')}
        </ButtonLink>
      </section>
    );
  }
  const prefs = loaded.preferences;
  const set = (change: Partial<Preferences>) => {
    setSaved(null);
    setLoaded({ ...loaded, preferences: { ...prefs, ...change } });
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = preferencesSchema.safeParse(prefs);
    setErrors(parsed.success ? {} : issuesByPath(parsed.error));
    if (!parsed.success || !access) return;
    start(async () => {
      const r = await storePreferences(access, prefs).catch(() => ({
        ok: false as const,
        problem: 'processing' as const,
      }));
      if (r.ok) setSaved('saved');
      else if ('fields' in r && r.fields) setErrors(r.fields);
      else setSaved(r.problem);
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6 lg:grid-cols-[1fr_340px]"
      data-testid="precheckin-preferences"
    >
      <div className="grid min-w-0 content-start gap-6">
        <div>
          <h1 className="text-3xl font-bold text-brand-accent">{t('title')}</h1>
          <p className="mt-2 text-slate-700">{t('intro')}</p>
        </div>
        <Panel title={t('extrasTitle')} testId="preferences-extras">
          <div className="grid gap-3 sm:grid-cols-2">
            {EXTRAS.map((extra) => (
              <label
                key={extra}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
              >
                <span>{t(`extras.${extra}`)}</span>
                <select
                  name={`extras.${extra}`}
                  value={prefs.extras[extra]}
                  onChange={(e) =>
                    set({ extras: { ...prefs.extras, [extra]: Number(e.target.value) } })
                  }
                  className="rounded border border-slate-300 px-2 py-1"
                  aria-invalid={errors[`extras.${extra}`] ? true : undefined}
                >
                  {Array.from({ length: maxQuantity(extra) + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <p className="mt-3 text-xs text-slate-500">{t('extrasNote')}</p>
        </Panel>
        <Panel title={t('contactTitle')} testId="preferences-contact">
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('channels')}</legend>
            {CONTACT_CHANNELS.map((channel) => (
              <label key={channel} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={`contact.${channel}`}
                  checked={prefs.contact.includes(channel)}
                  onChange={(e) =>
                    set({
                      contact: e.target.checked
                        ? [...prefs.contact, channel]
                        : prefs.contact.filter((c) => c !== channel),
                    })
                  }
                  className="size-4 accent-[var(--brand-primary)]"
                />
                {t(`channel.${channel}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="mt-4 flex gap-4 text-sm">
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('language')}</legend>
            {(['es', 'en'] as const).map((l) => (
              <label key={l} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="reminder_language"
                  value={l}
                  checked={prefs.reminder_language === l}
                  onChange={() => set({ reminder_language: l })}
                  className="size-4 accent-[var(--brand-primary)]"
                />
                {t(`languages.${l}`)}
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
            name="notes"
            value={prefs.notes}
            maxLength={500}
            rows={3}
            onChange={(e) => set({ notes: e.target.value })}
            className={inputClass}
            aria-invalid={errors.notes ? true : undefined}
          />
          {errors.notes && (
            <p className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
              {te(errors.notes as 'tooLong')}
            </p>
          )}
        </Panel>
        {Object.keys(errors).length > 0 && !errors.notes && (
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
        <ReservationSummary summary={loaded.summary} view={view} />
      </div>
    </form>
  );
}
