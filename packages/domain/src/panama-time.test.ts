import { describe, expect, it } from 'vitest';
import { panamaDay, panamaLocalToUtc, parseIsoDay, utcToPanamaLocal } from './panama-time.ts';

describe('Panama time', () => {
  it('maps a Panama wall clock to UTC (UTC-5, no daylight saving)', () => {
    expect(panamaLocalToUtc('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(panamaLocalToUtc('2026-07-01T22:30')?.toISOString()).toBe('2026-07-02T03:30:00.000Z');
  });
  it('maps back', () => {
    expect(utcToPanamaLocal(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01T22:00');
  });
  it('rejects malformed and impossible dates', () => {
    expect(panamaLocalToUtc('2026-02-31T10:00')).toBeNull();
    expect(panamaLocalToUtc('tomorrow')).toBeNull();
    expect(panamaLocalToUtc('2026-12-01T25:00')).toBeNull();
  });
});

describe('panamaDay and parseIsoDay', () => {
  it('gives the Panama calendar day of an instant (the evening before, in UTC terms, past 19:00 Panama)', () => {
    expect(panamaDay(new Date('2026-12-02T04:59:00Z'))).toBe('2026-12-01');
    expect(panamaDay(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02');
  });
  it('reads real days only', () => {
    expect(parseIsoDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2026-13-01')).toBeNull();
    expect(parseIsoDay('02/03/26')).toBeNull();
  });
});
