'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { BrandKey } from '@rental/domain/brands';
import { precheckinContext } from '@rental/domain/precheckin/context';
import type { BookingView } from '@/lib/booking/view';
import { GuardNotFound } from '../flow/guarded-step.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { StepHeading } from '../focus/step-heading.tsx';
import { DriversForm } from './drivers-form.tsx';
import { PrecheckinProgress } from './progress.tsx';
import { usePrecheckinStep } from './use-precheckin-step.ts';

/** /precheckin/verify: the reservation and its drivers, once the tab may be here. */
export function VerifyStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.verify');
  const { state, update, decision } = usePrecheckinStep(
    brand,
    '/precheckin/verify',
    ['check-precheckin-data'],
    view.precheckinEnabled,
  );
  const summary = state?.summary;
  const ctx = useMemo(
    () => (summary ? precheckinContext(summary, new Date(), summary.airportPickup) : null),
    [summary],
  );

  if (!decision || (decision.kind === 'allow' && !state)) return <StepLoading />;
  if (decision.kind !== 'allow' || !state || !ctx) return <GuardNotFound />;
  return (
    <div data-testid="precheckin-verify">
      <PrecheckinProgress current="verify" />
      <StepHeading className="mb-6 text-3xl font-bold text-brand-accent">{t('title')}</StepHeading>
      <DriversForm state={state} update={update} ctx={ctx} view={view} />
    </div>
  );
}
