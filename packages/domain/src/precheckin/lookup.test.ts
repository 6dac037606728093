import { describe, expect, it } from 'vitest';
import { issuesByPath } from './driver.ts';
import {
  lookupSchema,
  matchesIdentity,
  needsBalancePayment,
  normalizeReservationCode,
  precheckinEligibility,
} from './lookup.ts';

describe('reservation code', () => {
  it.each([
    ['F-7K3M9Q', 'F-7K3M9Q'],
    ['f7k3m9q', 'F-7K3M9Q'],
    ['  f-7k3m9q ', 'F-7K3M9Q'],
    ['F 7K3 M9Q', 'F-7K3M9Q'],
    ['f - 7k3m9q', 'F-7K3M9Q'],
    ['F7K3M9', 'F7K3M9'],
    ['F7K3M9Q1', 'F7K3M9Q1'],
    ['F0K3M9Q', 'F0K3M9Q'],
    ['', ''],
  ])('normalises %j → %j', (input, expected) =>
    expect(normalizeReservationCode(input)).toBe(expected),
  );

  it('parses a lookup to the normalised code and trimmed identity', () => {
    expect(lookupSchema.parse({ code: ' f7k3m9q ', identity: '  Pérez ' })).toEqual({
      code: 'F-7K3M9Q',
      identity: 'Pérez',
    });
  });
  it('names each problem with its message key', () => {
    const errors = (input: unknown) => {
      const r = lookupSchema.safeParse(input);
      return r.success ? {} : issuesByPath(r.error);
    };
    expect(errors({ code: '  ', identity: '' })).toEqual({
      code: 'required',
      identity: 'required',
    });
    expect(errors({ code: 'F-7K3M9O', identity: 'a'.repeat(255) })).toEqual({
      code: 'code',
      identity: 'tooLong',
    });
    expect(errors({ code: 'F-7K3M9', identity: 'a'.repeat(254) })).toEqual({ code: 'code' });
    expect(errors({})).toEqual({ code: 'required', identity: 'required' });
  });
});

describe('identity', () => {
  const client = { last_name: 'Pérez  de León', email: 'Ana.Perez@Example.com' };
  it.each([
    ['perez de leon', true],
    ['  PÉREZ DE LEÓN  ', true],
    ['Perez   de   Leon', true],
    ['ana.perez@example.com', true],
    [' ANA.PEREZ@EXAMPLE.COM ', true],
    ['perez', false],
    ['ana.perez@example.org', false],
    ['', false],
    ['   ', false],
  ])('%j → %s', (identity, expected) => expect(matchesIdentity(client, identity)).toBe(expected));
  it('matches a last name with trailing spaces stored', () => {
    expect(matchesIdentity({ last_name: 'Pérez  ' }, 'perez')).toBe(true);
    expect(matchesIdentity({ last_name: 'Muñoz' }, 'MUNOZ')).toBe(true);
  });
  it('never matches empty stored values', () => {
    expect(matchesIdentity({ last_name: '', email: '' }, '')).toBe(false);
    expect(matchesIdentity({}, 'x')).toBe(false);
    expect(matchesIdentity({ last_name: '  ', email: ' ' }, ' ')).toBe(false);
  });
});

describe('eligibility', () => {
  const now = new Date('2026-12-01T15:00:00.000Z');
  it.each([
    ['cancelled', '2026-12-10T15:00:00.000Z', 'cancelled'],
    ['cancelled', '2026-11-10T15:00:00.000Z', 'cancelled'],
    ['unpaid', '2026-12-10T15:00:00.000Z', 'notConfirmed'],
    ['pending_payment', '2026-12-10T15:00:00.000Z', 'notConfirmed'],
    ['paid', '2026-12-10T15:00:00.000Z', 'ok'],
    ['confirmed', '2026-12-10T15:00:00.000Z', 'ok'],
    ['paid', '2026-12-01T15:00:00.001Z', 'ok'],
    ['paid', '2026-12-01T15:00:00.000Z', 'past'],
    ['confirmed', '2026-12-01T14:59:59.999Z', 'past'],
  ])('%s, pickup %s → %s', (status, pickup_date, expected) =>
    expect(precheckinEligibility({ status, pickup_date }, now)).toBe(expected),
  );
  it('refuses an unreadable pickup date', () => {
    expect(() => precheckinEligibility({ status: 'paid', pickup_date: 'soon' }, now)).toThrow(
      RangeError,
    );
  });
});

describe('balance payment', () => {
  it.each([
    ['postpaid', 'confirmed', true],
    ['postpaid', 'paid', false],
    ['prepaid', 'paid', false],
    ['prepaid', 'confirmed', false],
    ['postpaid', 'cancelled', false],
    ['postpaid', 'unpaid', false],
  ])('%s %s → %s', (reservation_type, status, expected) =>
    expect(needsBalancePayment({ status, reservation_type })).toBe(expected),
  );
});
