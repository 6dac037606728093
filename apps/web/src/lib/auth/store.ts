import {
  NO_TOKENS,
  parseExpiresAt,
  type AuthCookieNames,
  type AuthCookieOptions,
  type SessionTokens,
} from '@rental/domain/auth/session';

/** Where a session's tokens live between requests (SPEC §6): cookies on the site, memory in tests. */
export interface TokenStore {
  /** False for a Server Component's cookies: Directus rotates the refresh token, so a refresh that cannot be saved would sign the user out. */
  readonly writable: boolean;
  get(): Promise<SessionTokens>;
  /** Writes the given fields; `null` removes one (e.g. `{ refreshToken: null }`). */
  set(tokens: Partial<SessionTokens>): Promise<void>;
  /** Removes all three. */
  clear(): Promise<void>;
}

export function memoryTokenStore(
  initial: Partial<SessionTokens> = {},
): TokenStore & { readonly tokens: SessionTokens } {
  let tokens: SessionTokens = { ...NO_TOKENS, ...initial };
  return {
    writable: true,
    get tokens() {
      return { ...tokens };
    },
    async get() {
      return { ...tokens };
    },
    async set(patch) {
      tokens = { ...tokens, ...patch };
    },
    async clear() {
      tokens = { ...NO_TOKENS };
    },
  };
}

/**
 * The part of a cookie jar the store needs. `await cookies()` from `next/headers` and
 * `NextResponse.cookies` both fit (see `next.ts`); so does a plain Map-backed fake.
 */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: AuthCookieOptions): unknown;
  delete(name: string): unknown;
}

/**
 * The tokens as three cookies with the same flags; writes are also kept here, so a read after
 * a write in the same request sees the new value whatever the jar does.
 */
export function cookieTokenStore(
  jar: CookieJar,
  settings: { names: AuthCookieNames; options: AuthCookieOptions; writable?: boolean },
): TokenStore {
  const { names, options } = settings;
  const written = new Map<keyof SessionTokens, string | null>();
  const read = (key: keyof SessionTokens): string | null => {
    if (written.has(key)) return written.get(key) ?? null;
    const value = jar.get(names[key])?.value;
    return value ? value : null;
  };
  const write = (key: keyof SessionTokens, value: string | null) => {
    written.set(key, value);
    if (value === null) jar.delete(names[key]);
    else jar.set(names[key], value, options);
  };
  const assertWritable = () => {
    if (settings.writable === false)
      throw new Error(
        'These auth cookies are read-only here (a Server Component): change the session in a Server Action, a Route Handler or the proxy',
      );
  };
  return {
    writable: settings.writable !== false,
    async get() {
      return {
        accessToken: read('accessToken'),
        refreshToken: read('refreshToken'),
        expiresAt: parseExpiresAt(read('expiresAt')),
      };
    },
    async set(patch) {
      assertWritable();
      if ('accessToken' in patch) write('accessToken', patch.accessToken ?? null);
      if ('refreshToken' in patch) write('refreshToken', patch.refreshToken ?? null);
      if ('expiresAt' in patch)
        write(
          'expiresAt',
          typeof patch.expiresAt === 'number' ? String(Math.round(patch.expiresAt)) : null,
        );
    },
    async clear() {
      assertWritable();
      for (const key of ['accessToken', 'refreshToken', 'expiresAt'] as const) write(key, null);
    },
  };
}

// --- Before page navigation (the proxy) ---------------------------------------------------------

/** What the proxy's request cookies offer (NextRequest['cookies'] fits). */
export interface RequestCookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string): unknown;
  delete(name: string): unknown;
}

/** What a response's cookies offer (NextResponse['cookies'] fits). */
export interface ResponseCookieJar {
  set(name: string, value: string, options: AuthCookieOptions): unknown;
  delete(name: string): unknown;
}

export type CookieWrite = { value: string; options: AuthCookieOptions } | null;

/** A jar over the proxy's request: a write goes into the request (the page sees it) and into the response (`applyCookieWrites`). */
export function navigationCookieJar(request: { cookies: RequestCookieJar }): {
  jar: CookieJar;
  writes: Map<string, CookieWrite>;
} {
  const writes = new Map<string, CookieWrite>();
  const jar: CookieJar = {
    get: (name) => request.cookies.get(name),
    set: (name, value, options) => {
      request.cookies.set(name, value);
      writes.set(name, { value, options });
    },
    delete: (name) => {
      request.cookies.delete(name);
      writes.set(name, null);
    },
  };
  return { jar, writes };
}

export function applyCookieWrites<R extends { cookies: ResponseCookieJar }>(
  response: R,
  writes: Map<string, CookieWrite>,
): R {
  for (const [name, write] of writes) {
    if (write) response.cookies.set(name, write.value, write.options);
    else response.cookies.delete(name);
  }
  return response;
}
