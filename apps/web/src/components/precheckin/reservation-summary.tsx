'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { BookingView } from '@/lib/booking/view';
import type { PrecheckinSummary } from '@/lib/precheckin/service';
import { TripRecap } from '../flow/trip-recap.tsx';
import { Panel } from '../ui/panel.tsx';

/** The reservation being checked in: code, renter, trip and what is paid or still due. */
export function ReservationSummary({
  summary,
  view,
}: {
  summary: PrecheckinSummary;
  view: BookingView;
}) {
  const t = useTranslations('precheckin.summary');
  const locale = useLocale() as Locale;
  const total = formatCents(summary.totals.total, locale);
  const payment =
    summary.status === 'paid'
      ? t('paid', { total })
      : summary.paymentType === 'counter'
        ? t('counter', { total })
        : t('due', { total });
  const trip = {
    car: summary.car,
    carModel: summary.carModel,
    pickupBranch: summary.pickupBranch,
    returnBranch: summary.returnBranch,
    pickupDate: summary.pickupDate,
    returnDate: summary.returnDate,
    days: summary.days,
  };
  return (
    <Panel testId="precheckin-summary">
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('title')}</p>
      <p className="mb-3 text-2xl font-bold text-brand-accent" data-testid="reservation-code">
        {summary.code}
      </p>
      <p className="mb-4 text-sm text-slate-700">
        {t('renter', { name: `${summary.renter.name} ${summary.renter.last_name}`.trim() })}
      </p>
      <TripRecap trip={trip} view={view} />
      <p
        className={`mt-4 rounded-xl px-4 py-2 text-sm font-semibold ${summary.status === 'paid' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
        data-testid="payment-summary"
      >
        {payment}
      </p>
    </Panel>
  );
}
