/**
 * Dates shown to visitors are Panama calendar dates (America/Panama, UTC−5 all year, no
 * daylight saving time), whatever the time zone of the server or browser that renders them.
 */
import type { Locale } from './locale.ts';
import { panamaLocalToUtc, PANAMA_TIME_ZONE } from './panama-time.ts';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterFor(locale: Locale): Intl.DateTimeFormat {
  let f = formatters.get(locale);
  if (!f) {
    const tag = locale === 'en' ? 'en-US' : 'es-PA';
    f = new Intl.DateTimeFormat(tag, {
      timeZone: PANAMA_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formatters.set(locale, f);
  }
  return f;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NAIVE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/**
 * The instant `iso` names. A full timestamp ("2027-12-31T23:59:59Z") is taken as is; a bare
 * date ("2027-12-31") or a date-time without offset ("2027-12-31T10:00:00", as Directus returns
 * `dateTime` fields) is read as Panama wall time, so it names the calendar date it spells.
 */
export function parsePanamaInstant(iso: string): Date {
  const text = iso.trim();
  const naive = NAIVE_DATE_TIME.exec(text);
  const withZone = DATE_ONLY.test(text)
    ? `${text}T12:00:00-05:00`
    : naive
      ? `${naive[1]}T${naive[2]}-05:00`
      : text;
  const date = new Date(withZone);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${JSON.stringify(iso)}`);
  return date;
}

/**
 * The Panama calendar date of `iso` in the visitor's language: "31 de diciembre de 2027" /
 * "December 31, 2027". Throws a RangeError when `iso` is not a date.
 */
export function formatPanamaDate(iso: string, locale: Locale): string {
  return formatterFor(locale).format(parsePanamaInstant(iso));
}

/** Like formatPanamaDate, but null for a missing or unreadable date (CMS data shown as is). */
export function formatPanamaDateOrNull(
  iso: string | null | undefined,
  locale: Locale,
): string | null {
  if (!iso) return null;
  try {
    return formatPanamaDate(iso, locale);
  } catch {
    return null;
  }
}

const dateTimeFormatters = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A Panama wall-clock "YYYY-MM-DDTHH:MM" as date and time in the visitor's language, with the
 * month's name ("1 dic 2026, 9:30 a. m."), or the text itself when malformed. Never numbers
 * only: es-PA writes the month first, which a renter may read as the day.
 */
export function formatPanamaDateTime(local: string, locale: Locale): string {
  const instant = panamaLocalToUtc(local);
  if (!instant) return local;
  let f = dateTimeFormatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-PA', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: PANAMA_TIME_ZONE,
    });
    dateTimeFormatters.set(locale, f);
  }
  return f.format(instant);
}
