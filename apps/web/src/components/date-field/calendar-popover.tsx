'use client';

import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DateLib, DayPicker, type Labels } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import { parseIsoDay } from '@rental/domain/panama-time';
import { INTERFACE_DEFAULTS } from '@rental/domain/ui-defaults';
import { keepTabInside } from '../focus/keep-tab-inside.ts';
import 'react-day-picker/style.css';

const LOCALES = { es, en: enUS } as const;

/** English day labels as "Sunday, November 1, 2026": WCAG 2.5.3 wants the visible "1" in the name. */
const LABELS: Partial<Record<keyof typeof LOCALES, Partial<Labels>>> = {
  en: {
    labelDayButton: (date, modifiers, options, dateLib) => {
      const label = (dateLib ?? new DateLib(options)).format(date, 'EEEE, MMMM d, yyyy');
      return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
    },
  },
};

/** ISO day ⇄ the browser-local midnight DayPicker works with (a calendar day, no zone). */
const dayToDate = (iso: string | undefined): Date | undefined => {
  const day = iso ? parseIsoDay(iso) : null;
  return day ? new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) : undefined;
};
const dateToDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export interface CalendarPopoverProps {
  /** The field's label, for the calendar's accessible name. */
  label: string;
  selected: string | undefined;
  min?: string;
  max?: string;
  /** ISO day the calendar opens at when nothing is chosen. */
  today: string;
  onPick: (iso: string) => void;
  onClose: () => void;
}

/**
 * The calendar of a date field (SPEC §4/§9), a modal dialog as the WAI-ARIA date picker: it
 * takes the focus on the chosen day, traps Tab, and Escape or a click outside gives the focus back.
 */
export function CalendarPopover({
  label,
  selected,
  min,
  max,
  today,
  onPick,
  onClose,
}: CalendarPopoverProps) {
  const t = useTranslations('dateField');
  const locale = useLocale() as keyof typeof LOCALES;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Tab and Shift+Tab go round the dialog's controls: a listener on the dialog, like the
    // document's for Escape and a click outside.
    const dialog = ref.current;
    const onTab = (e: KeyboardEvent) => keepTabInside(e, dialog);
    dialog?.addEventListener('keydown', onTab);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const onPointer = (e: PointerEvent) =>
      ref.current && !ref.current.parentElement?.contains(e.target as Node) && onClose();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      dialog?.removeEventListener('keydown', onTab);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  const chosen = dayToDate(selected);
  const from = dayToDate(min);
  const to = dayToDate(max);
  const todayDate = dayToDate(today)!;
  const disabled = [...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])];
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={t('calendar', { field: label })}
      data-testid="calendar"
      className="calendar-popover absolute top-full left-0 mt-1 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
    >
      <DayPicker
        mode="single"
        required={false}
        locale={LOCALES[locale] ?? es}
        labels={LABELS[locale]}
        weekStartsOn={INTERFACE_DEFAULTS.firstDayOfWeek}
        selected={chosen}
        onSelect={(d: Date | undefined) => d && onPick(dateToDay(d))}
        defaultMonth={
          chosen ?? (to && to < todayDate ? to : from && from > todayDate ? from : todayDate)
        }
        today={todayDate}
        disabled={disabled}
        captionLayout="dropdown"
        startMonth={from ?? new Date(todayDate.getFullYear() - 100, 0, 1)}
        endMonth={to ?? new Date(todayDate.getFullYear() + 15, 11, 31)}
        autoFocus
      />
      <div className="flex justify-end px-2 pb-1">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full px-3 py-1 text-sm font-semibold text-brand-accent hover:bg-slate-100"
          data-testid="close-calendar"
        >
          {t('close')}
        </button>
      </div>
    </div>
  );
}
