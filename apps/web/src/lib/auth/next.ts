import 'server-only';
import { cookies } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import { readServerConfig } from '../config/server.ts';
import { createAuth, type Auth, type AuthOptions, type AuthUser } from './auth.ts';
import { authSettings, type AuthSettings } from './settings.ts';
import {
  applyCookieWrites,
  cookieTokenStore,
  navigationCookieJar,
  type TokenStore,
} from './store.ts';

/** The auth module wired to Next.js: for a future signed-in area (visitors are anonymous, SPEC §6; docs/auth.md). */

type Extras = Pick<AuthOptions, 'onRefreshFailure' | 'userQuery' | 'log'>;

/**
 * The auth cookies' names and flags, auto-refresh and auto-fetch, from the runtime settings.
 * @public the signed-in area's API (docs/auth.md), not mounted yet
 */
export function configuredAuthSettings(): AuthSettings {
  return authSettings(readServerConfig());
}

/**
 * createAuth with DIRECTUS_URL, the static DIRECTUS_TOKEN, CMS_TIMEOUT_MS and the AUTH_* settings.
 * @public the signed-in area's API (docs/auth.md), not mounted yet
 */
export function configuredAuth<User extends AuthUser = AuthUser>(
  store: TokenStore,
  extras: Extras = {},
): Auth<User> {
  const config = readServerConfig();
  const settings = authSettings(config);
  return createAuth<User>({
    url: config.DIRECTUS_URL,
    staticToken: config.DIRECTUS_TOKEN,
    timeoutMs: config.CMS_TIMEOUT_MS,
    store,
    autoRefresh: settings.autoRefresh,
    autoFetchUser: settings.autoFetchUser,
    ...extras,
  });
}

/**
 * The tokens in this request's cookies; `writable: false` in a Server Component, where Next
 * forbids setting cookies (the proxy refreshed the session already).
 * @public the signed-in area's API (docs/auth.md), not mounted yet
 */
export async function nextCookieTokenStore(options: { writable: boolean }): Promise<TokenStore> {
  const { names, options: cookie } = configuredAuthSettings();
  return cookieTokenStore(await cookies(), { names, options: cookie, writable: options.writable });
}

/**
 * An auth instance over this request's cookies.
 * @public the signed-in area's API (docs/auth.md), not mounted yet
 */
export async function requestAuth<User extends AuthUser = AuthUser>(
  options: { writable: boolean } & Extras,
): Promise<Auth<User>> {
  const { writable, ...extras } = options;
  return configuredAuth<User>(await nextCookieTokenStore({ writable }), extras);
}

/**
 * SPEC §6 "before page navigation", for the proxy: refreshes an expired session into the
 * request (the page sees it) and `apply`s it to the response. No backend call when the session
 * is anonymous or valid, or AUTH_AUTO_REFRESH is off.
 */
export async function refreshBeforeNavigation(
  request: NextRequest,
  extras: Extras = {},
): Promise<{ changed: boolean; apply<R extends NextResponse>(response: R): R }> {
  const settings = configuredAuthSettings();
  const { jar, writes } = navigationCookieJar(request);
  await configuredAuth(
    cookieTokenStore(jar, { names: settings.names, options: settings.options }),
    extras,
  ).ensureFresh();
  return { changed: writes.size > 0, apply: (response) => applyCookieWrites(response, writes) };
}
