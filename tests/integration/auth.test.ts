import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NextRequest, NextResponse } from 'next/server.js';
import { readItems, readMe } from '@directus/sdk';
import { cookieNames, cookieOptions } from '@rental/domain/auth/session';
import { LOGIN_FAILED_MESSAGE } from '../../apps/web/src/lib/auth/auth.ts';
import {
  applyCookieWrites,
  cookieTokenStore,
  memoryTokenStore,
  navigationCookieJar,
} from '../../apps/web/src/lib/auth/store.ts';
import { CmsError } from '../../apps/web/src/lib/cms/errors.ts';
import {
  createMember,
  directLogout,
  directMe,
  directRefresh,
  mailWithToken,
  MEMBER_FIELDS,
  memberRole,
  siteAuth,
  siteUserId,
  sleep,
  uniqueEmail,
} from './auth-support.ts';
import { admin } from './helpers.ts';
import { mailSubject } from './smtp-sink.ts';

/**
 * The content backend's authentication layer (SPEC §6, §7) against the suite's real Directus:
 * access tokens live AUTH_ACCESS_TOKEN_TTL_S seconds there (global-setup.ts) and e-mails go to
 * the suite's SMTP sink.
 */
describe('login, refresh and logout against Directus', () => {
  it('logs in: tokens and expiry stored, the user loaded with its own token', async () => {
    const member = await createMember();
    const { auth, store } = siteAuth({ userQuery: { fields: MEMBER_FIELDS } });
    const before = Date.now();
    const user = await auth.login({ email: member.email, password: member.password });
    const after = Date.now();

    expect(user).toMatchObject({ id: member.id, email: member.email, role: member.role });
    expect(auth.user).toEqual(user);
    const { accessToken, refreshToken, expiresAt } = store.tokens;
    expect(accessToken).toMatch(/^ey/);
    expect(refreshToken).toBeTruthy();
    // now + the returned `expires`, which is Directus' access-token lifetime.
    const ttl = inject('auth').accessTokenTtlMs;
    expect(expiresAt).toBeGreaterThanOrEqual(before + ttl);
    expect(expiresAt).toBeLessThanOrEqual(after + ttl);
    expect(await auth.session()).toMatchObject({ state: 'authenticated' });
    expect(await directMe(accessToken as string)).toMatchObject({ status: 200, id: member.id });
  });

  it("refuses wrong credentials with the SPEC's message and Directus' status, leaving no tokens", async () => {
    const member = await createMember();
    const { auth, store } = siteAuth();
    await auth.login({ email: member.email, password: member.password });
    const error = await auth
      .login({ email: member.email, password: 'not-the-password' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).message).toBe(LOGIN_FAILED_MESSAGE);
    expect((error as CmsError).statusCode).toBe(401);
    expect(store.tokens).toEqual({ accessToken: null, refreshToken: null, expiresAt: null });
  });

  it('refreshes: new tokens, the old refresh token spent at Directus', async () => {
    const member = await createMember();
    const { auth, store } = siteAuth();
    await auth.login({ email: member.email, password: member.password });
    const first = store.tokens;
    await sleep(1100); // a new token differs from the old one only if issued in another second
    const next = await auth.refresh();

    expect(store.tokens).toEqual(next);
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.expiresAt).toBeGreaterThan(first.expiresAt as number);
    expect(await directMe(next.accessToken as string)).toMatchObject({
      status: 200,
      id: member.id,
    });
    expect(await directRefresh(first.refreshToken as string)).toBe(401);
  });

  it('logs out: the session revoked at Directus, tokens cleared, the user emptied and re-fetched (none)', async () => {
    const member = await createMember();
    const { auth, store } = siteAuth();
    await auth.login({ email: member.email, password: member.password });
    const { refreshToken } = store.tokens;
    expect(auth.user).not.toBeNull();

    await auth.logout();

    expect(store.tokens).toEqual({ accessToken: null, refreshToken: null, expiresAt: null });
    expect(auth.user).toBeNull();
    expect(await auth.currentUser()).toBeNull();
    expect(await auth.session()).toEqual({ state: 'anonymous', expiresAt: null, remainingMs: 0 });
    expect(await directRefresh(refreshToken as string)).toBe(401);
  });

  it('on first load fetches the user when configured and a token exists; not when switched off', async () => {
    const member = await createMember();
    const signIn = siteAuth();
    await signIn.auth.login({ email: member.email, password: member.password });
    // The next request: a fresh instance over the same (cookie) tokens, holding no user.
    const on = siteAuth({ store: memoryTokenStore(signIn.store.tokens) });
    expect(on.auth.user).toBeNull();
    expect(await on.auth.init()).toMatchObject({ id: member.id });
    const off = siteAuth({ store: memoryTokenStore(signIn.store.tokens), autoFetchUser: false });
    expect(await off.auth.init()).toBeNull();
    expect(off.auth.user).toBeNull();
  });

  it('reads the current user with fields (only those come back)', async () => {
    const member = await createMember();
    const { auth } = siteAuth();
    await auth.login({ email: member.email, password: member.password });
    expect(await auth.currentUser({ fields: ['email', 'first_name'] })).toEqual({
      email: member.email,
      first_name: 'Ana',
    });
  });

  it('a failed user fetch is only logged ("Couldn\'t fetch user")', async () => {
    const { auth, lines } = siteAuth({
      store: memoryTokenStore({
        accessToken: 'not-a-token',
        refreshToken: null,
        expiresAt: Date.now() + 60_000,
      }),
    });
    await expect(auth.currentUser()).resolves.toBeNull();
    expect(lines.some((l) => l.includes("Couldn't fetch user") && l.includes('401'))).toBe(true);
  });
});

