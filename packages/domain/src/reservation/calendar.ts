/**
 * The calendar file (.ics, RFC 5545) a confirmation e-mail carries: the pickup and the return
 * as two short events in Panama time, each at its branch.
 *
 * Two events rather than one spanning the rental: a multi-day event fills the renter's
 * calendar as an all-week bar and reminds them once, of its start; two events put each
 * appointment at its own time and place (pickup and return branches may differ), and each gets
 * the calendar's own reminder. Each lasts 30 minutes, the time at the counter.
 *
 * Updates: a UID is the reservation code and the event's kind, so the file of a changed booking
 * (sent again with a higher `sequence`) replaces the same two events instead of adding two. A
 * cancelled booking's file carries the same events with STATUS:CANCELLED, free time, and a
 * higher `sequence`, so calendars that took the first file mark or drop them.
 * Times carry TZID=America/Panama with its VTIMEZONE (UTC-5, no daylight saving), so calendars
 * show the branch's wall clock whatever the device's time zone.
 */
import { PANAMA_OFFSET_MINUTES, PANAMA_TIME_ZONE } from '../panama-time.ts';

export interface CalendarAppointment {
  /** The instant (UTC) the renter is expected at the counter. */
  at: Date;
  /** Texts in the booking's language. */
  summary: string;
  description: string;
  /** The branch's name and address. */
  location: string;
}

export interface ReservationCalendarInput {
  /** The reservation's code ("F-7K3M9Q"): the stable part of both events' UIDs. */
  code: string;
  /** The site's host ("www.firefly.example"), which makes the UIDs unique beyond this company. */
  uidDomain: string;
  /** When this version of the file was made (DTSTAMP). */
  issuedAt: Date;
  /** 0 for the first file; each change of the booking sends a higher number. */
  sequence: number;
  /** The page to manage the booking, shown by calendars as the events' link. */
  url?: string;
  /** The booking was cancelled: the events are published cancelled (default: confirmed). */
  cancelled?: boolean;
  pickup: CalendarAppointment;
  return: CalendarAppointment;
}

const APPOINTMENT_MINUTES = 30;
const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines are folded at 75 octets. */
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a line longer than 75 octets continues on the next line after a CRLF and one
 * space. Cut between characters, never inside a UTF-8 sequence ("Tucán" stays whole).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const two = (n: number) => String(n).padStart(2, '0');

/** "20261201T100000": the Panama wall clock of an instant, for a TZID=America/Panama property. */
function panamaStamp(date: Date): string {
  const local = new Date(date.getTime() + PANAMA_OFFSET_MINUTES * 60_000);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return (
    `${local.getUTCFullYear()}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}` +
    `T${two(local.getUTCHours())}${two(local.getUTCMinutes())}${two(local.getUTCSeconds())}`
  );
}

/** "20261120T143000Z": an instant in UTC, as DTSTAMP must be. */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** America/Panama as calendars need it spelled out: one standard time, EST, UTC-5 since 1908. */
const PANAMA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PANAMA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The UID of one of a reservation's events: the same for every version of its file. */
export const calendarUid = (code: string, kind: 'pickup' | 'return', uidDomain: string) =>
  `reservation-${code.toLowerCase()}-${kind}@${uidDomain}`;

function event(
  kind: 'pickup' | 'return',
  appointment: CalendarAppointment,
  input: ReservationCalendarInput,
): string[] {
  const end = new Date(appointment.at.getTime() + APPOINTMENT_MINUTES * 60_000);
  return [
    'BEGIN:VEVENT',
    `UID:${calendarUid(input.code, kind, input.uidDomain)}`,
    `SEQUENCE:${Math.max(0, Math.floor(input.sequence))}`,
    `DTSTAMP:${utcStamp(input.issuedAt)}`,
    `DTSTART;TZID=${PANAMA_TIME_ZONE}:${panamaStamp(appointment.at)}`,
    `DTEND;TZID=${PANAMA_TIME_ZONE}:${panamaStamp(end)}`,
    `SUMMARY:${escapeText(appointment.summary)}`,
    `LOCATION:${escapeText(appointment.location)}`,
    `DESCRIPTION:${escapeText(appointment.description)}`,
    ...(input.url ? [`URL:${input.url}`] : []),
    input.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    input.cancelled ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The .ics text of a reservation: CRLF line endings, lines folded at 75 octets. */
export function reservationCalendar(input: ReservationCalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//rental-booking//reservation calendar//EN',
    'CALSCALE:GREGORIAN',
    // PUBLISH: a file to add to a calendar, not a meeting invitation to accept or decline.
    'METHOD:PUBLISH',
    ...PANAMA_VTIMEZONE,
    ...event('pickup', input.pickup, input),
    ...event('return', input.return, input),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
