'use client';

import { useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { localizedPath, type Locale } from '@rental/domain/locale';
import {
  validateLocationSearch,
  type LocationSearchErrors,
} from '@rental/domain/forms/location-search';
import { panamaDay, panamaLocalToUtc } from '@rental/domain/panama-time';
import { withKind } from '@rental/domain/text';
import { lastPickupDay, lastReturnDay, type BookingLimits } from '@rental/domain/reservation/rules';
import { DateTimeInput } from '../date-field/date-time-input.tsx';
import { useToday } from '../date-field/use-today.ts';
import type { BranchOption } from './branch-option.ts';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/field.tsx';

type Dates = { from: string; to: string };

/** Tomorrow 10:00 to the day after 10:00, in Panama: a sensible first search. */
function defaultDates(now: Date): Dates {
  const day = panamaDay(new Date(now.getTime() + 24 * 3600_000));
  const next = panamaDay(new Date(now.getTime() + 48 * 3600_000));
  return { from: `${day}T10:00`, to: `${next}T10:00` };
}

/** The return calendar's last day: the maximum length after the pickup typed, if any. */
function returnMax(from: string, limits: BookingLimits): string | undefined {
  const pickup = panamaLocalToUtc(from);
  return pickup ? lastReturnDay(pickup, limits) : undefined;
}

/** The home page's location form (SPEC §3), to the fleet with the search in the URL; a plain GET form without scripts. */
export function LocationForm({
  branches,
  limits,
}: {
  branches: BranchOption[];
  limits: BookingLimits;
}) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const today = useToday();
  // The places and the tick box are read from the form when it is sent: hydration keeps what
  // was chosen before the scripts ran. The dates are composite fields held here.
  const [dates, setDates] = useState<Dates>({ from: '', to: '' });
  const [errors, setErrors] = useState<LocationSearchErrors>({});
  // Only what is still empty: a date typed before the page hydrated is kept.
  useEffect(
    () =>
      setDates((d) => {
        const proposed = defaultDates(new Date());
        return { from: d.from || proposed.from, to: d.to || proposed.to };
      }),
    [],
  );

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const place = (name: string) => String(data.get(name) ?? '');
    const parsed = validateLocationSearch(
      {
        pickup: place('pickup'),
        dropoff: data.has('same-dropoff') ? '' : place('dropoff'),
        ...dates,
      },
      new Date(),
      limits,
    );
    if (!parsed.success) return setErrors(parsed.errors);
    setErrors({});
    const query = new URLSearchParams({ ...parsed.data });
    router.push(`${localizedPath('/flota', locale)}?${query}`);
  };
  const field = (name: keyof LocationSearchErrors) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof LocationSearchErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {t(`errors.${errors[name]}`, {
          days: String(
            errors[name] === 'beyondHorizon' ? limits.bookingHorizonDays : limits.maxRentalDays,
          ),
        })}
      </p>
    ) : null;
  const branchOptions = branches.map((b) => (
    <option key={b.code} value={b.code}>
      {withKind(b.name, b.isAirport ? t('airport') : null)}
    </option>
  ));

  return (
    <form
      action={localizedPath('/flota', locale)}
      method="get"
      onSubmit={onSubmit}
      noValidate
      className="group grid gap-4 rounded-2xl bg-white p-5 text-slate-900 shadow-xl"
      aria-labelledby={`${id}-title`}
      data-testid="location-form"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-accent">
        {t('title')}
      </h2>
      <div>
        <label htmlFor={`${id}-pickup`} className="text-sm font-semibold">
          {t('pickup')}
        </label>
        <select {...field('pickup')} defaultValue="" className={inputClass} required>
          <option value="">{t('choose')}</option>
          {branchOptions}
        </select>
        {error('pickup')}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="same-dropoff"
          defaultChecked
          className="size-4 accent-[var(--brand-primary)]"
        />
        {t('sameDropoff')}
      </label>
      {/* Shown by the tick box alone, so it follows before the scripts run too. */}
      <div className="group-has-[[name=same-dropoff]:checked]:hidden">
        <label htmlFor={`${id}-dropoff`} className="text-sm font-semibold">
          {t('dropoff')}
        </label>
        <select {...field('dropoff')} defaultValue="" className={inputClass}>
          <option value="">{t('choose')}</option>
          {branchOptions}
        </select>
        {error('dropoff')}
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-semibold">
          {t('from')}
        </label>
        <DateTimeInput
          {...field('from')}
          label={t('from')}
          min={today}
          max={today ? lastPickupDay(new Date(), limits) : undefined}
          value={dates.from}
          onChange={(v) => setDates((old) => ({ ...old, from: v }))}
          className={inputClass}
        />
        {error('from')}
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-semibold">
          {t('to')}
        </label>
        <DateTimeInput
          {...field('to')}
          label={t('to')}
          min={dates.from.slice(0, 10) > today ? dates.from.slice(0, 10) : today}
          max={returnMax(dates.from, limits)}
          value={dates.to}
          onChange={(v) => setDates((old) => ({ ...old, to: v }))}
          className={inputClass}
        />
        {error('to')}
      </div>
      <p className="text-xs text-slate-500">{t('timezone')}</p>
      <Button type="submit">{t('submit')}</Button>
    </form>
  );
}
