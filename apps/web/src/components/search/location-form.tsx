'use client';

import { useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { validateLocationSearch, type LocationSearchErrors } from '@rental/domain/forms/location-search';
import { panamaDay } from '@rental/domain/panama-time';
import { DateTimeInput } from '../date-field/date-time-input.tsx';
import { useToday } from '../date-field/use-today.ts';
import type { BranchOption } from './branch-option.ts';

type Values = { pickup: string; dropoff: string; from: string; to: string };

/** Tomorrow 10:00 to the day after 10:00, in Panama: a sensible first search. */
function defaultDates(now: Date): Pick<Values, 'from' | 'to'> {
  const day = panamaDay(new Date(now.getTime() + 24 * 3600_000));
  const next = panamaDay(new Date(now.getTime() + 48 * 3600_000));
  return { from: `${day}T10:00`, to: `${next}T10:00` };
}

/**
 * The home page's location form (SPEC §3): pickup and return place — the same by default —
 * and dates in Panama time. It validates with the shared schema and goes to the fleet with
 * the search in the URL; without JavaScript it is a plain GET form to the same address.
 */
export function LocationForm({ branches }: { branches: BranchOption[] }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const today = useToday();
  const [values, setValues] = useState<Values>({ pickup: '', dropoff: '', from: '', to: '' });
  const [sameDropoff, setSameDropoff] = useState(true);
  const [errors, setErrors] = useState<LocationSearchErrors>({});
  useEffect(() => setValues((v) => (v.from ? v : { ...v, ...defaultDates(new Date()) })), []);

  const set = (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = validateLocationSearch({ ...values, dropoff: sameDropoff ? '' : values.dropoff }, new Date());
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
    errors[name] ? <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">{t(`errors.${errors[name]}`)}</p> : null;
  const branchOptions = branches.map((b) => (
    <option key={b.code} value={b.code}>{b.name}{b.isAirport ? ` (${t('airport')})` : ''}</option>
  ));
  const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid]:border-red-600';

  return (
    <form action={localizedPath('/flota', locale)} method="get" onSubmit={onSubmit} noValidate className="grid gap-4 rounded-2xl bg-white p-5 text-slate-900 shadow-xl" aria-labelledby={`${id}-title`} data-testid="location-form">
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-accent">{t('title')}</h2>
      <div>
        <label htmlFor={`${id}-pickup`} className="text-sm font-semibold">{t('pickup')}</label>
        <select {...field('pickup')} value={values.pickup} onChange={set('pickup')} className={input} required>
          <option value="">{t('choose')}</option>
          {branchOptions}
        </select>
        {error('pickup')}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={sameDropoff} onChange={(e) => setSameDropoff(e.target.checked)} className="size-4 accent-[var(--brand-primary)]" />
        {t('sameDropoff')}
      </label>
      {!sameDropoff && (
        <div>
          <label htmlFor={`${id}-dropoff`} className="text-sm font-semibold">{t('dropoff')}</label>
          <select {...field('dropoff')} value={values.dropoff} onChange={set('dropoff')} className={input}>
            <option value="">{t('choose')}</option>
            {branchOptions}
          </select>
          {error('dropoff')}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-semibold">{t('from')}</label>
        <DateTimeInput {...field('from')} label={t('from')} min={today} value={values.from} onChange={(v) => setValues((old) => ({ ...old, from: v }))} className={input} />
        {error('from')}
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-semibold">{t('to')}</label>
        <DateTimeInput {...field('to')} label={t('to')} min={values.from.slice(0, 10) > today ? values.from.slice(0, 10) : today} value={values.to} onChange={(v) => setValues((old) => ({ ...old, to: v }))} className={input} />
        {error('to')}
      </div>
      <p className="text-xs text-slate-500">{t('timezone')}</p>
      <button type="submit" className="rounded-full bg-brand px-6 py-3 font-semibold text-white shadow hover:opacity-90">{t('submit')}</button>
    </form>
  );
}
