'use client';

import { useId, useLayoutEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  dateFieldValue,
  formatDateText,
  joinDateTime,
  splitDateTime,
  timeLabel,
  timeOptions,
} from '@rental/domain/date-field';
import { panamaDay } from '@rental/domain/panama-time';
import { DateInput, type DateInputProps } from './date-input.tsx';

/**
 * A Panama local date and time (`YYYY-MM-DDTHH:mm`): the date field with its calendar, and
 * the time as a list of half hours (the current time kept when it falls between).
 */
export function DateTimeInput({ value, onChange, name, className = '', ...rest }: DateInputProps) {
  const t = useTranslations('dateField');
  const locale = useLocale();
  const timeId = useId();
  const { date, time } = splitDateTime(value);
  const fields = useRef<HTMLDivElement>(null);
  // What hydration kept of a day or time chosen before the scripts ran, reported as one value
  // (the day field reports its own part first, without the time).
  useLayoutEffect(() => {
    const day = fields.current?.querySelector('input')?.value ?? '';
    const hour = fields.current?.querySelector('select')?.value ?? '';
    if (day === formatDateText(date) && hour === time) return;
    const bounds = { min: rest.min, max: rest.max, today: panamaDay(new Date()) };
    onChange(joinDateTime(dateFieldValue(day, bounds), hour));
    // Once, at hydration: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={fields} className="grid grid-cols-[minmax(0,1fr)_auto] gap-2">
      <DateInput
        {...rest}
        name={name}
        className={className}
        value={date}
        onChange={(d) => onChange(joinDateTime(d, time))}
      />
      <select
        id={timeId}
        name={`${name}-time`}
        aria-label={t('time', { field: rest.label })}
        className={`${className} w-auto`}
        value={time}
        onChange={(e) => onChange(joinDateTime(date, e.target.value))}
      >
        {!time && <option value="">--:--</option>}
        {timeOptions(time).map((option) => (
          <option key={option} value={option}>
            {timeLabel(option, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
