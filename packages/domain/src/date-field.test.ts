import { describe, expect, it } from 'vitest';
import {
  dateFieldValue,
  formatDateText,
  joinDateTime,
  parseDateText,
  splitDateTime,
  timeLabel,
  timeOptions,
} from './date-field.ts';
import { LANGUAGE_TAGS, type Locale } from './locale.ts';

const today = '2026-11-22';

describe('formatDateText', () => {
  it('shows an ISO day as mm/dd/yy (SPEC §9)', () => {
    expect(formatDateText('2026-03-07')).toBe('03/07/26');
    expect(formatDateText('1990-12-31')).toBe('12/31/90');
  });
  it('leaves what is not a day as typed', () => {
    expect(formatDateText('13/45')).toBe('13/45');
    expect(formatDateText('2026-02-30')).toBe('2026-02-30');
    expect(formatDateText('')).toBe('');
  });
});

describe('parseDateText', () => {
  it('reads month first, with slashes, dots or dashes', () => {
    expect(parseDateText('03/07/26', { today })).toBe('2026-03-07');
    expect(parseDateText('3.7.2026', { today })).toBe('2026-03-07');
    expect(parseDateText(' 3-7-26 ', { today })).toBe('2026-03-07');
  });
  it('accepts ISO days', () => {
    expect(parseDateText('2031-06-30', { today })).toBe('2031-06-30');
  });
  it('refuses days that do not exist and other text', () => {
    expect(parseDateText('02/30/26', { today })).toBeNull();
    expect(parseDateText('13/01/26', { today })).toBeNull();
    expect(parseDateText('2026-02-30', { today })).toBeNull();
    expect(parseDateText('tomorrow', { today })).toBeNull();
    expect(parseDateText('', { today })).toBeNull();
  });
  it('reads a two-digit year within the bounds', () => {
    expect(parseDateText('05/01/60', { today, max: today })).toBe('1960-05-01');
    expect(parseDateText('05/01/60', { today })).toBe('2060-05-01');
    expect(parseDateText('06/30/31', { today, min: today })).toBe('2031-06-30');
  });
  it('falls back to the century nearer today when neither is within the bounds', () => {
    expect(parseDateText('01/31/24', { today, min: '2030-01-01', max: '2035-01-01' })).toBe(
      '2024-01-31',
    );
    expect(parseDateText('01/31/90', { today })).toBe('1990-01-31');
  });
});

describe('dateFieldValue', () => {
  it('hands the form the ISO day, or the text itself so nothing typed is lost', () => {
    expect(dateFieldValue('12/24/26', { today })).toBe('2026-12-24');
    expect(dateFieldValue('12/2', { today })).toBe('12/2');
  });
});

describe('date-time parts', () => {
  it('splits and joins Panama local date-times', () => {
    expect(splitDateTime('2026-12-24T09:30')).toEqual({ date: '2026-12-24', time: '09:30' });
    expect(splitDateTime('12/2')).toEqual({ date: '12/2', time: '' });
    expect(joinDateTime('2026-12-24', '09:30')).toBe('2026-12-24T09:30');
    expect(joinDateTime('2026-12-24', '')).toBe('2026-12-24');
  });
  it('offers every half hour and keeps a time in between', () => {
    expect(timeOptions('')).toHaveLength(48);
    expect(timeOptions('')[0]).toBe('00:00');
    expect(timeOptions('')[47]).toBe('23:30');
    const withCurrent = timeOptions('09:15');
    expect(withCurrent).toHaveLength(49);
    expect(withCurrent.indexOf('09:15')).toBe(withCurrent.indexOf('09:00') + 1);
  });
});

describe('timeLabel', () => {
  const intl = (time: string, locale: Locale) => {
    const [h, m] = time.split(':').map(Number);
    return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, 0, 1, h, m));
  };

  it('reads every half hour, and a time between, as Intl.DateTimeFormat does in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      for (const time of timeOptions('09:07'))
        expect(timeLabel(time, locale), `${time} ${locale}`).toBe(
          intl(time, locale).replace(/\u202f/g, ' '),
        );
    }
  });

  it('24 hours in Spanish, AM and PM in English', () => {
    expect(['00:00', '09:30', '12:00', '13:30', '23:30'].map((t) => timeLabel(t, 'es'))).toEqual([
      '0:00',
      '9:30',
      '12:00',
      '13:30',
      '23:30',
    ]);
    expect(['00:00', '09:30', '12:00', '13:30', '23:30'].map((t) => timeLabel(t, 'en'))).toEqual([
      '12:00 AM',
      '9:30 AM',
      '12:00 PM',
      '1:30 PM',
      '11:30 PM',
    ]);
  });
});
