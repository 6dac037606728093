import { describe, expect, it } from 'vitest';
import { readToken, signToken, type PrecheckinToken } from './token.ts';

const SECRET = 'a'.repeat(64);
const NOW = new Date('2026-11-23T14:00:00Z');
const token: PrecheckinToken = {
  purpose: 'session',
  reservation: 'r-1',
  brand: 'firefly',
  exp: NOW.getTime() + 60_000,
};

describe('pre-check-in tokens', () => {
  it('reads back what was signed, until it expires', () => {
    const signed = signToken(SECRET, token);
    expect(readToken(SECRET, signed, 'session', 'firefly', NOW)).toEqual({ ok: true, token });
    expect(readToken(SECRET, signed, 'session', 'firefly', new Date(token.exp))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another purpose, another brand, another key and any change to the body', () => {
    const signed = signToken(SECRET, token);
    expect(readToken(SECRET, signed, 'preferences', 'firefly', NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readToken(SECRET, signed, 'session', 'tucan', NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readToken('b'.repeat(64), signed, 'session', 'firefly', NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [, sig] = signed.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...token, reservation: 'r-2' })).toString('base64url')}.${sig}`;
    expect(readToken(SECRET, forged, 'session', 'firefly', NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([undefined, 42, '', 'x', 'a.b.c', '.', 'x'.repeat(2000)])(
    'refuses malformed input %#',
    (value) => {
      expect(readToken(SECRET, value, 'session', 'firefly', NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    },
  );
});
