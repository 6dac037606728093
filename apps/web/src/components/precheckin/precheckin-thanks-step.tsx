'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { BrandKey } from '@rental/domain/brands';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { BookingView } from '@/lib/booking/view';
import { Confirmation, ConfirmationCode, HomeLink } from '../flow/confirmation.tsx';
import { GuardNotFound } from '../flow/guarded-step.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { HoursTable, hoursLabels } from '../branches/hours-table.tsx';
import { PreferencesLink } from './preferences-link.tsx';
import { DepositHold } from './deposit-hold.tsx';
import { PrecheckinProgress } from './progress.tsx';
import { ReservationSummary } from './reservation-summary.tsx';
import { usePrecheckinStep } from './use-precheckin-step.ts';
import { Panel, PanelTitle } from '../ui/panel.tsx';

/** /precheckin/thanks: done; what to bring, where and when the branch opens, and the way to preferences. */
export function PrecheckinThanksStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.thanks');
  const tb = useTranslations('branches');
  const locale = useLocale() as Locale;
  const { state, decision } = usePrecheckinStep(
    brand,
    '/precheckin/thanks',
    ['prevent-direct-access'],
    view.precheckinEnabled,
  );
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  if (!decision) return <StepLoading />;
  if (decision.kind !== 'allow' || !state) return <GuardNotFound />;
  const { summary } = state;
  const branch = view.branches.find((b) => b.id === summary.pickupBranch);
  const total = formatCents(summary.totals.total, locale);
  const bring = [
    'bringLicence',
    'bringDocument',
    'bringCard',
    ...(summary.airportPickup ? ['bringFlight'] : []),
    ...(summary.status === 'paid' ? [] : ['bringPayment']),
  ] as const;
  return (
    <section className="grid gap-6" data-testid="precheckin-thanks">
      <PrecheckinProgress current="done" />
      <Confirmation title={t('title')}>
        <p className="mt-2 text-slate-700">{t('text')}</p>
        <ConfirmationCode code={summary.code} belowText />
        <p className="mt-2 font-semibold text-slate-700" data-testid="thanks-payment">
          {summary.status === 'paid' ? t('paid', { total }) : t('payAtCounter', { total })}
        </p>
      </Confirmation>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel as="div">
          <PanelTitle className="mb-3">{t('bringTitle')}</PanelTitle>
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700" data-testid="bring-list">
            {bring.map((key) => (
              <li key={key}>{t(key, { total })}</li>
            ))}
          </ul>
        </Panel>
        {branch && (
          <Panel as="div" testId="pickup-branch">
            <PanelTitle className="mb-1">{t('branchTitle')}</PanelTitle>
            <p className="font-semibold text-slate-900">{branch.name}</p>
            <p className="text-sm text-slate-700">{branch.address}</p>
            {branch.phone && (
              <p className="mb-3 text-sm text-slate-700">
                <a href={`tel:${branch.phone.replace(/\s/g, '')}`} className="underline">
                  {branch.phone}
                </a>
              </p>
            )}
            <HoursTable hours={branch.hours} labels={hoursLabels((key) => tb(key as 'hours'))} />
          </Panel>
        )}
      </div>
      {summary.deposit && <DepositHold session={state.session} standing={summary.deposit} />}
      <PreferencesLink session={state.session} origin={origin} />
      <ReservationSummary summary={summary} view={view} />
      <HomeLink label={t('home')} />
    </section>
  );
}
