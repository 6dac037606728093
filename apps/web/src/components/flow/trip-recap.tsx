'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDateTime } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import type { BookingView } from '@/lib/booking/view';

/** A trip as the recap shows it: branches by code or id, dates as UTC ISO strings. */
export interface Trip {
  car: string | null;
  /** Shown when the car is no longer in the fleet (a stored reservation). */
  carModel?: string;
  pickupBranch: string | null;
  returnBranch: string | null;
  pickupDate: string;
  returnDate: string;
  days: number;
}

export const tripOf = (draft: ReservationDraft): Trip => ({
  car: draft.car,
  pickupBranch: draft.pickup_branch,
  returnBranch: draft.return_branch,
  pickupDate: draft.pickup_date,
  returnDate: draft.return_date,
  days: draft.total_reservations_days,
});

/** Car, places and dates, read-only (booking checkout and thanks, pre-check-in). Times in Panama. */
export function TripRecap({ trip, view }: { trip: Trip; view: BookingView }) {
  const t = useTranslations('booking.trip');
  const locale = useLocale() as Locale;
  const branch = (key: string | null) =>
    view.branches.find((b) => b.code === key || b.id === key)?.name ?? key ?? '—';
  const when = (iso: string) => formatPanamaDateTime(utcToPanamaLocal(new Date(iso)), locale);
  const car = view.cars.find((c) => c.id === trip.car);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="trip-recap">
      <div className="sm:col-span-2">
        <dt className="text-slate-500">{car?.class}</dt>
        <dd className="text-lg font-bold text-slate-900">{car?.model ?? trip.carModel}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('pickup')}</dt>
        <dd className="font-semibold">{branch(trip.pickupBranch)}</dd>
        <dd>{when(trip.pickupDate)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('dropoff')}</dt>
        <dd className="font-semibold">{branch(trip.returnBranch)}</dd>
        <dd>{when(trip.returnDate)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('days', { count: trip.days })}</dt>
      </div>
    </dl>
  );
}
