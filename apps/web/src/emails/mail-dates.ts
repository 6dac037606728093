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
 * A stored instant (ISO, UTC) as the Panama date and time, in the booking's language, with the
 * month's name: "mar, 1 dic 2026, 10:00 a. m." / "Tue, Dec 1, 2026, 10:00 AM". An e-mail is
 * read anywhere: "12/01/2026" is the 1st of December to some renters and the 12th of January to
 * others, so the e-mails never write a date in numbers only.
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
 * The pickup as a reminder says it, in Panama time: "martes, 1 de diciembre, 10:00 a. m." /
 * "Tuesday, December 1 at 10:00 AM". The weekday rather than "tomorrow": staff choose how many
 * hours before pickup a reminder goes out, and the outbox may send it late. No year: a reminder
 * goes out at most a week ahead.
 */
export const panamaDayTime = panamaFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});
