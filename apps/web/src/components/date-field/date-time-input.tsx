'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { joinDateTime, splitDateTime, timeOptions } from '@rental/domain/date-field';
import { LANGUAGE_TAGS, type Locale } from '@rental/domain/locale';
import { DateInput, type DateInputProps } from './date-input.tsx';

/** One formatter per language: building an Intl.DateTimeFormat is slow, and a form lists 48 half hours per field. */
const clocks = new Map<string, Intl.DateTimeFormat>();
const timeLabel = (time: string, locale: string) => {
  const tag = LANGUAGE_TAGS[locale as Locale] ?? LANGUAGE_TAGS.es;
  let clock = clocks.get(tag);
  if (!clock) clocks.set(tag, (clock = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  const [h, m] = time.split(':').map(Number);
  return clock.format(Date.UTC(2000, 0, 1, h, m));
};

/**
 * A Panama local date and time (`YYYY-MM-DDTHH:mm`): the date field with its calendar, and
 * the time as a list of half hours (the current time kept when it falls between).
 */
export function DateTimeInput({ value, onChange, name, className = '', ...rest }: DateInputProps) {
  const t = useTranslations('dateField');
  const locale = useLocale();
  const timeId = useId();
  const { date, time } = splitDateTime(value);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2">
      <DateInput {...rest} name={name} className={className} value={date} onChange={(d) => onChange(joinDateTime(d, time))} />
      <select id={timeId} name={`${name}-time`} aria-label={t('time', { field: rest.label })} className={`${className} w-auto`} value={time} onChange={(e) => onChange(joinDateTime(date, e.target.value))}>
        {!time && <option value="">--:--</option>}
        {timeOptions(time).map((option) => <option key={option} value={option}>{timeLabel(option, locale)}</option>)}
      </select>
    </div>
  );
}
