import { describe, expect, it } from 'vitest';
import {
  bearerFor,
  cookieNames,
  cookieOptions,
  COOKIE_PREFIX_PATTERN,
  DEFAULT_AUTH_COOKIE_SETTINGS,
  isExpired,
  isLocalOrigin,
  MissingAccessTokenError,
  parseExpiresAt,
  remainingMs,
  sessionState,
  tokensFromLogin,
} from './session.ts';

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);

describe('remaining time and expiry (SPEC §6)', () => {
  it('is the expiry minus now', () => {
    expect(remainingMs(NOW + 90_000, NOW)).toBe(90_000);
    expect(remainingMs(NOW + 1, NOW)).toBe(1);
  });

  it('is floored at zero once the expiry has passed', () => {
    expect(remainingMs(NOW, NOW)).toBe(0);
    expect(remainingMs(NOW - 5_000, NOW)).toBe(0);
  });

  it('is zero when there is no expiry', () => {
    expect(remainingMs(null, NOW)).toBe(0);
    expect(remainingMs(undefined, NOW)).toBe(0);
    expect(remainingMs(Number.NaN, NOW)).toBe(0);
  });

  it('a token is expired when its expiry is absent or nothing remains', () => {
    expect(isExpired(null, NOW)).toBe(true);
    expect(isExpired(NOW, NOW)).toBe(true);
    expect(isExpired(NOW - 1, NOW)).toBe(true);
    expect(isExpired(NOW + 1, NOW)).toBe(false);
  });
});

describe('session state', () => {
  it('is anonymous without an access token, whatever the expiry', () => {
    expect(sessionState({ accessToken: null, expiresAt: NOW + 60_000 }, NOW)).toBe('anonymous');
    expect(sessionState({ accessToken: '', expiresAt: null }, NOW)).toBe('anonymous');
  });

  it('is authenticated while time remains', () => {
    expect(sessionState({ accessToken: 'a', expiresAt: NOW + 1 }, NOW)).toBe('authenticated');
  });

  it('is expired at and after the expiry, and with a token but no expiry', () => {
    expect(sessionState({ accessToken: 'a', expiresAt: NOW }, NOW)).toBe('expired');
    expect(sessionState({ accessToken: 'a', expiresAt: NOW - 1 }, NOW)).toBe('expired');
    expect(sessionState({ accessToken: 'a', expiresAt: null }, NOW)).toBe('expired');
  });
});

describe('tokens from a login or refresh response', () => {
  it('keeps both tokens and sets the expiry to now plus the returned expires', () => {
    expect(
      tokensFromLogin({ access_token: 'acc', refresh_token: 'ref', expires: 900_000 }, NOW),
    ).toEqual({ accessToken: 'acc', refreshToken: 'ref', expiresAt: NOW + 900_000 });
  });

  it('fails without an access token', () => {
    expect(() => tokensFromLogin({ refresh_token: 'ref', expires: 900_000 }, NOW)).toThrow(
      MissingAccessTokenError,
    );
    expect(() =>
      tokensFromLogin({ access_token: '', refresh_token: 'ref', expires: 900_000 }, NOW),
    ).toThrow(MissingAccessTokenError);
    expect(() => tokensFromLogin({ access_token: null }, NOW)).toThrow(MissingAccessTokenError);
    expect(() => tokensFromLogin(null, NOW)).toThrow(MissingAccessTokenError);
  });

  it('leaves the expiry absent (so the token counts as expired) when expires is missing or malformed', () => {
    const tokens = tokensFromLogin({ access_token: 'acc', refresh_token: null }, NOW);
    expect(tokens).toEqual({ accessToken: 'acc', refreshToken: null, expiresAt: null });
    expect(sessionState(tokens, NOW)).toBe('expired');
    expect(tokensFromLogin({ access_token: 'acc', expires: -1 }, NOW).expiresAt).toBeNull();
  });

  it('reads the stored expiry back only when it is a whole number', () => {
    expect(parseExpiresAt(String(NOW))).toBe(NOW);
    for (const bad of [undefined, null, '', 'soon', '-5', '1e12', '12.5'])
      expect(parseExpiresAt(bad)).toBeNull();
  });
});

describe('cookies', () => {
  it('names the three cookies after the prefix', () => {
    expect(cookieNames({ prefix: 'site' })).toEqual({
      accessToken: 'site_access_token',
      refreshToken: 'site_refresh_token',
      expiresAt: 'site_expires_at',
    });
    expect(cookieNames(DEFAULT_AUTH_COOKIE_SETTINGS).accessToken).toBe('auth_access_token');
  });

  it('are httpOnly and Secure outside local runs, SameSite lax on the whole site, with the configured max age', () => {
    expect(cookieOptions({ maxAgeSeconds: 3600 }, { local: false })).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 3600,
    });
  });

  it('drop httpOnly and Secure in local runs only', () => {
    expect(cookieOptions({ maxAgeSeconds: 60 }, { local: true })).toEqual({
      httpOnly: false,
      secure: false,
      sameSite: 'lax',
      path: '/',
      maxAge: 60,
    });
  });

  it('a local run is plain http on a loopback name or address', () => {
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:3100',
      'http://[::1]:3000',
      'http://brand.localhost',
    ])
      expect(isLocalOrigin(local)).toBe(true);
    for (const remote of [
      'https://localhost:3000',
      'http://www.example.com',
      'https://www.example.com',
      'http://10.0.0.5:3000',
      'not a url',
    ])
      expect(isLocalOrigin(remote)).toBe(false);
  });

  it('accepts only cookie-safe prefixes', () => {
    expect(COOKIE_PREFIX_PATTERN.test('site_auth-1')).toBe(true);
    for (const bad of ['', 'has space', 'semi;colon', 'x'.repeat(41), 'équipe'])
      expect(COOKIE_PREFIX_PATTERN.test(bad)).toBe(false);
  });
});

describe('which token a call carries', () => {
  it("is the user's when it is valid, even if a static token is configured", () => {
    expect(bearerFor({ userToken: 'user', userTokenValid: true, staticToken: 'static' })).toEqual({
      token: 'user',
      kind: 'user',
    });
    expect(
      bearerFor({ userToken: 'user', userTokenValid: true, staticToken: 'static', optOut: true }),
    ).toEqual({ token: 'user', kind: 'user' });
  });

  it('falls back to the static token when there is no valid user token', () => {
    expect(bearerFor({ userToken: 'user', userTokenValid: false, staticToken: 'static' })).toEqual({
      token: 'static',
      kind: 'static',
    });
    expect(bearerFor({ userToken: null, userTokenValid: false, staticToken: 'static' })).toEqual({
      token: 'static',
      kind: 'static',
    });
  });

  it('is none when the caller opts out of the static token, or none is configured', () => {
    expect(
      bearerFor({ userToken: 'user', userTokenValid: false, staticToken: 'static', optOut: true }),
    ).toBeNull();
    expect(bearerFor({ userToken: null, userTokenValid: false, staticToken: null })).toBeNull();
  });
});
