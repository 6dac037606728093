'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { joinDateTime, splitDateTime, timeLabel, timeOptions } from '@rental/domain/date-field';
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
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2">
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
