import { parseIsoDay } from './panama-time.ts';

/*
 * The date fields' text (SPEC §9 interface default: mm/dd/yy). Values travel as ISO calendar
 * days (`YYYY-MM-DD`, a day in Panama, no time zone); the visitor sees and types mm/dd/yy.
 * Plain functions so the browser field and the tests share them.
 */

const SLASHED = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})\s*$/;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

/** A real calendar day (no 02/30), as ISO, or null. */
const realDay = (y: number, m: number, d: number): string | null =>
  parseIsoDay(isoOf(y, m, d)) ? isoOf(y, m, d) : null;

export const isIsoDay = (value: string): boolean => parseIsoDay(value) !== null;

/** `2026-03-07` → `03/07/26`; anything that is not an ISO day is returned as it is (what was typed). */
export function formatDateText(value: string): string {
  if (!isIsoDay(value)) return value;
  return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(2, 4)}`;
}

export interface DayBounds {
  /** ISO days; either may be absent. */
  min?: string;
  max?: string;
  /** ISO day the two-digit year is read against (today in Panama). */
  today: string;
}

const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;
const within = (iso: string, { min, max }: DayBounds) =>
  (!min || iso >= min) && (!max || iso <= max);

/**
 * What the visitor typed, as an ISO day, or null when it is not a date. Accepts mm/dd/yy,
 * mm/dd/yyyy (slashes, dots or dashes) and ISO. A two-digit year is the 19xx or 20xx that
 * falls within the field's bounds, else the one nearer today — so a birthday (max today)
 * `05/01/60` is 1960 and a licence expiry `06/30/31` is 2031.
 */
export function parseDateText(text: string, bounds: DayBounds): string | null {
  const trimmed = text.trim();
  if (isIsoDay(trimmed)) return trimmed;
  const m = SLASHED.exec(trimmed);
  if (!m) return null;
  const [month, day, year] = [+m[1], +m[2], m[3]];
  if (year.length === 4) return realDay(+year, month, day);
  const candidates = [1900 + +year, 2000 + +year]
    .map((y) => realDay(y, month, day))
    .filter((d): d is string => !!d);
  if (candidates.length === 0) return null;
  const inBounds = candidates.filter((c) => within(c, bounds));
  const pool = inBounds.length > 0 ? inBounds : candidates;
  return pool.reduce((best, c) =>
    daysBetween(c, bounds.today) < daysBetween(best, bounds.today) ? c : best,
  );
}

/** The value a date field hands its form: the ISO day when the text is a date, else the text itself (never lost). */
export function dateFieldValue(text: string, bounds: DayBounds): string {
  return parseDateText(text, bounds) ?? text;
}

/** Splits a Panama local date-time (`YYYY-MM-DDTHH:mm`) into the date and time parts of its field. */
export function splitDateTime(value: string): { date: string; time: string } {
  const at = value.indexOf('T');
  return at < 0
    ? { date: value, time: '' }
    : { date: value.slice(0, at), time: value.slice(at + 1, at + 6) };
}

export const joinDateTime = (date: string, time: string): string =>
  time ? `${date}T${time}` : date;

/** The time choices of a date-time field: every half hour, plus the current time when it is between. */
export function timeOptions(current: string, stepMinutes = 30): string[] {
  const times: string[] = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes)
    times.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  if (/^\d{2}:\d{2}$/.test(current) && !times.includes(current)) times.push(current);
  return times.sort();
}

/**
 * A time choice as people read it: "13:30" in Spanish (es-ES, 24 hours), "1:30 PM" in English
 * (en-US). The same text as Intl.DateTimeFormat gives (date-field.test.ts compares them), but
 * without it: the first Intl formatter a page builds loads the locale's data, about 20 ms of a
 * phone's main thread while the search form hydrates (docs/performance.md).
 */
export function timeLabel(time: string, locale: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  if (locale !== 'en') return `${h}:${pad(m)}`;
  return `${h % 12 || 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}
