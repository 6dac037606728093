'use client';

import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { dateFieldValue, formatDateText, parseDateText } from '@rental/domain/date-field';
import { panamaDay } from '@rental/domain/panama-time';
import { useToday } from './use-today.ts';

/**
 * The calendar (react-day-picker, date-fns' locales) loads when first wanted — pointed at,
 * focused or opened — not with the page (about 25 KB of compressed JavaScript).
 */
const loadCalendar = () => import('./calendar-popover.tsx');
const CalendarPopover = lazy(() => loadCalendar().then((m) => ({ default: m.CalendarPopover })));

export interface DateInputProps {
  id: string;
  name: string;
  /** An ISO day, or the text as typed when it is not a date yet. */
  value: string;
  onChange: (value: string) => void;
  /** The field's label, for the calendar button and dialog. */
  label: string;
  min?: string;
  max?: string;
  autoComplete?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A date field (SPEC §9: mm/dd/yy), typed or picked on a calendar in the page's language. The
 * form gets an ISO day, or the text while it is not a date, so nothing typed is lost.
 */
export function DateInput({
  id,
  name,
  value,
  onChange,
  label,
  min,
  max,
  autoComplete = 'off',
  className = '',
  ...aria
}: DateInputProps) {
  const t = useTranslations('dateField');
  const [text, setText] = useState(() => formatDateText(value));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const today = useToday();
  const bounds = { min, max, today };

  // Hydration keeps what was typed before the scripts ran; React reports no change for it.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === text) return;
    setText(typed);
    onChange(dateFieldValue(typed, { min, max, today: panamaDay(new Date()) }));
    // Once, at hydration: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (a draft restored, a calendar pick) replaces the text; the
  // visitor's own typing, which maps to the same value, is left as typed.
  useEffect(() => {
    setText((current) =>
      dateFieldValue(current, { min, max, today }) === value ? current : formatDateText(value),
    );
  }, [value, min, max, today]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const type = (e: React.ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    onChange(dateFieldValue(e.target.value, bounds));
  };
  const tidy = () => {
    const day = parseDateText(text, bounds);
    if (day) setText(formatDateText(day));
  };
  const pick = (day: string) => {
    onChange(day);
    setText(formatDateText(day));
    close();
  };

  return (
    <div className="relative mt-1 flex gap-2">
      <input
        {...aria}
        ref={input}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={t('placeholder')}
        className={`${className} mt-0! min-w-0`}
        value={text}
        onChange={type}
        onBlur={tidy}
        maxLength={12}
      />
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={loadCalendar}
        onFocus={loadCalendar}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={t('openCalendar', { field: label })}
        className="shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-brand-accent hover:bg-slate-50"
        data-testid="open-calendar"
      >
        <CalendarIcon />
      </button>
      {open && today && (
        <Suspense fallback={null}>
          <CalendarPopover
            label={label}
            selected={parseDateText(text, bounds) ?? undefined}
            min={min}
            max={max}
            today={today}
            onPick={pick}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18" />
    </svg>
  );
}
