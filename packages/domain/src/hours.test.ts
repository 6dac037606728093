import { afterEach, describe, expect, it } from 'vitest';
import {
  hoursRuns,
  isOpenAllDay,
  isOpenAt,
  openingHoursSpecification,
  panamaClock,
  parseTime,
  type WeeklyHours,
} from './hours.ts';

// Panama is UTC−5 all year (no daylight saving). 2024-01-01 was a Monday.
const at = (iso: string) => new Date(iso);

const city: WeeklyHours = {
  mon: [['07:00', '20:00']],
  tue: [['07:00', '20:00']],
  wed: [['07:00', '20:00']],
  thu: [['07:00', '20:00']],
  fri: [['07:00', '20:00']],
  sat: [['08:00', '18:00']],
  sun: [],
};
const allDay: WeeklyHours = {
  mon: [['00:00', '24:00']],
  tue: [['00:00', '24:00']],
  wed: [['00:00', '24:00']],
  thu: [['00:00', '24:00']],
  fri: [['00:00', '24:00']],
  sat: [['00:00', '24:00']],
  sun: [['00:00', '24:00']],
};

describe('panamaClock', () => {
  it('gives the weekday and minutes in Panama', () => {
    expect(panamaClock(at('2024-01-01T12:00:00Z'))).toEqual({ weekday: 'mon', minutes: 7 * 60 });
    expect(panamaClock(at('2024-01-01T05:00:00Z'))).toEqual({ weekday: 'mon', minutes: 0 });
    expect(panamaClock(at('2024-01-07T23:59:00-05:00'))).toEqual({
      weekday: 'sun',
      minutes: 23 * 60 + 59,
    });
  });

  it('is a different weekday from UTC in the evening', () => {
    // Tuesday 02:30 UTC is still Monday 21:30 in Panama.
    expect(panamaClock(at('2024-01-02T02:30:00Z'))).toEqual({
      weekday: 'mon',
      minutes: 21 * 60 + 30,
    });
  });
});

describe('isOpenAt', () => {
  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt(city, at('2024-01-01T06:59:00-05:00'))).toBe(false);
    expect(isOpenAt(city, at('2024-01-01T07:00:00-05:00'))).toBe(true);
    expect(isOpenAt(city, at('2024-01-01T19:59:00-05:00'))).toBe(true);
    expect(isOpenAt(city, at('2024-01-01T20:00:00-05:00'))).toBe(false);
  });

  it('uses each day’s own hours and treats [] as closed', () => {
    expect(isOpenAt(city, at('2024-01-06T17:30:00-05:00'))).toBe(true); // Saturday
    expect(isOpenAt(city, at('2024-01-06T18:30:00-05:00'))).toBe(false);
    expect(isOpenAt(city, at('2024-01-07T12:00:00-05:00'))).toBe(false); // Sunday, closed
  });

  it('is open at every hour of a 24 h branch', () => {
    for (const iso of [
      '2024-01-01T00:00:00-05:00',
      '2024-01-03T12:00:00-05:00',
      '2024-01-07T23:59:59-05:00',
    ]) {
      expect(isOpenAt(allDay, at(iso))).toBe(true);
    }
  });

  it('reads the weekday in Panama, not in UTC', () => {
    // Sunday 01:00 UTC = Saturday 20:00 in Panama: past Saturday's 18:00 close, though Sunday in UTC.
    expect(isOpenAt(city, at('2024-01-07T01:00:00Z'))).toBe(false);
    // Tuesday 00:30 UTC = Monday 19:30 in Panama: open (Monday hours).
    expect(isOpenAt(city, at('2024-01-02T00:30:00Z'))).toBe(true);
    // Monday 02:00 UTC = Sunday 21:00 in Panama: Sunday's hours apply, not Monday's.
    const sundayOnly: WeeklyHours = { ...city, mon: [], sun: [['20:00', '22:00']] };
    expect(isOpenAt(sundayOnly, at('2024-01-08T02:00:00Z'))).toBe(true);
  });

  it('follows an interval past midnight into the next day', () => {
    const late: WeeklyHours = { ...city, fri: [['18:00', '02:00']] };
    expect(isOpenAt(late, at('2024-01-05T23:00:00-05:00'))).toBe(true); // Friday night
    expect(isOpenAt(late, at('2024-01-06T01:59:00-05:00'))).toBe(true); // Saturday small hours
    expect(isOpenAt(late, at('2024-01-06T02:00:00-05:00'))).toBe(false);
  });

  describe('whatever the process time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });
    for (const tz of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      it(`gives the same responses with TZ=${tz}`, () => {
        process.env.TZ = tz;
        if (tz === 'Asia/Tokyo')
          expect(new Date('2024-01-01T00:00:00Z').getTimezoneOffset()).toBe(-540); // the change took effect
        expect(panamaClock(at('2024-01-02T02:30:00Z'))).toEqual({
          weekday: 'mon',
          minutes: 21 * 60 + 30,
        });
        expect(isOpenAt(city, at('2024-01-01T07:00:00-05:00'))).toBe(true);
        expect(isOpenAt(city, at('2024-01-07T01:00:00Z'))).toBe(false);
      });
    }
  });
});

describe('openingHoursSpecification', () => {
  it('groups days sharing an interval and leaves closed days out', () => {
    expect(openingHoursSpecification(city)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '07:00',
        closes: '20:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
  });

  it('writes 24 h as 00:00–23:59 on every day', () => {
    const [spec, ...rest] = openingHoursSpecification(allDay);
    expect(rest).toEqual([]);
    expect(spec).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(spec.dayOfWeek).toHaveLength(7);
    expect(spec.dayOfWeek[0]).toBe('https://schema.org/Monday');
    expect(spec.dayOfWeek[6]).toBe('https://schema.org/Sunday');
  });

  it('is empty for a branch that never opens', () => {
    expect(
      openingHoursSpecification({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }),
    ).toEqual([]);
  });
});

describe('helpers', () => {
  it('parses HH:MM and rejects nonsense', () => {
    expect(parseTime('07:30')).toBe(450);
    expect(parseTime('24:00')).toBe(1440);
    expect(() => parseTime('7pm')).toThrow();
    expect(() => parseTime('24:30')).toThrow();
  });
  it('recognises an all-day interval', () => {
    expect(isOpenAllDay([['00:00', '24:00']])).toBe(true);
    expect(isOpenAllDay([['07:00', '20:00']])).toBe(false);
    expect(isOpenAllDay([])).toBe(false);
  });
});

describe('hoursRuns', () => {
  it('joins consecutive days with the same hours, Monday first', () => {
    expect(hoursRuns(city)).toEqual([
      { from: 'mon', to: 'fri', intervals: [['07:00', '20:00']] },
      { from: 'sat', to: 'sat', intervals: [['08:00', '18:00']] },
      { from: 'sun', to: 'sun', intervals: [] },
    ]);
    expect(hoursRuns(allDay)).toEqual([
      { from: 'mon', to: 'sun', intervals: [['00:00', '24:00']] },
    ]);
  });

  it('starts a new run when the hours change, even back to earlier ones', () => {
    const split: WeeklyHours = { ...city, wed: [], thu: [['07:00', '20:00']] };
    expect(hoursRuns(split).map((r) => `${r.from}-${r.to}`)).toEqual([
      'mon-tue',
      'wed-wed',
      'thu-fri',
      'sat-sat',
      'sun-sun',
    ]);
  });
});
