import type { Locale } from '@rental/domain/locale';
import { PANAMA_TIME_ZONE } from '@rental/domain/panama-time';

const LANGUAGE_OF: Record<Locale, string> = { es: 'es-PA', en: 'en-US' };

/**
 * One format in both languages, in Panama time, writing plain spaces: the subject then reads
 * and searches the same in every mail program (ICU puts a narrow no-break space before "AM").
 */
function panamaFormat(options: Intl.DateTimeFormatOptions) {
  const formats = Object.fromEntries(
    Object.entries(LANGUAGE_OF).map(([locale, tag]) => [
      locale,
      new Intl.DateTimeFormat(tag, { timeZone: PANAMA_TIME_ZONE, ...options }),
    ]),
  ) as Record<Locale, Intl.DateTimeFormat>;
  return (iso: string, locale: Locale) =>
    formats[locale].format(new Date(iso)).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * A stored instant as the Panama date and time with the month's name ("Tue, Dec 1, 2026,
 * 10:00 AM"): "12/01/2026" reads as two different days around the world.
 */
export const panamaDateTime = panamaFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The pickup as a reminder says it: "Tuesday, December 1 at 10:00 AM". The weekday, not
 * "tomorrow", since the send time varies; no year, since it goes at most a week ahead.
 */
export const panamaDayTime = panamaFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});
