import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { admin, itConfig } from './helpers.ts';

/** A staff member of `role`, signed in to Directus as Studio does: their own fetch. */
export async function signedIn(role: string) {
  const a = await admin();
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const user = await a.post<{ id: string }>('/users', { email, password, role, status: 'active' });
  const { url } = itConfig();
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { id: user.id, ...asToken(token), remove: () => a.del(`/users/${user.id}`) };
}

/** Calls with a bearer token (a staff member's, or a service's static one): the answer's status. */
export function asToken(token: string) {
  const { url } = itConfig();
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((r) => r.status);
  return { call };
}

/** The id of the setup's flow "Acciones de reserva". */
export async function staffFlowId(): Promise<string> {
  const filter = encodeURIComponent(JSON.stringify({ name: { _eq: 'Acciones de reserva' } }));
  const [flow] = await (await admin()).get<{ id: string }[]>(`/flows?fields=id&filter=${filter}`);
  return flow.id;
}