describe('expiry and auto-refresh (short access-token lifetime)', () => {
  it(
    'a token Directus issued expires after its lifetime; the next call refreshes first and goes as the user',
    { timeout: 120_000 },
    async () => {
      const member = await createMember();
      const failures: CmsError[] = [];
      const { auth, store } = siteAuth({ onRefreshFailure: (e) => void failures.push(e) });
      await auth.login({ email: member.email, password: member.password });
      const expired = store.tokens;

      await sleep(Math.max(0, (expired.expiresAt as number) - Date.now()) + 1500);

      // Both sides agree it is over: our state machine and Directus itself.
      expect(await auth.session()).toEqual({
        state: 'expired',
        expiresAt: expired.expiresAt,
        remainingMs: 0,
      });
      expect(await directMe(expired.accessToken as string)).toMatchObject({
        status: 401,
        code: 'TOKEN_EXPIRED',
      });

      // Auto-refresh off: the expired token is not sent; the call falls back to the static token.
      const noRefresh = siteAuth({ store: memoryTokenStore(expired), autoRefresh: false });
      expect(await noRefresh.auth.call(readMe({ fields: ['id'] }))).toEqual({
        id: await siteUserId(),
      });

      // Auto-refresh on: refreshed before the call, which then carries the user's new token.
      expect(await auth.call(readMe({ fields: ['id', 'email'] }))).toEqual({
        id: member.id,
        email: member.email,
      });
      expect(store.tokens.accessToken).not.toBe(expired.accessToken);
      expect(store.tokens.refreshToken).not.toBe(expired.refreshToken);
      expect((await auth.session()).state).toBe('authenticated');
      expect(failures).toEqual([]);
    },
  );

  it('before page navigation: the proxy refreshes from the request cookies and hands the new ones to page and browser', async () => {
    const member = await createMember();
    const signIn = siteAuth();
    await signIn.auth.login({ email: member.email, password: member.password });
    const { accessToken, refreshToken } = signIn.store.tokens;
    await sleep(1100); // a new token differs from the old one only if issued in another second
    const names = cookieNames({ prefix: 'auth' });
    const options = cookieOptions({ maxAgeSeconds: 3600 }, { local: false });
    // The browser's cookies say the access token ran out a second ago.
    const request = new NextRequest('https://www.example.com/es/cuenta', {
      headers: {
        cookie: `${names.accessToken}=${accessToken}; ${names.refreshToken}=${refreshToken}; ${names.expiresAt}=${Date.now() - 1000}`,
      },
    });
    const { jar, writes } = navigationCookieJar(request);
    const { auth } = siteAuth({ store: cookieTokenStore(jar, { names, options }) });

    expect(await auth.ensureFresh()).toBe('authenticated');

    const fresh = request.cookies.get(names.accessToken)?.value as string;
    expect(fresh).not.toBe(accessToken);
    expect(await directMe(fresh)).toMatchObject({ status: 200, id: member.id });
    const setCookies = applyCookieWrites(
      NextResponse.next({ request: { headers: request.headers } }),
      writes,
    ).headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith(`${names.accessToken}=${fresh};`))).toMatch(
      /HttpOnly/,
    );
    expect(setCookies.find((c) => c.startsWith(`${names.refreshToken}=`))).not.toContain(
      refreshToken as string,
    );
    expect(setCookies.some((c) => c.startsWith(`${names.expiresAt}=`))).toBe(true);
  });

  it('a revoked refresh token: the refresh fails, the refresh token is cleared and the failure handler runs', async () => {
    const member = await createMember();
    const failures: CmsError[] = [];
    const { auth, store } = siteAuth({ onRefreshFailure: (e) => void failures.push(e) });
    await auth.login({ email: member.email, password: member.password });
    // Signed out elsewhere, and the access token has run out (its expiry set back here).
    await directLogout(store.tokens.refreshToken as string);
    await store.set({ expiresAt: Date.now() - 1 });

    // The call still happens, with the static token, as the refresh failed.
    const cars = await auth.call(readItems('flota', { fields: ['id'], limit: 1 }));
    expect(cars).toHaveLength(1);

    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(CmsError);
    expect(failures[0].statusCode).toBe(401);
    expect(store.tokens.refreshToken).toBeNull();
    expect(store.tokens.accessToken).not.toBeNull();
    expect((await auth.session()).state).toBe('expired');
    // With no refresh token left, later calls do not try again.
    await auth.call(readItems('flota', { fields: ['id'], limit: 1 }));
    expect(failures).toHaveLength(1);
    await expect(auth.refresh()).rejects.toMatchObject({ statusCode: 401 });
    expect(failures).toHaveLength(2);
  });
});

