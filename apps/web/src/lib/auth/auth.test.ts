import { describe, expect, it } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { cookieNames, cookieOptions } from '@rental/domain/auth/session';
import { readServerConfig } from '../config/server.ts';
import { CmsError } from '../cms/errors.ts';
import { createAuth, LOGIN_FAILED_MESSAGE, type AuthOptions } from './auth.ts';
import { authSettings } from './settings.ts';
import {
  applyCookieWrites,
  cookieTokenStore,
  memoryTokenStore,
  navigationCookieJar,
  type CookieJar,
} from './store.ts';
import { clientSessionAt } from './use-session.ts';

/**
 * The auth module's own decisions with a scripted backend (the behaviour against the real
 * Directus is in tests/integration/auth.test.ts): what it sends, what it stores, what it
 * refuses. Each route responds as the test scripts; every request is recorded.
 */
const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);
const URL_ = 'http://cms.test';

type Route = (
  body: Record<string, unknown> | null,
  auth: string | null,
) => { status: number; json?: unknown };
interface Seen {
  method: string;
  path: string;
  search: string;
  auth: string | null;
  body: Record<string, unknown> | null;
}

function fakeDirectus(routes: Record<string, Route>) {
  const seen: Seen[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    seen.push({
      method,
      path: url.pathname,
      search: url.search,
      auth: headers.get('authorization'),
      body,
    });
    const route = routes[`${method} ${url.pathname}`];
    const reply = route
      ? route(body, headers.get('authorization'))
      : { status: 404, json: { errors: [{ message: 'Route not found' }] } };
    if (reply.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(reply.json ?? {}), {
      status: reply.status,
      statusText: reply.status === 401 ? 'Unauthorized' : reply.status === 200 ? 'OK' : 'Error',
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchFn, seen };
}

const okLogin: Route = () => ({
  status: 200,
  json: { data: { access_token: 'acc-1', refresh_token: 'ref-1', expires: 900_000 } },
});
const me: Route = (_b, auth) =>
  auth === 'Bearer acc-1' || auth === 'Bearer acc-2'
    ? { status: 200, json: { data: { id: 'u1', email: 'ana@example.com' } } }
    : { status: 401, json: { errors: [{ message: 'Invalid user credentials.' }] } };

function setup(routes: Record<string, Route>, options: Partial<AuthOptions> = {}) {
  const backend = fakeDirectus(routes);
  const store = memoryTokenStore();
  const lines: string[] = [];
  let now = NOW;
  const auth = createAuth({
    url: URL_,
    staticToken: 'static-token',
    store,
    fetch: backend.fetch,
    log: (l) => lines.push(l),
    now: () => now,
    ...options,
  });
  return {
    auth,
    store: (options.store as typeof store | undefined) ?? store,
    seen: backend.seen,
    lines,
    advance: (ms: number) => (now += ms),
  };
}

describe('login', () => {
  it('clears old tokens, stores the new ones with expiry = now + expires, then loads the user with the configured query', async () => {
    const { auth, store, seen } = setup(
      { 'POST /auth/login': okLogin, 'GET /users/me': me },
      { userQuery: { fields: ['id', 'email'] } },
    );
    await store.set({ accessToken: 'old', refreshToken: 'old-ref', expiresAt: NOW + 5 });
    const user = await auth.login({ email: 'ana@example.com', password: 'secret' });
    expect(store.tokens).toEqual({
      accessToken: 'acc-1',
      refreshToken: 'ref-1',
      expiresAt: NOW + 900_000,
    });
    expect(user).toEqual({ id: 'u1', email: 'ana@example.com' });
    expect(auth.user).toEqual(user);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      auth: null,
      body: { email: 'ana@example.com', password: 'secret', mode: 'json' },
    });
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/users/me', auth: 'Bearer acc-1' });
    expect(new URLSearchParams(seen[1].search).get('fields')).toBe('id,email');
  });

  it("fails with the SPEC's message, keeping the backend's status, and the old tokens are gone", async () => {
    const { auth, store, lines } = setup({
      'POST /auth/login': () => ({
        status: 401,
        json: { errors: [{ message: 'Invalid user credentials.' }] },
      }),
    });
    await store.set({ accessToken: 'old', refreshToken: 'old-ref', expiresAt: NOW + 5 });
    const error = await auth
      .login({ email: 'ana@example.com', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).message).toBe(LOGIN_FAILED_MESSAGE);
    expect((error as CmsError).statusCode).toBe(401);
    expect(store.tokens).toEqual({ accessToken: null, refreshToken: null, expiresAt: null });
    expect(lines.some((l) => l.includes('401 Unauthorized'))).toBe(true);
  });

  it('fails when the response has no access token, storing nothing', async () => {
    const { auth, store } = setup({
      'POST /auth/login': () => ({
        status: 200,
        json: { data: { refresh_token: 'ref-1', expires: 900_000 } },
      }),
    });
    await expect(auth.login({ email: 'ana@example.com', password: 'secret' })).rejects.toThrow(
      LOGIN_FAILED_MESSAGE,
    );
    expect(store.tokens).toEqual({ accessToken: null, refreshToken: null, expiresAt: null });
  });

  it('sends the one-time password when given', async () => {
    const { auth, seen } = setup({ 'POST /auth/login': okLogin, 'GET /users/me': me });
    await auth.login({ email: 'ana@example.com', password: 'secret', otp: '123456' });
    expect(seen[0].body).toMatchObject({ otp: '123456' });
  });
});

