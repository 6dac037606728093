import { expect, test } from '@playwright/test';
import { stackInfo } from './stack-info.ts';

// The default AUTH_COOKIE_PREFIX ('auth').
const NAMES = {
  access: 'auth_access_token',
  refresh: 'auth_refresh_token',
  expires: 'auth_expires_at',
};

/** Signs the stack's administrator in at Directus, as a future signed-in area would, and returns the tokens. */
async function signIn() {
  const info = await stackInfo();
  const response = await fetch(`${info.cms}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: info.admin, password: info.password, mode: 'json' }),
  });
  const { data } = (await response.json()) as {
    data: { access_token: string; refresh_token: string };
  };
  return { cms: info.cms, ...data };
}

test.describe('content-backend session (SPEC §6)', () => {
  test('an expired session is refreshed before the page renders; the browser keeps the new tokens', async ({
    page,
    context,
    baseURL,
  }) => {
    const { cms, refresh_token } = await signIn();
    const url = baseURL!;
    await context.addCookies([
      { name: NAMES.access, value: 'expired-access-token', url },
      { name: NAMES.refresh, value: refresh_token, url },
      { name: NAMES.expires, value: String(Date.now() - 60_000), url },
    ]);
    const response = await page.goto('/flota');
    expect(response?.status()).toBe(200);
    const jar = Object.fromEntries((await context.cookies(url)).map((c) => [c.name, c.value]));
    expect(jar[NAMES.access]).not.toBe('expired-access-token');
    expect(jar[NAMES.refresh]).not.toBe(refresh_token);
    expect(Number(jar[NAMES.expires])).toBeGreaterThan(Date.now());
    // The new access token is Directus' own; the old refresh token was spent (Directus rotates it).
    const me = await fetch(`${cms}/users/me?fields=email`, {
      headers: { authorization: `Bearer ${jar[NAMES.access]}` },
    });
    expect(me.status).toBe(200);
    const reuse = await fetch(`${cms}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token, mode: 'json' }),
    });
    expect(reuse.status).toBe(401);
  });

  test('a valid or absent session costs nothing: no cookies are set', async ({
    page,
    context,
    baseURL,
  }) => {
    const response = await page.goto('/flota');
    expect(response?.headers()['set-cookie'] ?? '').not.toContain('auth_');
    expect((await context.cookies(baseURL!)).filter((c) => c.name.startsWith('auth_'))).toEqual([]);
  });
});
