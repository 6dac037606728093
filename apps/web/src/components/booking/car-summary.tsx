'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { BookingView } from '@/lib/booking/view';

/** The car held in the draft (SPEC §4), with a way back to the fleet. */
export function CarSummary({
  car,
  error,
}: {
  car: BookingView['cars'][number] | undefined;
  error?: string | null;
}) {
  const t = useTranslations('booking.car');
  const locale = useLocale() as Locale;
  return (
    <section
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="car-summary"
    >
      {car?.image && (
        <img
          src={car.image}
          alt=""
          width={160}
          height={80}
          className="h-20 w-40 shrink-0 object-contain"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('title')}
          {car ? ` · ${car.class}` : ''}
        </p>
        <h2 className="text-xl font-bold text-slate-900" data-testid="car-model">
          {car?.model ?? '—'}{' '}
          <span className="text-base font-normal text-slate-500">{t('orSimilar')}</span>
        </h2>
        {error && (
          <p className="mt-1 text-sm font-medium text-red-700" role="alert">
            {error}
          </p>
        )}
        <a
          href={localizedPath('/flota', locale)}
          className="mt-1 inline-block text-sm font-semibold text-brand-accent underline"
        >
          {t('change')}
        </a>
      </div>
    </section>
  );
}
