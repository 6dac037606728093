import {
  acceptUserInvite, createDirectus, getAuthEndpoint, inviteUser, login as loginCommand, logout as logoutCommand,
  passwordRequest, passwordReset, readMe, refresh as refreshCommand, registerUser, registerUserVerify, rest, withToken,
  type RestClient, type RestCommand,
} from '@directus/sdk';
import {
  bearerFor, isExpired, remainingMs, sessionState, tokensFromLogin, type AuthResponseData, type BearerChoice,
  type SessionState, type SessionTokens,
} from '@rental/domain/auth/session';
import { CmsError, toCmsError } from '../cms/errors.ts';
import type { TokenStore } from './store.ts';

/**
 * The content backend's authentication layer (SPEC §6 and §7 "Authentication"): login,
 * refresh, logout, registration, invites, password reset, social login and the current user,
 * with the tokens in a TokenStore (cookies on the site). Server-side only, like lib/cms: the
 * browser never sees a token (see docs/auth.md). One instance per request: it holds the user.
 *
 * Which token a call carries (SPEC §6): the user's access token when it is valid; otherwise the
 * static token (the site's service user) unless the caller opts out. The auth calls themselves
 * (login, refresh, logout, register, invite accept, password request and reset) go without a
 * token: Directus rejects a request whose bearer has expired before reaching the endpoint.
 */
export const LOGIN_FAILED_MESSAGE = 'Login failed, please check your credentials.';
export const USER_FETCH_FAILED_MESSAGE = "Couldn't fetch user";

export type AuthUser = Record<string, unknown> & { id?: string; email?: string | null };

/** GET /users/me's query: fields, filter and deep (the SDK sends filter and deep as JSON text). */
export interface UserQuery {
  fields?: string[];
  filter?: Record<string, unknown>;
  deep?: Record<string, unknown>;
}

export interface Credentials {
  email: string;
  password: string;
  /** A one-time password when the user has two-factor authentication on. */
  otp?: string;
}

export interface Registration {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  /** Where the e-mail's link leads (must be in Directus' USER_REGISTER_URL_ALLOW_LIST); Directus' own page otherwise. */
  verificationUrl?: string;
}

export interface CallOptions {
  /** Call as the public when there is no valid user token, instead of with the static token. */
  optOutOfStaticToken?: boolean;
}

export interface SessionInfo {
  state: SessionState;
  /** ms since the epoch, or null; safe to hand to the browser (it is not a secret). */
  expiresAt: number | null;
  remainingMs: number;
}

