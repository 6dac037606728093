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
import { useEarlyInput } from '../use-early-input.ts';
import type { BranchOption } from './branch-option.ts';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/field.tsx';

type Values = { pickup: string; dropoff: string; from: string; to: string };

/** Tomorrow 10:00 to the day after 10:00, in Panama: a sensible first search. */
function defaultDates(now: Date): Pick<Values, 'from' | 'to'> {
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
  const [values, setValues] = useState<Values>({ pickup: '', dropoff: '', from: '', to: '' });
  const [sameDropoff, setSameDropoff] = useState(true);
  const [errors, setErrors] = useState<LocationSearchErrors>({});
  // A branch chosen (or a date typed) before the page hydrated is kept (use-early-input.ts).
  const form = useEarlyInput<HTMLFormElement>();
  // Only what is still empty: a date typed before the page hydrated is kept.
  useEffect(
    () =>
      setValues((v) => {
        const proposed = defaultDates(new Date());
        return { ...v, from: v.from || proposed.from, to: v.to || proposed.to };
      }),
    [],
  );

  const set =
    (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [field]: e.target.value }));
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = validateLocationSearch(
      { ...values, dropoff: sameDropoff ? '' : values.dropoff },
      new Date(),
      limits,
    );
    if (!parsed.success) return setErrors(parsed.errors);
    setErrors({});
    const query = new URLSearchParams({ ...parsed.data });
    router.push(`${localizedPath('/flota', locale)}?${query}`);
  };
  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof Values) =>
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
      ref={form}
      action={localizedPath('/flota', locale)}
      method="get"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-5 text-slate-900 shadow-xl"
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
        <select
          {...field('pickup')}
          value={values.pickup}
          onChange={set('pickup')}
          className={inputClass}
          required
        >
          <option value="">{t('choose')}</option>
          {branchOptions}
        </select>
        {error('pickup')}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={sameDropoff}
          onChange={(e) => setSameDropoff(e.target.checked)}
          className="size-4 accent-[var(--brand-primary)]"
        />
        {t('sameDropoff')}
      </label>
      {!sameDropoff && (
        <div>
          <label htmlFor={`${id}-dropoff`} className="text-sm font-semibold">
            {t('dropoff')}
          </label>
          <select
            {...field('dropoff')}
            value={values.dropoff}
            onChange={set('dropoff')}
            className={inputClass}
          >
            <option value="">{t('choose')}</option>
            {branchOptions}
          </select>
          {error('dropoff')}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-semibold">
          {t('from')}
        </label>
        <DateTimeInput
          {...field('from')}
          label={t('from')}
          min={today}
          max={today ? lastPickupDay(new Date(), limits) : undefined}
          value={values.from}
          onChange={(v) => setValues((old) => ({ ...old, from: v }))}
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
          min={values.from.slice(0, 10) > today ? values.from.slice(0, 10) : today}
          max={returnMax(values.from, limits)}
          value={values.to}
          onChange={(v) => setValues((old) => ({ ...old, to: v }))}
          className={inputClass}
        />
        {error('to')}
      </div>
      <p className="text-xs text-slate-500">{t('timezone')}</p>
      <Button type="submit">{t('submit')}</Button>
    </form>
  );
}
