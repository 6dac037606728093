import { describe, expect, it } from 'vitest';
import {
  calendarUid,
  escapeText,
  foldLine,
  reservationCalendar,
  type ReservationCalendarInput,
} from './calendar.ts';

const input: ReservationCalendarInput = {
  code: 'F-7K3M9Q',
  uidDomain: 'www.firefly.example',
  issuedAt: new Date('2026-11-20T14:30:05.123Z'),
  sequence: 0,
  url: 'https://www.firefly.example/mi-reserva?code=F-7K3M9Q',
  pickup: {
    // 10:00 in Panama.
    at: new Date('2026-12-01T15:00:00Z'),
    summary: 'Retiro del auto, reserva F-7K3M9Q',
    description: 'Toyota Yaris o similar.\nTrae tu licencia; pasaporte, o cédula.',
    location: 'Aeropuerto Internacional de Tocumen, Av. Domingo Díaz, Ciudad de Panamá',
  },
  return: {
    // 21:30 in Panama, 02:30 UTC the next day.
    at: new Date('2026-12-06T02:30:00Z'),
    summary: 'Devolución del auto, reserva F-7K3M9Q',
    description: 'Devuelve el auto con el tanque lleno.',
    location: 'Albrook Mall, Ciudad de Panamá',
  },
};

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const lines = (ics: string) => unfold(ics).split('\r\n');
const eventsOf = (ics: string) =>
  unfold(ics)
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((e) => e.split('END:VEVENT')[0]!);

describe('a cancelled booking’s calendar file', () => {
  it('publishes the same events cancelled, as free time, with a higher sequence', () => {
    const cancelled = reservationCalendar({ ...input, sequence: 2, cancelled: true });
    const events = eventsOf(cancelled);
    expect(events).toHaveLength(2);
    for (const e of events) {
      expect(e).toContain('STATUS:CANCELLED');
      expect(e).toContain('TRANSP:TRANSPARENT');
      expect(e).toContain('SEQUENCE:2');
      expect(e).not.toContain('STATUS:CONFIRMED');
    }
    expect(events[0]).toContain(`UID:${calendarUid(input.code, 'pickup', input.uidDomain)}`);
    expect(eventsOf(reservationCalendar(input))[0]).toContain('STATUS:CONFIRMED');
  });
});

describe('reservationCalendar', () => {
  const ics = reservationCalendar(input);

  it('is a VCALENDAR with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(ics)).toContain('METHOD:PUBLISH');
  });

  it('folds every line at 75 octets, and unfolds to the same content', () => {
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /);
    expect(lines(ics)).toContain(
      'LOCATION:Aeropuerto Internacional de Tocumen\\, Av. Domingo Díaz\\, Ciudad de Panamá',
    );
  });

  it('names America/Panama with its time zone definition (UTC-5, no daylight saving)', () => {
    const all = lines(ics);
    expect(all).toContain('TZID:America/Panama');
    expect(all).toContain('TZOFFSETFROM:-0500');
    expect(all).toContain('TZOFFSETTO:-0500');
    expect(all.filter((l) => l === 'BEGIN:DAYLIGHT')).toEqual([]);
  });

  it('has two 30-minute events in Panama wall time: the pickup and the return', () => {
    const [pickup, ret] = eventsOf(ics);
    expect(pickup).toContain('DTSTART;TZID=America/Panama:20261201T100000\r\n');
    expect(pickup).toContain('DTEND;TZID=America/Panama:20261201T103000\r\n');
    expect(pickup).toContain('SUMMARY:Retiro del auto\\, reserva F-7K3M9Q\r\n');
    expect(ret).toContain('DTSTART;TZID=America/Panama:20261205T213000\r\n');
    expect(ret).toContain('DTEND;TZID=America/Panama:20261205T220000\r\n');
    expect(ret).toContain('LOCATION:Albrook Mall\\, Ciudad de Panamá\r\n');
    for (const e of [pickup, ret]) {
      expect(e).toContain('DTSTAMP:20261120T143005Z\r\n');
      expect(e).toContain('URL:https://www.firefly.example/mi-reserva?code=F-7K3M9Q\r\n');
    }
  });

  it('escapes text as RFC 5545 says: backslash, semicolon, comma, line breaks', () => {
    expect(eventsOf(ics)[0]).toContain(
      'DESCRIPTION:Toyota Yaris o similar.\\nTrae tu licencia\\; pasaporte\\, o cédula.\r\n',
    );
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('keeps the UIDs of a changed booking, with a higher sequence, so calendars update the same events', () => {
    const changed = reservationCalendar({
      ...input,
      sequence: 1,
      issuedAt: new Date('2026-11-22T09:00:00Z'),
      pickup: { ...input.pickup, at: new Date('2026-12-01T17:00:00Z') },
    });
    const uids = (text: string) => lines(text).filter((l) => l.startsWith('UID:'));
    expect(uids(changed)).toEqual(uids(ics));
    expect(uids(ics)).toEqual([
      'UID:reservation-f-7k3m9q-pickup@www.firefly.example',
      'UID:reservation-f-7k3m9q-return@www.firefly.example',
    ]);
    expect(lines(changed).filter((l) => l.startsWith('SEQUENCE:'))).toEqual([
      'SEQUENCE:1',
      'SEQUENCE:1',
    ]);
    expect(eventsOf(changed)[0]).toContain('DTSTART;TZID=America/Panama:20261201T120000');
  });

  it('gives different reservations and the two kinds different UIDs', () => {
    expect(calendarUid('F-7K3M9Q', 'pickup', 'a.example')).not.toBe(
      calendarUid('F-7K3M9R', 'pickup', 'a.example'),
    );
    expect(calendarUid('F-7K3M9Q', 'pickup', 'a.example')).not.toBe(
      calendarUid('F-7K3M9Q', 'return', 'a.example'),
    );
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('never cuts a character in two', () => {
    // 74 one-octet characters, then "á" (two octets) would end at octet 76: it moves down whole.
    expect(foldLine(`${'x'.repeat(74)}áb`)).toBe(`${'x'.repeat(74)}\r\n áb`);
    const folded = foldLine('Tucán '.repeat(40));
    expect(folded.replace(/\r\n /g, '')).toBe('Tucán '.repeat(40));
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
