import {
  login as loginCommand,
  logout as logoutCommand,
  readMe,
  refresh as refreshCommand,
  type RestCommand,
} from '@directus/sdk';
import {
  bearerFor,
  isExpired,
  remainingMs,
  sessionState,
  tokensFromLogin,
  type AuthResponseData,
  type BearerChoice,
  type SessionState,
  type SessionTokens,
} from '@rental/domain/auth/session';
import { CmsError, toCmsError } from '../cms/errors.ts';
import { describeCommand, directusTransport, type AnySchema } from '../cms/transport.ts';
import { accountOperations, type AccountOperations } from './accounts.ts';
import type { TokenStore } from './store.ts';

/**
 * The content backend's authentication (SPEC §6, docs/auth.md), server-side only, one instance
 * per request. Calls carry the user's valid access token, else the static token; the auth calls
 * themselves go without one, since Directus rejects an expired bearer before the endpoint.
 */
export const LOGIN_FAILED_MESSAGE = 'Login failed, please check your credentials.';
const USER_FETCH_FAILED_MESSAGE = "Couldn't fetch user";

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

export interface Auth<User extends AuthUser = AuthUser> extends AccountOperations {
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
  /** GET /users/me with fields, filter and deep; null when signed out. A failure is only logged ("Couldn't fetch user"). */
  currentUser(query?: UserQuery): Promise<User | null>;
  /** First load: fetches the user when configured, a token exists and no user is held. */
  init(): Promise<User | null>;
  /** Refreshes an expired token when auto-refresh is on (and the store can save the result); returns the state after. */
  ensureFresh(): Promise<SessionState>;
  /** Any SDK command, after ensureFresh, with the user's bearer when valid, else the static token unless opted out. */
  call<Output>(command: RestCommand<Output, AnySchema>, options?: CallOptions): Promise<Output>;
  /** Which token `call` would use now (after ensureFresh); for tests and logs. */
  bearer(options?: CallOptions): Promise<BearerChoice | null>;
}

/** What the token exchanges need from their instance. */
interface Exchange {
  request: <Output>(command: RestCommand<Output, unknown>, token: string | null) => Promise<Output>;
  log: (line: string) => void;
  now: () => number;
}

/** POST /auth/login: the tokens, or LOGIN_FAILED_MESSAGE whatever went wrong. */
async function loginTokens(
  { request, log, now }: Exchange,
  { email, password, otp }: Credentials,
): Promise<SessionTokens> {
  let data: unknown;
  try {
    data = await request(
      loginCommand({ email, password }, { mode: 'json', ...(otp ? { otp } : {}) }),
      null,
    );
  } catch (error) {
    const e = error as CmsError;
    throw new CmsError(LOGIN_FAILED_MESSAGE, e.statusCode, e.statusMessage, e.data, {
      cause: error,
    });
  }
  try {
    return tokensFromLogin(data as AuthResponseData, now());
  } catch (error) {
    log('[cms] POST /auth/login failed: the response has no access token');
    throw new CmsError(
      LOGIN_FAILED_MESSAGE,
      502,
      'Bad Gateway',
      { reason: 'The login response has no access token' },
      { cause: error },
    );
  }
}

/** POST /auth/refresh with the stored refresh token; on failure it is cleared and the handler runs. */
async function refreshTokens({
  store,
  request,
  log,
  now,
  onRefreshFailure,
}: Exchange & Pick<AuthOptions, 'store' | 'onRefreshFailure'>): Promise<SessionTokens> {
  if (!store.writable)
    throw new TypeError(
      'Cannot refresh through a read-only token store: the rotated refresh token could not be saved',
    );
  const { refreshToken } = await store.get();
  try {
    if (!refreshToken) {
      log('[cms] POST /auth/refresh skipped: no refresh token');
      throw new CmsError('POST /auth/refresh failed: no refresh token', 401, 'Unauthorized', null);
    }
    const data = await request(refreshCommand({ mode: 'json', refresh_token: refreshToken }), null);
    const tokens = refreshedTokens(data, now(), log);
    await store.set(tokens);
    return tokens;
  } catch (error) {
    const failure = toCmsError(error, 'POST /auth/refresh', log);
    await store.set({ refreshToken: null });
    try {
      await onRefreshFailure?.(failure);
    } catch (handlerError) {
      log(
        `[auth] the refresh-failure handler threw: ${handlerError instanceof Error ? handlerError.message : String(handlerError)}`,
      );
    }
    throw failure;
  }
}

function refreshedTokens(data: unknown, at: number, log: (line: string) => void): SessionTokens {
  try {
    return tokensFromLogin(data as AuthResponseData, at);
  } catch (error) {
    log('[cms] POST /auth/refresh failed: the response has no access token');
    throw new CmsError(
      'POST /auth/refresh failed: the response has no access token',
      502,
      'Bad Gateway',
      null,
      { cause: error },
    );
  }
}

export function createAuth<User extends AuthUser = AuthUser>(options: AuthOptions): Auth<User> {
  const { store } = options;
  const url = options.url.replace(/\/$/, '');
  const transport = directusTransport({
    url,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    log: options.log,
  });
  const log = transport.log;
  const now = options.now ?? Date.now;
  const autoRefresh = options.autoRefresh ?? true;
  const autoFetchUser = options.autoFetchUser ?? true;

  let user: User | null = null;
  let refreshing: Promise<SessionTokens> | null = null;

  /** One request with exactly this token (or none), errors mapped as SPEC §8 says. */
  const request = <Output>(
    command: RestCommand<Output, unknown>,
    token: string | null,
  ): Promise<Output> => transport.request(describeCommand(command), command, token);

  async function bearer(callOptions: CallOptions = {}): Promise<BearerChoice | null> {
    const tokens = await store.get();
    return bearerFor({
      userToken: tokens.accessToken,
      userTokenValid: sessionState(tokens, now()) === 'authenticated',
      staticToken: options.staticToken ?? null,
      optOut: callOptions.optOutOfStaticToken,
    });
  }

  /** One refresh at a time per instance: Directus rotates the refresh token, a second would fail. */
  function refresh(): Promise<SessionTokens> {
    refreshing ??= refreshTokens({ ...options, request, log, now }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function ensureFresh(): Promise<SessionState> {
    const tokens = await store.get();
    if (
      !autoRefresh ||
      !store.writable ||
      !tokens.refreshToken ||
      !isExpired(tokens.expiresAt, now())
    )
      return sessionState(tokens, now());
    try {
      await refresh();
    } catch {
      // Already logged; the refresh token is cleared and the failure handler has run.
    }
    return sessionState(await store.get(), now());
  }

  async function call<Output>(
    command: RestCommand<Output, AnySchema>,
    callOptions: CallOptions = {},
  ): Promise<Output> {
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
      const reason =
        error instanceof CmsError ? `${error.statusCode} ${error.statusMessage}` : String(error);
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
      return {
        state: sessionState(tokens, t),
        expiresAt: tokens.expiresAt,
        remainingMs: remainingMs(tokens.expiresAt, t),
      };
    },

    async login(credentials) {
      await store.clear();
      user = null;
      await store.set(await loginTokens({ request, log, now }, credentials));
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

    ...accountOperations({ url, transport, request, call }),

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
