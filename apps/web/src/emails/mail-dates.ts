import { formatPanamaDateTime } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { PANAMA_TIME_ZONE, utcToPanamaLocal } from '@rental/domain/panama-time';

/** A stored instant (ISO, UTC) as the Panama date and time, in the booking's language. */
export const panamaDateTime = (iso: string, locale: Locale) =>
  formatPanamaDateTime(utcToPanamaLocal(new Date(iso)), locale);

const dayTimeFormats = {
  es: new Intl.DateTimeFormat('es-PA', {
    timeZone: PANAMA_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-US', {
    timeZone: PANAMA_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/**
 * The pickup as a reminder says it, in Panama time: "martes, 1 de diciembre, 10:00 a. m." /
 * "Tuesday, December 1 at 10:00 AM". The weekday rather than "tomorrow": staff choose how many
 * hours before pickup a reminder goes out, and the outbox may send it late. No year: a reminder
 * goes out at most a week ahead. Plain spaces, so the subject reads and searches the same in
 * every mail program (ICU puts a narrow no-break space before "AM").
 */
export const panamaDayTime = (iso: string, locale: Locale) =>
  dayTimeFormats[locale].format(new Date(iso)).replace(/[\u00a0\u202f]/g, ' ');