describe('static token fallback', () => {
  it("anonymous calls carry the site's static token; opting out calls as the public", async () => {
    const { auth } = siteAuth();
    expect(await auth.bearer()).toEqual({ token: inject('cms').siteToken, kind: 'static' });
    expect(await auth.call(readItems('flota', { fields: ['id'], limit: 1 }))).toHaveLength(1);
    expect(await auth.call(readMe({ fields: ['id'] }))).toEqual({ id: await siteUserId() });

    expect(await auth.bearer({ optOutOfStaticToken: true })).toBeNull();
    const error = await auth
      .call(readItems('flota', { fields: ['id'], limit: 1 }), { optOutOfStaticToken: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).statusCode).toBe(403);
  });

  it("a signed-in user's valid token wins over the static token, opted out or not", async () => {
    const member = await createMember();
    const { auth } = siteAuth();
    await auth.login({ email: member.email, password: member.password });
    expect((await auth.bearer())?.kind).toBe('user');
    expect(await auth.call(readMe({ fields: ['id'] }))).toEqual({ id: member.id });
    expect(await auth.call(readMe({ fields: ['id'] }), { optOutOfStaticToken: true })).toEqual({
      id: member.id,
    });
    // The member may not read the fleet: the call went as the member, not as the site.
    await expect(auth.call(readItems('flota', { fields: ['id'], limit: 1 }))).rejects.toMatchObject(
      { statusCode: 403 },
    );
  });
});