describe('the user', () => {
  it('a failed user fetch is only logged, as "Couldn\'t fetch user"', async () => {
    const { auth, store, lines } = setup({
      'GET /users/me': () => ({ status: 500, json: { errors: [{ message: 'boom' }] } }),
    });
    await store.set({ accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: NOW + 60_000 });
    await expect(auth.currentUser()).resolves.toBeNull();
    expect(lines.some((l) => l.includes("Couldn't fetch user"))).toBe(true);
  });

  it('is never asked for with the static token: signed out means no call and no user', async () => {
    const { auth, seen } = setup({ 'GET /users/me': me });
    await expect(auth.currentUser()).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it('sends fields, filter and deep to /users/me', async () => {
    const { auth, store, seen } = setup({ 'GET /users/me': me });
    await store.set({ accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: NOW + 60_000 });
    await auth.currentUser({
      fields: ['id', 'role.name'],
      filter: { status: { _eq: 'active' } },
      deep: { role: { _limit: 1 } },
    });
    const params = new URLSearchParams(seen[0].search);
    expect(params.get('fields')).toBe('id,role.name');
    expect(JSON.parse(params.get('filter') as string)).toEqual({ status: { _eq: 'active' } });
    expect(JSON.parse(params.get('deep') as string)).toEqual({ role: { _limit: 1 } });
  });

  it('on first load: fetched only when configured, a token exists and no user is held', async () => {
    const off = setup({ 'GET /users/me': me }, { autoFetchUser: false });
    await off.store.set({ accessToken: 'acc-1', expiresAt: NOW + 60_000 });
    await expect(off.auth.init()).resolves.toBeNull();
    expect(off.seen).toEqual([]);

    const noToken = setup({ 'GET /users/me': me });
    await expect(noToken.auth.init()).resolves.toBeNull();
    expect(noToken.seen).toEqual([]);

    const on = setup({ 'GET /users/me': me });
    await on.store.set({ accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: NOW + 60_000 });
    await expect(on.auth.init()).resolves.toEqual({ id: 'u1', email: 'ana@example.com' });
    await on.auth.init();
    expect(on.seen).toHaveLength(1);
  });
});

describe('refresh and calls', () => {
  const refreshOk: Route = (body) =>
    body?.refresh_token === 'ref-1'
      ? {
          status: 200,
          json: { data: { access_token: 'acc-2', refresh_token: 'ref-2', expires: 900_000 } },
        }
      : { status: 401, json: { errors: [{ message: 'Invalid user credentials.' }] } };

  it('two calls at once on an expired session refresh once (Directus rotates the refresh token)', async () => {
    const { auth, store, seen } = setup({ 'POST /auth/refresh': refreshOk, 'GET /users/me': me });
    await store.set({ accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: NOW - 1 });
    await Promise.all([auth.ensureFresh(), auth.ensureFresh()]);
    expect(seen.filter((s) => s.path === '/auth/refresh')).toHaveLength(1);
    expect(store.tokens).toEqual({
      accessToken: 'acc-2',
      refreshToken: 'ref-2',
      expiresAt: NOW + 900_000,
    });
  });

  it('does not refresh when auto-refresh is off: the call falls back to the static token', async () => {
    const { auth, store, seen } = setup(
      { 'POST /auth/refresh': refreshOk, 'GET /users/me': me },
      { autoRefresh: false },
    );
    await store.set({ accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: NOW - 1 });
    expect(await auth.ensureFresh()).toBe('expired');
    expect(await auth.bearer()).toEqual({ token: 'static-token', kind: 'static' });
    expect(seen).toEqual([]);
  });

  it('a refresh whose response has no access token fails: refresh token cleared, handler run', async () => {
    const failures: CmsError[] = [];
    const { auth, store } = setup(
      { 'POST /auth/refresh': () => ({ status: 200, json: { data: { expires: 1000 } } }) },
      { onRefreshFailure: (e) => void failures.push(e) },
    );
    await store.set({ accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: NOW - 1 });
    await expect(auth.refresh()).rejects.toBeInstanceOf(CmsError);
    expect(store.tokens.refreshToken).toBeNull();
    expect(failures).toHaveLength(1);
  });

  it('never refreshes through a read-only store (a Server Component): the result could not be saved', async () => {
    const jar = mapJar({
      auth_access_token: 'acc-1',
      auth_refresh_token: 'ref-1',
      auth_expires_at: String(NOW - 1),
    });
    const store = cookieTokenStore(jar, {
      names: cookieNames({ prefix: 'auth' }),
      options: cookieOptions({ maxAgeSeconds: 60 }, { local: false }),
      writable: false,
    });
    const { auth, seen } = setup({ 'POST /auth/refresh': refreshOk }, { store });
    expect(await auth.ensureFresh()).toBe('expired');
    expect(seen).toEqual([]);
    await expect(auth.refresh()).rejects.toThrow('read-only');
  });

  it('logout clears the tokens and the user even when the backend call fails, and reports the failure', async () => {
    const { auth, store } = setup({
      'POST /auth/login': okLogin,
      'GET /users/me': me,
      'POST /auth/logout': () => ({ status: 503, json: { errors: [{ message: 'down' }] } }),
    });
    await auth.login({ email: 'ana@example.com', password: 'secret' });
    await expect(auth.logout()).rejects.toBeInstanceOf(CmsError);
    expect(store.tokens).toEqual({ accessToken: null, refreshToken: null, expiresAt: null });
    expect(auth.user).toBeNull();
  });
});

describe('social login', () => {
  it('is a browser redirect to /auth/login/{provider} with the return address', () => {
    const { auth } = setup({});
    expect(auth.socialLoginUrl('google', 'https://www.example.com/es/cuenta?x=1')).toBe(
      'http://cms.test/auth/login/google?redirect=https%3A%2F%2Fwww.example.com%2Fes%2Fcuenta%3Fx%3D1',
    );
    expect(() => auth.socialLoginUrl('../admin', '/')).toThrow(TypeError);
  });
});

function mapJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const sets: { name: string; value: string; options: unknown }[] = [];
  const jar: CookieJar & { values: Map<string, string>; sets: typeof sets } = {
    values,
    sets,
    get: (name) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    set: (name, value, options) => {
      values.set(name, value);
      sets.push({ name, value, options });
    },
    delete: (name) => values.delete(name),
  };
  return jar;
}

describe('cookies', () => {
  it('the store writes the three cookies with the configured names and flags, and reads them back', async () => {
    const jar = mapJar();
    const names = cookieNames({ prefix: 'site' });
    const options = cookieOptions({ maxAgeSeconds: 3600 }, { local: false });
    const store = cookieTokenStore(jar, { names, options });
    await store.set({ accessToken: 'acc', refreshToken: 'ref', expiresAt: NOW + 1000 });
    expect(jar.sets.map((s) => s.name)).toEqual([
      'site_access_token',
      'site_refresh_token',
      'site_expires_at',
    ]);
    expect(jar.sets.every((s) => JSON.stringify(s.options) === JSON.stringify(options))).toBe(true);
    expect(await cookieTokenStore(jar, { names, options }).get()).toEqual({
      accessToken: 'acc',
      refreshToken: 'ref',
      expiresAt: NOW + 1000,
    });
    await store.set({ refreshToken: null });
    expect(jar.values.has('site_refresh_token')).toBe(false);
    await store.clear();
    expect([...jar.values.keys()]).toEqual([]);
  });

  it('a read-only store refuses writes', async () => {
    const store = cookieTokenStore(mapJar(), {
      names: cookieNames({ prefix: 'a' }),
      options: cookieOptions({ maxAgeSeconds: 60 }, { local: true }),
      writable: false,
    });
    await expect(store.clear()).rejects.toThrow('read-only');
  });

  it('before navigation: writes reach the request (this render) and the response (the browser)', () => {
    const request = new NextRequest('https://www.example.com/es/cuenta', {
      headers: { cookie: 'auth_access_token=old; other=1' },
    });
    const { jar, writes } = navigationCookieJar(request);
    const options = cookieOptions({ maxAgeSeconds: 3600 }, { local: false });
    expect(jar.get('auth_access_token')?.value).toBe('old');
    jar.set('auth_access_token', 'new', options);
    jar.delete('auth_refresh_token');
    expect(request.headers.get('cookie')).toContain('auth_access_token=new');
    const response = applyCookieWrites(
      NextResponse.next({ request: { headers: request.headers } }),
      writes,
    );
    const header = response.headers.getSetCookie().join('\n');
    expect(header).toMatch(
      /auth_access_token=new; Path=\/; Expires=[^;]+; Max-Age=3600; Secure; HttpOnly; SameSite=lax/i,
    );
    expect(header).toMatch(/auth_refresh_token=; Path=\/; Expires=Thu, 01 Jan 1970/i);
  });
});

describe('settings (AUTH_*)', () => {
  const base = { DIRECTUS_URL: 'http://127.0.0.1:8055', DIRECTUS_TOKEN: 'x'.repeat(32) };

  it('default to the `auth` prefix, 7 days, auto-refresh and auto-fetch on; local runs drop httpOnly and Secure', () => {
    const settings = authSettings(readServerConfig(base));
    expect(settings).toEqual({
      names: {
        accessToken: 'auth_access_token',
        refreshToken: 'auth_refresh_token',
        expiresAt: 'auth_expires_at',
      },
      options: { httpOnly: false, secure: false, sameSite: 'lax', path: '/', maxAge: 604_800 },
      autoRefresh: true,
      autoFetchUser: true,
      local: true,
    });
  });

  it('are read from the environment; a public https origin gets httpOnly and Secure cookies', () => {
    const settings = authSettings(
      readServerConfig({
        ...base,
        SITE_URL: 'https://www.example.com',
        AUTH_COOKIE_PREFIX: 'firefly',
        AUTH_COOKIE_MAX_AGE: '3600',
        AUTH_AUTO_REFRESH: 'false',
        AUTH_AUTO_FETCH_USER: '0',
      }),
    );
    expect(settings.names.refreshToken).toBe('firefly_refresh_token');
    expect(settings.options).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 3600,
    });
    expect([settings.autoRefresh, settings.autoFetchUser, settings.local]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['AUTH_COOKIE_PREFIX', 'has space'],
    ['AUTH_COOKIE_MAX_AGE', 'a week'],
    ['AUTH_COOKIE_MAX_AGE', '10'],
    ['AUTH_COOKIE_MAX_AGE', '99999999999'],
    ['AUTH_AUTO_REFRESH', 'maybe'],
    ['AUTH_AUTO_FETCH_USER', 'sometimes'],
  ])('a bad %s (%j) stops the server naming the setting', (name, value) => {
    expect(() => readServerConfig({ ...base, [name]: value })).toThrow(
      new RegExp(`${name}: .*${name}`),
    );
  });
});

describe('the browser hook', () => {
  it('recomputes state and remaining time from the server-given expiry', () => {
    const server = { state: 'authenticated' as const, expiresAt: NOW + 5_000 };
    expect(clientSessionAt(server, NOW)).toEqual({ state: 'authenticated', remainingMs: 5_000 });
    expect(clientSessionAt(server, NOW + 5_000)).toEqual({ state: 'expired', remainingMs: 0 });
    expect(clientSessionAt({ state: 'anonymous', expiresAt: null }, NOW)).toEqual({
      state: 'anonymous',
      remainingMs: 0,
    });
  });
});
