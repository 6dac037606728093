'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import { MAX_ADDITIONAL_DRIVERS } from '@rental/domain/reservation/add-ons';
import { extraOffers, type BookingCatalog } from '@rental/domain/reservation/quote';
import type { BookingView } from '@/lib/booking/view';
import { Field, inputClass } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';

/**
 * What the renter takes beside the car, after the coverages: each extra with a quantity up to
 * what one booking may take, and the drivers beside the main one. Prices and caps come from the
 * catalogue; the bill prices the choice, the server prices it again.
 */
export function ExtrasPicker({
  coverages,
  catalog,
  extras,
  additionalDrivers,
  error,
  onChange,
}: {
  coverages: BookingView['coverages'];
  catalog: BookingCatalog;
  extras: Readonly<Record<string, number>>;
  additionalDrivers: number;
  error: string | null;
  onChange: (c: { extras?: Record<string, number>; additional_drivers?: number }) => void;
}) {
  const t = useTranslations('booking.extras');
  const locale = useLocale() as Locale;
  const money = (cents: number) => formatCents(cents, locale);
  const offers = extraOffers(catalog.coverages);
  const fee = catalog.additionalDriver;
  if (!offers.length && !fee) return null;
  const nameOf = (code: string) => coverages.find((c) => c.code === code)?.name ?? code;
  const descriptionOf = (code: string) => coverages.find((c) => c.code === code)?.description ?? '';
  const setUnits = (code: string, units: number) => {
    const { [code]: _dropped, ...rest } = extras;
    onChange({ extras: units > 0 ? { ...rest, [code]: units } : rest });
  };
  return (
    <Panel title={t('title')} testId="extras">
      <p className="mb-3 text-sm text-slate-600">{t('intro')}</p>
      <div className="grid gap-3">
        {offers.map((offer) => (
          <div
            key={offer.code}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 p-3"
            data-testid={`extra-${offer.code}`}
          >
            <span>
              <span className="block font-semibold text-slate-900">{nameOf(offer.code)}</span>
              <span className="block text-sm text-slate-600">{descriptionOf(offer.code)}</span>
              <span className="block text-sm font-semibold text-slate-800">
                {t('perDay', { price: money(offer.dailyPrice) })}
                {offer.capPerRental !== null &&
                  ` · ${t('cap', { cap: money(offer.capPerRental) })}`}
              </span>
            </span>
            <select
              name={`extra.${offer.code}`}
              aria-label={t('quantity', { name: nameOf(offer.code) })}
              className={`${inputClass} w-20`}
              value={String(extras[offer.code] ?? 0)}
              onChange={(e) => setUnits(offer.code, Number(e.target.value))}
            >
              {Array.from({ length: offer.maxQuantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {fee && (
        <div className="mt-5">
          <h3 className="text-sm font-bold text-slate-800">{t('driversTitle')}</h3>
          <Field label={t('drivers')} className="mt-2 max-w-xs">
            {(p) => (
              <select
                {...p}
                name="additionalDrivers"
                className={inputClass}
                value={String(additionalDrivers)}
                onChange={(e) => onChange({ additional_drivers: Number(e.target.value) })}
              >
                {Array.from({ length: MAX_ADDITIONAL_DRIVERS + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className="mt-1 text-sm text-slate-600">
            {fee.capPerRental === null
              ? t('driverFeeNoCap', { price: money(fee.dailyFee) })
              : t('driverFee', { price: money(fee.dailyFee), cap: money(fee.capPerRental) })}{' '}
            {t('driversNote')}
          </p>
        </div>
      )}
      {error && (
        <p className="mt-2 text-sm font-medium text-red-700" data-testid="extras-error">
          {error}
        </p>
      )}
    </Panel>
  );
}
