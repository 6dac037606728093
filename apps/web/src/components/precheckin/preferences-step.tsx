'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { Preferences } from '@rental/domain/precheckin/preferences';
import type { BookingView } from '@/lib/booking/view';
import { loadPreferences } from '@/lib/precheckin/actions';
import type { PreferencesAccess, PreferencesResult } from '@/lib/precheckin/preferences';
import type { PrecheckinSummary } from '@/lib/precheckin/service';
import { StepLoading } from '../flow/step-loading.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { usePrecheckin } from './precheckin-state.ts';
import { ButtonLink } from '../ui/button.tsx';

type Loaded =
  | { summary: PrecheckinSummary; preferences: Preferences; access: PreferencesAccess }
  | { problem: string };

/** /precheckin/preferences (no guard): by the signed link (?t=) or this tab's pre-check-in. */
export function PreferencesStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.preferences');
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
  useEffect(() => {
    if (access === undefined) return;
    if (access === null) return setLoaded({ problem: 'invalid' });
    loadPreferences(access, locale).then(
      (r: PreferencesResult) =>
        setLoaded(
          r.ok
            ? { summary: r.summary, preferences: r.preferences, access }
            : { problem: r.problem },
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
  return (
    <PreferencesForm
      access={loaded.access}
      summary={loaded.summary}
      stored={loaded.preferences}
      view={view}
    />
  );
}