export interface AuthOptions {
  /** Where the server reaches Directus (DIRECTUS_URL). */
  url: string;
  /** The site service user's static token (DIRECTUS_TOKEN): the fallback for calls. */
  staticToken?: string | null;
  store: TokenStore;
  /** Refresh an expired access token before each call (and, from the proxy, before navigation). Default true. */
  autoRefresh?: boolean;
  /** Fetch the user on first load (`init`) when a token exists and no user is held. Default true. */
  autoFetchUser?: boolean;
  /** Runs after a failed refresh, once the refresh token is cleared. */
  onRefreshFailure?: (error: CmsError) => void | Promise<void>;
  /** The query used whenever the module loads the user itself (after login, on first load). */
  userQuery?: UserQuery;
  log?: (line: string) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface Auth<User extends AuthUser = AuthUser> {
  /** The user this instance holds (loaded by login, init or currentUser), or null. */
  readonly user: User | null;
  /** The session's state and remaining time, from the stored expiry (no backend call). */
  session(): Promise<SessionInfo>;
  /** Clears old tokens, logs in, stores the tokens and expiry, then loads the user (returned; null if that fails). */
  login(credentials: Credentials): Promise<User | null>;
  /** Exchanges the refresh token for new tokens. On failure the refresh token is cleared and onRefreshFailure runs. */
  refresh(): Promise<SessionTokens>;
  /** Logs out at the backend, clears the tokens, empties the user and re-fetches it. */
  logout(): Promise<void>;
  /** Public registration (POST /users/register); Directus decides the role and whether the e-mail must be verified. */
  register(registration: Registration): Promise<void>;
  /** Confirms a registration with the token from the verification e-mail. */
  verifyRegistration(token: string): Promise<void>;
  /** Invites by e-mail with a role; needs a caller allowed to create users (a signed-in staff user). */
  invite(email: string | string[], role: string, inviteUrl?: string): Promise<void>;
  acceptInvite(token: string, password: string): Promise<void>;
  /** Sends the reset e-mail; Directus answers the same whether or not the address exists. */
  requestPasswordReset(email: string, resetUrl?: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  /** Where to send the browser for social login: `{url}/auth/login/{provider}?redirect={return address}`. */
  socialLoginUrl(provider: string, redirect: string): string;
  /** GET /users/me with fields, filter and deep; null when signed out. A failure is only logged ("Couldn't fetch user"). */
  currentUser(query?: UserQuery): Promise<User | null>;
  /** First load: fetches the user when configured, a token exists and no user is held. */
  init(): Promise<User | null>;
  /** Refreshes an expired token when auto-refresh is on (and the store can save the result); returns the state after. */
  ensureFresh(): Promise<SessionState>;
  /** Any SDK command, after ensureFresh, with the user's bearer when valid, else the static token unless opted out. */
  call<Output>(command: RestCommand<Output, any>, options?: CallOptions): Promise<Output>;
  /** Which token `call` would use now (after ensureFresh); for tests and logs. */
  bearer(options?: CallOptions): Promise<BearerChoice | null>;
}

type AnySchema = Record<string, Record<string, unknown>[]>;

export function createAuth<User extends AuthUser = AuthUser>(options: AuthOptions): Auth<User> {
  const { store } = options;
  const url = options.url.replace(/\/$/, '');
  const baseFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const timedFetch: typeof fetch = (input, init) =>
    baseFetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  const sdk: RestClient<AnySchema> = createDirectus<AnySchema>(url, { globals: { fetch: timedFetch } }).with(rest());
  const log = options.log ?? console.error;
  const now = options.now ?? Date.now;
  const autoRefresh = options.autoRefresh ?? true;
  const autoFetchUser = options.autoFetchUser ?? true;

  let user: User | null = null;
  let refreshing: Promise<SessionTokens> | null = null;

  const describe = (command: RestCommand<unknown, any>): string => {
    try {
      const { method = 'GET', path } = command();
      return `${method} ${path}`;
    } catch {
      return 'request';
    }
  };

  /** One request with exactly this token (or none), errors mapped as SPEC §8 says. */
  async function request<Output>(command: RestCommand<Output, any>, token: string | null): Promise<Output> {
    try {
      return (await sdk.request(token ? withToken(token, command) : command)) as Output;
    } catch (error) {
      throw toCmsError(error, describe(command), log);
    }
  }

  async function bearer(callOptions: CallOptions = {}): Promise<BearerChoice | null> {
    const tokens = await store.get();
    return bearerFor({
      userToken: tokens.accessToken,
      userTokenValid: sessionState(tokens, now()) === 'authenticated',
      staticToken: options.staticToken ?? null,
      optOut: callOptions.optOutOfStaticToken,
    });
  }

  async function doRefresh(): Promise<SessionTokens> {
    if (!store.writable) throw new TypeError('Cannot refresh through a read-only token store: the rotated refresh token could not be saved');
    const { refreshToken } = await store.get();
    try {
      if (!refreshToken) {
        log('[cms] POST /auth/refresh skipped: no refresh token');
        throw new CmsError('POST /auth/refresh failed: no refresh token', 401, 'Unauthorized', null);
      }
      const data = await request(refreshCommand({ mode: 'json', refresh_token: refreshToken }), null);
      let tokens: SessionTokens;
      try {
        tokens = tokensFromLogin(data as AuthResponseData, now());
      } catch (error) {
        log('[cms] POST /auth/refresh failed: the response has no access token');
        throw new CmsError('POST /auth/refresh failed: the response has no access token', 502, 'Bad Gateway', null, { cause: error });
      }
      await store.set(tokens);
      return tokens;
    } catch (error) {
      const failure = toCmsError(error, 'POST /auth/refresh', log);
      await store.set({ refreshToken: null });
      try {
        await options.onRefreshFailure?.(failure);
      } catch (handlerError) {
        log(`[auth] the refresh-failure handler threw: ${handlerError instanceof Error ? handlerError.message : String(handlerError)}`);
      }
      throw failure;
    }
  }

  /** One refresh at a time per instance: Directus rotates the refresh token, a second would fail. */
  function refresh(): Promise<SessionTokens> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function ensureFresh(): Promise<SessionState> {
    const tokens = await store.get();
    if (!autoRefresh || !store.writable || !tokens.refreshToken || !isExpired(tokens.expiresAt, now())) return sessionState(tokens, now());
    try {
      await refresh();
    } catch {
      // Already logged; the refresh token is cleared and the failure handler has run.
    }
    return sessionState(await store.get(), now());
  }

  async function call<Output>(command: RestCommand<Output, any>, callOptions: CallOptions = {}): Promise<Output> {
    await ensureFresh();
    return request(command, (await bearer(callOptions))?.token ?? null);
  }

  async function currentUser(query: UserQuery = options.userQuery ?? {}): Promise<User | null> {
    // Only the user's own token: with the static token, /users/me would be the site's service user.
    if ((await ensureFresh()) !== 'authenticated') {
      user = null;
      return null;
    }
    try {
      user = (await call(readMe(query as never), { optOutOfStaticToken: true })) as unknown as User;
    } catch (error) {
      const reason = error instanceof CmsError ? `${error.statusCode} ${error.statusMessage}` : String(error);
      log(`[auth] ${USER_FETCH_FAILED_MESSAGE} (${reason})`);
    }
    return user;
  }

  return {
    get user() {
      return user;
    },

    async session() {
      const tokens = await store.get();
      const t = now();
      return { state: sessionState(tokens, t), expiresAt: tokens.expiresAt, remainingMs: remainingMs(tokens.expiresAt, t) };
    },

    async login({ email, password, otp }) {
      await store.clear();
      user = null;
      let data: unknown;
      try {
        data = await request(loginCommand({ email, password }, { mode: 'json', ...(otp ? { otp } : {}) }), null);
      } catch (error) {
        const e = error as CmsError;
        throw new CmsError(LOGIN_FAILED_MESSAGE, e.statusCode, e.statusMessage, e.data, { cause: error });
      }
      let tokens: SessionTokens;
      try {
        tokens = tokensFromLogin(data as AuthResponseData, now());
      } catch (error) {
        log('[cms] POST /auth/login failed: the response has no access token');
        throw new CmsError(LOGIN_FAILED_MESSAGE, 502, 'Bad Gateway', { reason: 'The login response has no access token' }, { cause: error });
      }
      await store.set(tokens);
      return currentUser();
    },

    refresh,

    async logout() {
      const { refreshToken } = await store.get();
      let failure: unknown = null;
      if (refreshToken) {
        try {
          await request(logoutCommand({ mode: 'json', refresh_token: refreshToken }), null);
        } catch (error) {
          failure = error;
        }
      }
      // Signed out here whatever the backend said; its error is still reported.
      await store.clear();
      user = null;
      await currentUser();
      if (failure) throw failure;
    },

    async register({ verificationUrl, ...registration }) {
      const { email, password, ...names } = registration;
      await request(registerUser(email, password, { ...names, ...(verificationUrl ? { verification_url: verificationUrl } : {}) }), null);
    },

    async verifyRegistration(token) {
      // Directus answers a good token with a redirect into its own Studio (not for the site's
      // users to follow: it answers 403 to them), so this one call reads the redirect itself.
      // A redirect to the Studio's login page is its answer to a malformed token.
      const { path, params } = registerUserVerify(token)() as { path: string; params?: Record<string, string> };
      const target = `${url}${path}?${new URLSearchParams(params ?? {})}`;
      const what = `GET ${path}`;
      let res: Response;
      try {
        res = await timedFetch(target, { redirect: 'manual' });
      } catch (error) {
        throw toCmsError(error, what, log);
      }
      const location = res.headers.get('location') ?? '';
      if (res.status < 400 && !/\/admin\/login\b/.test(location)) {
        await res.body?.cancel();
        return;
      }
      const body = (await res.json().catch(() => null)) as { errors?: unknown } | null;
      if (res.status < 400) throw toCmsError({ errors: [{ message: 'Invalid verification token' }], response: new Response(null, { status: 400, statusText: 'Bad Request' }) }, what, log);
      throw toCmsError({ errors: body?.errors ?? body, response: res }, what, log);
    },

    async invite(email, role, inviteUrl) {
      await call(inviteUser(email as string, role, inviteUrl));
    },

    async acceptInvite(token, password) {
      await request(acceptUserInvite(token, password), null);
    },

    async requestPasswordReset(email, resetUrl) {
      await request(passwordRequest(email, resetUrl), null);
    },

    async resetPassword(token, password) {
      await request(passwordReset(token, password), null);
    },

    socialLoginUrl(provider, redirect) {
      if (!/^[A-Za-z0-9_-]+$/.test(provider)) throw new TypeError(`Not a login provider name: '${provider}'`);
      const target = new URL(`${url}${getAuthEndpoint(provider)}`);
      target.searchParams.set('redirect', redirect);
      return target.toString();
    },

    currentUser,

    async init() {
      if (!autoFetchUser || user) return user;
      const { accessToken, refreshToken } = await store.get();
      if (!accessToken && !refreshToken) return null;
      return currentUser();
    },

    ensureFresh,
    call,

    async bearer(callOptions) {
      await ensureFresh();
      return bearer(callOptions);
    },
  };
}
