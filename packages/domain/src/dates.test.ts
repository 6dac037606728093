import { describe, expect, it } from 'vitest';
import {
  formatPanamaDate,
  formatPanamaDateOrNull,
  formatPanamaDateTime,
  parsePanamaInstant,
} from './dates.ts';

describe('formatPanamaDate', () => {
  it('spells the date in Spanish and English', () => {
    expect(formatPanamaDate('2027-12-31T23:59:59Z', 'es')).toBe('31 de diciembre de 2027');
    expect(formatPanamaDate('2027-12-31T23:59:59.000Z', 'en')).toBe('December 31, 2027');
    expect(formatPanamaDate('2027-06-01T12:00:00Z', 'es')).toBe('1 de junio de 2027');
  });

  it('uses the Panama calendar day, not the UTC one', () => {
    // 03:30 UTC on 1 January is still 22:30 on 31 December in Panama (UTC−5).
    expect(formatPanamaDate('2028-01-01T03:30:00Z', 'es')).toBe('31 de diciembre de 2027');
    expect(formatPanamaDate('2028-01-01T03:30:00Z', 'en')).toBe('December 31, 2027');
    // 05:00 UTC is midnight in Panama: the new day has begun.
    expect(formatPanamaDate('2028-01-01T05:00:00Z', 'en')).toBe('January 1, 2028');
    // An offset other than UTC is honoured too.
    expect(formatPanamaDate('2027-03-01T01:00:00+02:00', 'en')).toBe('February 28, 2027');
  });

  it('reads bare dates and date-times without offset as Panama wall time', () => {
    expect(formatPanamaDate('2027-12-31', 'es')).toBe('31 de diciembre de 2027');
    expect(formatPanamaDate('2027-12-31T23:30:00', 'en')).toBe('December 31, 2027');
    expect(formatPanamaDate('2027-12-31 23:30', 'en')).toBe('December 31, 2027');
    expect(parsePanamaInstant('2027-12-31T23:30:00').toISOString()).toBe(
      '2028-01-01T04:30:00.000Z',
    );
  });

  it('does not depend on the machine time zone', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = tz;
        expect(formatPanamaDate('2028-01-01T03:30:00Z', 'en')).toBe('December 31, 2027');
        expect(formatPanamaDate('2027-12-31', 'en')).toBe('December 31, 2027');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('rejects text that is not a date', () => {
    expect(() => formatPanamaDate('mañana', 'es')).toThrow(RangeError);
    expect(() => formatPanamaDate('', 'en')).toThrow(RangeError);
  });

  it('has a lenient variant for optional CMS dates', () => {
    expect(formatPanamaDateOrNull('2027-02-28T23:59:59Z', 'es')).toBe('28 de febrero de 2027');
    expect(formatPanamaDateOrNull(null, 'en')).toBeNull();
    expect(formatPanamaDateOrNull('pronto', 'en')).toBeNull();
  });
});

describe('formatPanamaDateTime', () => {
  it('shows a Panama wall clock in the visitor\u2019s language, whatever the machine\u2019s zone', () => {
    expect(formatPanamaDateTime('2026-12-01T09:30', 'en')).toMatch(/^Dec 1, 2026, 9:30\sAM$/);
    // With the month's name: es-PA's numeric date puts the month first (12/01 is 1 December).
    expect(formatPanamaDateTime('2026-12-01T09:30', 'es')).toMatch(/^1 dic 2026, 9:30\sa\.\sm\.$/);
    expect(formatPanamaDateTime('2026-04-12T11:00', 'es')).not.toMatch(/\d+\/\d+\/\d+/);
    expect(formatPanamaDateTime('nonsense', 'en')).toBe('nonsense');
  });
});
