/**
 * Branch opening hours. Hours are kept in Panama local time ("HH:MM", "24:00" = midnight at
 * the end of the day); these helpers tell about them for any instant, whatever
 * the time zone of the machine that runs them (server or visitor's browser).
 */
import { PANAMA_OFFSET_MINUTES } from './panama-time.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening intervals per weekday in Panama local time; [] is closed, [["00:00","24:00"]] is all day. */
export type WeeklyHours = Record<Weekday, [string, string][]>;

const MINUTES_PER_DAY = 24 * 60;

export interface PanamaClock {
  weekday: Weekday;
  /** Minutes since midnight, 0–1439. */
  minutes: number;
}

/** Date.getUTCDay()'s order (Sunday first). */
const BY_UTC_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The weekday and time of day in Panama at the given instant. Panama keeps UTC−5 all year,
 * so a fixed offset gives it: no Intl.DateTimeFormat with a time zone, whose construction
 * (loading the zone's data) cost a booking page ~18 ms of main thread in the browser.
 */
export function panamaClock(date: Date): PanamaClock {
  const local = new Date(date.getTime() + PANAMA_OFFSET_MINUTES * 60_000);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return {
    weekday: BY_UTC_DAY[local.getUTCDay()],
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** "HH:MM" → minutes since midnight ("24:00" → 1440). */
export function parseTime(value: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) throw new Error(`Invalid time '${value}', expected HH:MM`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > MINUTES_PER_DAY)
    throw new Error(`Invalid time '${value}'`);
  return minutes;
}

/** Whether a day's intervals cover the whole day (e.g. [["00:00","24:00"]]). */
export function isOpenAllDay(intervals: readonly (readonly [string, string])[]): boolean {
  return intervals.some(
    ([open, close]) => parseTime(open) === 0 && parseTime(close) === MINUTES_PER_DAY,
  );
}

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7];

/**
 * Whether the branch is open at the given instant (Panama time). An interval is open from its
 * opening minute up to, not including, its closing minute; one that closes at or before it
 * opens (e.g. ["22:00","02:00"]) runs past midnight into the next day.
 */
export function isOpenAt(hours: WeeklyHours, date: Date): boolean {
  const { weekday, minutes } = panamaClock(date);
  const today = (hours[weekday] ?? []).some(([o, c]) => {
    const open = parseTime(o);
    const close = parseTime(c);
    return close > open ? minutes >= open && minutes < close : minutes >= open;
  });
  if (today) return true;
  return (hours[previousDay(weekday)] ?? []).some(([o, c]) => {
    const close = parseTime(c);
    return close <= parseTime(o) && minutes < close;
  });
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const pad = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * schema.org OpeningHoursSpecification for the week: one entry per distinct interval, with the
 * days (Monday first) that share it; closed days are left out. "24:00" is written "23:59",
 * as search engines expect for "open until midnight" and "open 24 hours".
 */
export function openingHoursSpecification(hours: WeeklyHours): OpeningHoursSpecification[] {
  const specs = new Map<string, OpeningHoursSpecification>();
  for (const day of WEEKDAYS) {
    for (const [o, c] of hours[day] ?? []) {
      const opens = pad(parseTime(o));
      const closeMinutes = parseTime(c);
      const closes = closeMinutes === MINUTES_PER_DAY ? '23:59' : pad(closeMinutes);
      const key = `${opens}-${closes}`;
      const spec = specs.get(key) ?? {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [],
        opens,
        closes,
      };
      spec.dayOfWeek.push(SCHEMA_DAYS[day]);
      specs.set(key, spec);
    }
  }
  return [...specs.values()];
}

export interface HoursRun {
  /** First and last day of the run, Monday first; the same day when it stands alone. */
  from: Weekday;
  to: Weekday;
  /** The run's intervals; [] is closed. */
  intervals: [string, string][];
}

/**
 * The week, Monday to Sunday, as runs of consecutive days with the same hours: what a short
 * text shows ("Monday – Friday 08:00 – 18:00, Saturday 09:00 – 13:00, Sunday closed").
 */
export function hoursRuns(hours: WeeklyHours): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const day of WEEKDAYS) {
    const intervals = hours[day] ?? [];
    const last = runs.at(-1);
    if (last && JSON.stringify(last.intervals) === JSON.stringify(intervals)) last.to = day;
    else runs.push({ from: day, to: day, intervals });
  }
  return runs;
}

/**
 * Hours as Studio edits them: one row per opening — a weekday, when it opens and when
 * it closes — in a form, not JSON. A day without a row is closed; two rows for one day are a
 * split shift; 00:00 – 24:00 is open all day.
 */
export interface HoursRow {
  day: Weekday;
  opens: string;
  closes: string;
}

export function rowsFromHours(hours: WeeklyHours): HoursRow[] {
  return WEEKDAYS.flatMap((day) =>
    (hours[day] ?? []).map(([opens, closes]) => ({ day, opens, closes })),
  );
}

/**
 * The week the rows describe, Monday first, each day's openings in time order. Accepts the
 * shape stored before the form (a `{ mon: [["07:00","20:00"]], … }` object) as it is.
 */
export function hoursFromRows(stored: unknown): Record<Weekday, unknown[]> {
  const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as unknown[]])) as Record<
    Weekday,
    unknown[]
  >;
  if (!Array.isArray(stored)) {
    const old = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
    for (const day of WEEKDAYS) if (Array.isArray(old[day])) week[day] = [...(old[day] as [])];
    return week;
  }
  for (const row of stored as Partial<HoursRow>[]) {
    if (row && WEEKDAYS.includes(row.day as Weekday))
      week[row.day as Weekday].push([row.opens, row.closes]);
  }
  for (const day of WEEKDAYS)
    week[day].sort((a, b) => String((a as string[])[0]).localeCompare(String((b as string[])[0])));
  return week;
}
