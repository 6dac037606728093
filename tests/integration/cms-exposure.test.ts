import { describe, expect, inject, it } from 'vitest';

/**
 * What Directus tells callers about itself (services/cms/extensions/rental-hardening):
 * no X-Powered-By, API specifications for administrators only, server info without a user
 * cut to the branding Studio's sign-in page shows.
 */
const cms = () => inject('cms');

async function adminToken(): Promise<string> {
  const res = await fetch(`${cms().url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cms().adminEmail, password: cms().adminPassword }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

const get = (path: string, token?: string) =>
  fetch(`${cms().url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('Directus to anonymous callers', () => {
  it.each([
    '/server/ping',
    '/server/info',
    '/server/specs/oas',
    '/items/flota?limit=1',
    '/admin/login',
    '/nothing-here',
  ])('%s has no X-Powered-By', async (path) => {
    const res = await get(path);
    await res.arrayBuffer();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it.each(['/server/specs/oas', '/server/specs/graphql', '/server/specs/graphql/system'])(
    '%s is refused to anyone and to the site token, given to an administrator',
    async (path) => {
      expect((await get(path)).status).toBe(403);
      expect((await get(path, cms().siteToken)).status).toBe(403);
      expect((await get(path, await adminToken())).status).toBe(200);
    },
  );

  it('server info without a user is the project branding only (what the sign-in page shows)', async () => {
    const anonymous = (await (await get('/server/info')).json()) as {
      data: Record<string, unknown>;
    };
    expect(Object.keys(anonymous.data)).toEqual(['project']);
    const staff = (await (await get('/server/info', await adminToken())).json()) as {
      data: Record<string, unknown>;
    };
    expect(staff.data).toHaveProperty('version');
  });
});