describe('e-mail flows (through the SMTP sink)', () => {
  let settingsBefore: Record<string, unknown>;

  beforeAll(async () => {
    settingsBefore = await (
      await admin()
    ).get(
      '/settings?fields=public_registration,public_registration_role,public_registration_verify_email',
    );
  });

  afterAll(async () => {
    await (await admin()).patch('/settings', settingsBefore);
  });

  it('registration: refused while public registration is off; then e-mail verification, then login', async () => {
    const { auth } = siteAuth();
    const urls = inject('auth').urls;
    const email = uniqueEmail('register');
    await (await admin()).patch('/settings', { public_registration: false });
    await expect(auth.register({ email, password: 'reg-Password-1' })).rejects.toMatchObject({
      statusCode: 403,
    });

    const role = await memberRole();
    await (
      await admin()
    ).patch('/settings', {
      public_registration: true,
      public_registration_role: role,
      public_registration_verify_email: true,
    });
    await auth.register({
      email,
      password: 'reg-Password-1',
      first_name: 'Rita',
      verificationUrl: urls.register,
    });

    const { mail, link, token } = await mailWithToken(email, urls.register);
    expect(mailSubject(mail.raw)).toMatch(/verify/i);
    expect(`${link.origin}${link.pathname}`).toBe(urls.register);
    // Not verified yet: Directus will not let the user in.
    await expect(auth.login({ email, password: 'reg-Password-1' })).rejects.toThrow(
      LOGIN_FAILED_MESSAGE,
    );

    await auth.verifyRegistration(token);
    expect(await auth.login({ email, password: 'reg-Password-1' })).toMatchObject({
      email,
      first_name: 'Rita',
      role,
      status: 'active',
    });
  });

  it('invite: only a caller allowed to create users may invite; the invitee accepts from the e-mail and signs in', async () => {
    const urls = inject('auth').urls;
    const role = await memberRole();
    const email = uniqueEmail('invitee');

    // The site's static token may not create users. Directus answers such an invite as if it
    // had worked (it does not say whether the caller was allowed), but no one is invited.
    await siteAuth().auth.invite(email, role, urls.invite);
    await expect(mailWithToken(email, urls.invite, 3000).catch(() => null)).resolves.toBeNull();
    expect(
      await (
        await admin()
      ).get(
        `/users?filter=${encodeURIComponent(JSON.stringify({ email: { _eq: email } }))}&fields=id`,
      ),
    ).toEqual([]);

    const staff = siteAuth();
    const cms = inject('cms');
    await staff.auth.login({ email: cms.adminEmail, password: cms.adminPassword });
    await staff.auth.invite(email, role, urls.invite);

    const { link, token } = await mailWithToken(email, urls.invite);
    expect(`${link.origin}${link.pathname}`).toBe(urls.invite);
    const invitee = siteAuth();
    await invitee.auth.acceptInvite(token, 'invited-Password-1');
    expect(await invitee.auth.login({ email, password: 'invited-Password-1' })).toMatchObject({
      email,
      role,
      status: 'active',
    });
    // An invite is accepted once.
    await expect(invitee.auth.acceptInvite(token, 'again-Password-1')).rejects.toBeInstanceOf(
      CmsError,
    );
  });

  it('password reset: the e-mailed token sets a new password once; the old one stops working', async () => {
    const urls = inject('auth').urls;
    const member = await createMember('old-Password-1');
    const { auth } = siteAuth();
    await auth.requestPasswordReset(member.email, urls.reset);

    const { link, token } = await mailWithToken(member.email, urls.reset);
    expect(`${link.origin}${link.pathname}`).toBe(urls.reset);
    await auth.resetPassword(token, 'new-Password-2');

    await expect(auth.login({ email: member.email, password: 'old-Password-1' })).rejects.toThrow(
      LOGIN_FAILED_MESSAGE,
    );
    expect(await auth.login({ email: member.email, password: 'new-Password-2' })).toMatchObject({
      id: member.id,
    });
    await expect(auth.resetPassword(token, 'third-Password-3')).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('a reset for an unknown address sends nothing and does not say so', async () => {
    const { auth } = siteAuth();
    const email = uniqueEmail('nobody');
    await expect(
      auth.requestPasswordReset(email, inject('auth').urls.reset),
    ).resolves.toBeUndefined();
    // Directus stalls the answer and sends (if anything) before answering; give it a moment more.
    await expect(
      mailWithToken(email, inject('auth').urls.reset, 3000).catch(() => null),
    ).resolves.toBeNull();
  });
});

describe('social login', () => {
  it("is a browser redirect to Directus' /auth/login/{provider} with the return address", () => {
    const { auth } = siteAuth();
    const url = new URL(auth.socialLoginUrl('google', 'https://www.example.com/es/cuenta'));
    expect(`${url.origin}${url.pathname}`).toBe(`${inject('cms').url}/auth/login/google`);
    expect(url.searchParams.get('redirect')).toBe('https://www.example.com/es/cuenta');
  });
});
