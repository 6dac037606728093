'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDate, formatPanamaDateTime } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import type { QuoteProblem } from '@rental/domain/reservation/quote';

export type TripField = 'pickup' | 'dropoff' | 'from' | 'to';

/** Which field of the trip a rule problem belongs to. */
export function problemField(p: QuoteProblem): TripField | 'car' | 'coverage' | 'extras' {
  switch (p.key) {
    case 'unknownBranch':
      return p.params.which === 'pickup' ? 'pickup' : 'dropoff';
    case 'branchClosed':
    case 'branchClosedDay':
    case 'blackout':
      return p.params.which === 'pickup' ? 'from' : 'to';
    case 'returnBeforePickup':
    case 'minimumDays':
    case 'maximumDays':
      return 'to';
    case 'carUnavailable':
      return 'car';
    case 'coverage':
      return 'coverage';
    case 'extras':
      return 'extras';
    default:
      return 'from';
  }
}

/** The catalogue text of a problem, in the visitor's language. */
export function useProblemText() {
  const t = useTranslations('booking.errors');
  const locale = useLocale() as Locale;
  return (p: QuoteProblem | { key: string; params?: Record<string, unknown> }): string => {
    if (p.key === 'reservationsDisabled' && 'params' in p && p.params)
      return t('reservationsDisabled', {
        until: formatPanamaDateTime(utcToPanamaLocal(new Date(String(p.params.until))), locale),
      });
    if (p.key === 'branchClosedDay' && 'params' in p && p.params)
      return t('branchClosedDay', {
        which: String(p.params.which),
        day: formatPanamaDate(String(p.params.day), locale),
      });
    if (p.key === 'blackout' && 'params' in p && p.params)
      return t('blackout', {
        from: formatPanamaDate(String(p.params.from), locale),
        to: formatPanamaDate(String(p.params.to), locale),
      });
    if (
      (p.key === 'minimumDays' || p.key === 'maximumDays' || p.key === 'beyondHorizon') &&
      'params' in p &&
      p.params
    )
      return t(p.key, { days: String(Number(p.params.days)) });
    return t.has(p.key) ? t(p.key as 'required') : t('processing');
  };
}
