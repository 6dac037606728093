'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDateTime } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import type { BookingView } from '@/lib/booking/view';

/** Car, places and dates of the draft, read-only (checkout and thanks). Times in Panama. */
export function TripRecap({ draft, view }: { draft: ReservationDraft; view: BookingView }) {
  const t = useTranslations('booking.trip');
  const locale = useLocale() as Locale;
  const branch = (code: string | null) => view.branches.find((b) => b.code === code)?.name ?? code ?? '—';
  const when = (iso: string) => formatPanamaDateTime(utcToPanamaLocal(new Date(iso)), locale);
  const car = view.cars.find((c) => c.id === draft.car);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="trip-recap">
      <div className="sm:col-span-2"><dt className="text-slate-500">{car?.class}</dt><dd className="text-lg font-bold text-slate-900">{car?.model}</dd></div>
      <div><dt className="text-slate-500">{t('pickup')}</dt><dd className="font-semibold">{branch(draft.pickup_branch)}</dd><dd>{when(draft.pickup_date)}</dd></div>
      <div><dt className="text-slate-500">{t('dropoff')}</dt><dd className="font-semibold">{branch(draft.return_branch)}</dd><dd>{when(draft.return_date)}</dd></div>
      <div><dt className="text-slate-500">{t('days', { count: draft.total_reservations_days })}</dt></div>
    </dl>
  );
}
