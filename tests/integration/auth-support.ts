import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createAuth, type AuthOptions } from '../../apps/web/src/lib/auth/auth.ts';
import { memoryTokenStore, type TokenStore } from '../../apps/web/src/lib/auth/store.ts';
import { admin } from './helpers.ts';
import { linksIn, waitForMail, type SinkMessage } from './smtp-sink.ts';

/**
 * The auth module against the suite's Directus: a role for signed-in members (they may read
 * their own user record and nothing else), members made by the admin, raw calls that show
 * what Directus itself thinks of a token, and the e-mails caught by the SMTP sink.
 */
const MEMBER_ROLE_NAME = 'Auth test member';
export const MEMBER_FIELDS = ['id', 'email', 'first_name', 'last_name', 'status', 'role'];

export const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * The member role (created once): no Studio access (so no licence seat), and read access to
 * users so that /users/me can answer with the member's own fields. Directus 12's Core plan
 * allows no narrower rule (such as `id = $CURRENT_USER` or a field list): see docs/auth.md.
 */
export async function memberRole(): Promise<string> {
  const a = await admin();
  const [existing] = await a.get<{ id: string }[]>(
    `/roles?filter=${encodeURIComponent(JSON.stringify({ name: { _eq: MEMBER_ROLE_NAME } }))}`,
  );
  if (existing) return existing.id;
  const policy = await a.post<{ id: string }>('/policies', {
    name: MEMBER_ROLE_NAME,
    icon: 'person',
    admin_access: false,
    app_access: false,
  });
  await a.post('/permissions', [
    {
      policy: policy.id,
      collection: 'directus_users',
      action: 'read',
      fields: ['*'],
      permissions: {},
      validation: {},
    },
  ]);
  const role = await a.post<{ id: string }>('/roles', { name: MEMBER_ROLE_NAME, icon: 'person' });
  await a.post('/access', { role: role.id, policy: policy.id });
  return role.id;
}

export async function createMember(
  password = 'first-Password-1',
): Promise<{ id: string; email: string; password: string; role: string }> {
  const role = await memberRole();
  const email = uniqueEmail('member');
  const user = await (
    await admin()
  ).post<{ id: string }>('/users', {
    email,
    password,
    role,
    status: 'active',
    first_name: 'Ana',
    last_name: 'Pérez',
  });
  return { id: user.id, email, password, role };
}

/** An auth instance as the site would make one, with a store and log the test can see. */
export type MemoryStore = ReturnType<typeof memoryTokenStore>;
export function siteAuth<S extends TokenStore = MemoryStore>(
  options: Partial<Omit<AuthOptions, 'store'>> & { store?: S } = {},
) {
  const cms = inject('cms');
  const lines: string[] = [];
  const store = (options.store ?? memoryTokenStore()) as S;
  const auth = createAuth({
    url: cms.url,
    staticToken: cms.siteToken,
    log: (l) => lines.push(l),
    ...options,
    store,
  });
  return { auth, store, lines };
}

/** What Directus answers to a refresh token, asked directly. */
export async function directRefresh(refreshToken: string): Promise<number> {
  const res = await fetch(`${inject('cms').url}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, mode: 'json' }),
  });
  await res.body?.cancel();
  return res.status;
}

/** Revokes a session at Directus, as a logout elsewhere (another tab or device) would. */
export async function directLogout(refreshToken: string): Promise<void> {
  const res = await fetch(`${inject('cms').url}/auth/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, mode: 'json' }),
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`logout answered ${res.status}`);
}

/** GET /users/me with exactly this token: status and the error code or the user's id. */
export async function directMe(
  token: string,
): Promise<{ status: number; code?: string; id?: string }> {
  const res = await fetch(`${inject('cms').url}/users/me?fields=id`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json().catch(() => null)) as {
    data?: { id: string };
    errors?: { extensions?: { code?: string } }[];
  } | null;
  return { status: res.status, code: body?.errors?.[0]?.extensions?.code, id: body?.data?.id };
}

export async function siteUserId(): Promise<string> {
  const [user] = await (
    await admin()
  ).get<{ id: string }[]>(
    `/users?filter=${encodeURIComponent(JSON.stringify({ email: { _eq: 'website@example.com' } }))}&fields=id`,
  );
  return user.id;
}

/** The e-mail to `to` whose link starts with `linkPrefix`, and that link's token. */
export async function mailWithToken(
  to: string,
  linkPrefix: string,
  timeoutMs = 15_000,
): Promise<{ mail: SinkMessage; link: URL; token: string }> {
  const mail = await waitForMail(
    inject('auth').mailDir,
    (m) => m.to.includes(to) && linksIn(m.raw, linkPrefix).length > 0,
    timeoutMs,
  );
  const link = linksIn(mail.raw, linkPrefix)[0];
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`The link ${link} carries no token`);
  return { mail, link, token };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
