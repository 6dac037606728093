/**
 * The content backend's session rules (SPEC §6 "Session states" and "Tokens"), as plain
 * functions of the stored tokens and a clock. The server module (apps/web/src/lib/auth) keeps
 * the tokens in cookies and asks these; the browser hook asks them about the expiry only.
 */

export type SessionState = 'anonymous' | 'authenticated' | 'expired';

/** What the session keeps: the access token, the refresh token and the expiry (ms since the epoch). */
export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
}

export const NO_TOKENS: SessionTokens = Object.freeze({
  accessToken: null,
  refreshToken: null,
  expiresAt: null,
});

/** Remaining time: the expiry minus now, floored at zero; zero when there is no expiry. */
export function remainingMs(expiresAt: number | null | undefined, now: number): number {
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return 0;
  return Math.max(0, expiresAt - now);
}

/** A token is expired when its expiry is absent or the remaining time is zero. */
export function isExpired(expiresAt: number | null | undefined, now: number): boolean {
  return remainingMs(expiresAt, now) === 0;
}

/** anonymous without an access token; expired when it has no time left; authenticated otherwise. */
export function sessionState(
  session: Pick<SessionTokens, 'accessToken' | 'expiresAt'>,
  now: number,
): SessionState {
  if (!session.accessToken) return 'anonymous';
  return isExpired(session.expiresAt, now) ? 'expired' : 'authenticated';
}

/** What POST /auth/login and POST /auth/refresh return in `data` (SPEC §7). */
export interface AuthResponseData {
  access_token?: string | null;
  refresh_token?: string | null;
  /** The access token's lifetime in milliseconds. */
  expires?: number | null;
}

export class MissingAccessTokenError extends Error {
  constructor() {
    super('The authentication response has no access token');
    this.name = 'MissingAccessTokenError';
  }
}

/**
 * The tokens to store after a login or a refresh: expiry = now + the returned `expires`.
 * A response without an access token is a failure. Without a usable `expires` the expiry is
 * absent, so the token counts as expired (and is refreshed before it is used).
 */
export function tokensFromLogin(
  data: AuthResponseData | null | undefined,
  now: number,
): SessionTokens {
  const accessToken = data?.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') throw new MissingAccessTokenError();
  const expires = data?.expires;
  const refreshToken =
    typeof data?.refresh_token === 'string' && data.refresh_token !== ''
      ? data.refresh_token
      : null;
  return {
    accessToken,
    refreshToken,
    expiresAt:
      typeof expires === 'number' && Number.isFinite(expires) && expires >= 0
        ? now + expires
        : null,
  };
}

/** Reads the expiry back from its cookie text; anything but a whole non-negative number is absent. */
export function parseExpiresAt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
}

// --- Cookies -------------------------------------------------------------------------------

/** The runtime settings the cookies come from (AUTH_COOKIE_PREFIX, AUTH_COOKIE_MAX_AGE). */
export interface AuthCookieSettings {
  /** Start of the three cookie names. */
  prefix: string;
  /** Lifetime of the cookies in seconds. */
  maxAgeSeconds: number;
}

export const DEFAULT_AUTH_COOKIE_SETTINGS: AuthCookieSettings = Object.freeze({
  prefix: 'auth',
  maxAgeSeconds: 7 * 24 * 60 * 60,
});

/** Letters, digits, `_` and `-`: safe in a cookie name everywhere. */
export const COOKIE_PREFIX_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Browsers cap a cookie's lifetime at 400 days. */
export const MAX_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export interface AuthCookieNames {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
}

export function cookieNames(settings: Pick<AuthCookieSettings, 'prefix'>): AuthCookieNames {
  return {
    accessToken: `${settings.prefix}_access_token`,
    refreshToken: `${settings.prefix}_refresh_token`,
    expiresAt: `${settings.prefix}_expires_at`,
  };
}

export interface AuthCookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
  /** Seconds. */
  maxAge: number;
}

/** httpOnly and Secure except in local runs (plain http on this machine), SameSite lax, the whole site. */
export function cookieOptions(
  settings: Pick<AuthCookieSettings, 'maxAgeSeconds'>,
  context: { local: boolean },
): AuthCookieOptions {
  return {
    httpOnly: !context.local,
    secure: !context.local,
    sameSite: 'lax',
    path: '/',
    maxAge: settings.maxAgeSeconds,
  };
}

/** A local run: the site's own origin is plain http on a loopback name or address. */
export function isLocalOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '::1'
  );
}

// --- Which token a call carries ----------------------------------------------------------

export interface BearerChoice {
  token: string;
  kind: 'user' | 'static';
}

/**
 * The user's bearer token when it is valid; otherwise the configured static token, unless the
 * caller opts out (then the call goes without a token, as the public).
 */
export function bearerFor(input: {
  userToken?: string | null;
  userTokenValid: boolean;
  staticToken?: string | null;
  optOut?: boolean;
}): BearerChoice | null {
  if (input.userToken && input.userTokenValid) return { token: input.userToken, kind: 'user' };
  if (input.optOut || !input.staticToken) return null;
  return { token: input.staticToken, kind: 'static' };
}
