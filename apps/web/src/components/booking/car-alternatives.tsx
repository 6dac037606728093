'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { CarAlternative } from '@/lib/booking/availability';

/**
 * The cars still free at the pickup branch for the renter's dates when theirs is sold out:
 * one button each puts it in the booking, keeping everything else typed.
 */
export function CarAlternatives({
  alternatives,
  onChoose,
}: {
  alternatives: CarAlternative[];
  onChoose: (car: string) => void;
}) {
  const t = useTranslations('booking.alternatives');
  const locale = useLocale() as Locale;
  return (
    <section
      className="grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
      aria-labelledby="car-alternatives-title"
      data-testid="car-alternatives"
    >
      <h2 id="car-alternatives-title" className="font-semibold text-amber-950">
        {alternatives.length ? t('title') : t('none')}
      </h2>
      {alternatives.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-3">
          {alternatives.map((car) => (
            <li key={car.id}>
              <button
                type="button"
                onClick={() => onChoose(car.id)}
                className="grid w-full gap-0.5 rounded-xl border border-amber-300 bg-white px-3 py-2 text-left hover:border-brand-accent focus-visible:outline-2 focus-visible:outline-brand-accent"
                data-testid="car-alternative"
              >
                <span className="font-semibold text-slate-900">
                  {t('choose', { model: car.model })}
                </span>
                <span className="text-sm text-slate-600">
                  {car.class} · {t('perDay', { price: formatCents(car.price, locale) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
