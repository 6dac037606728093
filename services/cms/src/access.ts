import type { AdminClient } from './admin-client.ts';
import { CONTENT_COLLECTIONS, TRANSACTIONAL_COLLECTIONS } from '@rental/content-model/model';

/**
 * The site's identity in Directus: one policy with collection-level grants only (Directus
 * Core drops permissions with field, row or validation rules), a role carrying it, and a
 * service user whose static token the site sends. What the role may write in reservations
 * and payments is narrowed to what the site's code writes by the website-guard hook
 * (services/cms/extensions/website-guard, keyed on SITE_ROLE_NAME). Least privilege: read content and files; create, read and update
 * reservations and payments (the server charges the amount stored on a reservation, finds a
 * retried booking by its idempotency key and a reservation for pre-check-in, so it must read
 * them back; the token never leaves the site's server); create and update pre-check-ins but
 * never read them, so the drivers' document numbers are visible to staff only; create
 * corporate leads; nothing else — no users, no settings, no deletes.
 */
export const SITE_POLICY_NAME = 'Website service';
export const SITE_ROLE_NAME = 'Website';

type Action = 'create' | 'read' | 'update' | 'delete';

export const SITE_GRANTS: ReadonlyArray<{ collection: string; action: Action }> = [
  ...CONTENT_COLLECTIONS.map((collection) => ({ collection, action: 'read' as const })),
  { collection: 'directus_files', action: 'read' },
  ...TRANSACTIONAL_COLLECTIONS.flatMap((collection) => [
    { collection, action: 'create' as const },
    ...(collection === 'precheckins' ? [] : [{ collection, action: 'read' as const }]),
    { collection, action: 'update' as const },
  ]),
  // Enquiries from the corporate form: written once, never read back or changed by the site.
  { collection: 'corporate_leads', action: 'create' },
];

interface Named {
  id: string;
  name: string;
}
interface Permission {
  id: number;
  collection: string;
  action: string;
}

const byName = (name: string) =>
  `filter=${encodeURIComponent(JSON.stringify({ name: { _eq: name } }))}`;

export interface SiteAccess {
  policyId: string;
  roleId: string;
  userId: string;
}

export async function ensureSiteAccess(
  admin: AdminClient,
  opts: { email: string; token: string },
): Promise<SiteAccess> {
  let [policy] = await admin.get<Named[]>(`/policies?${byName(SITE_POLICY_NAME)}`);
  policy ??= await admin.post<Named>('/policies', {
    name: SITE_POLICY_NAME,
    icon: 'public',
    description:
      'What the public website may do: read content; create, read and update bookings. Managed by the setup command.',
    admin_access: false,
    app_access: false,
    enforce_tfa: false,
  });

  const existing = await admin.get<Permission[]>(
    `/permissions?limit=-1&filter=${encodeURIComponent(JSON.stringify({ policy: { _eq: policy.id } }))}`,
  );
  const have = new Set(existing.map((p) => `${p.collection}:${p.action}`));
  // A grant an older version gave (the read on pre-check-ins) is withdrawn: the policy is exactly SITE_GRANTS.
  const wanted = new Set(SITE_GRANTS.map((g) => `${g.collection}:${g.action}`));
  const extra = existing.filter((p) => !wanted.has(`${p.collection}:${p.action}`));
  if (extra.length)
    await admin.del(
      '/permissions',
      extra.map((p) => p.id),
    );
  const missing = SITE_GRANTS.filter((g) => !have.has(`${g.collection}:${g.action}`));
  if (missing.length) {
    await admin.post(
      '/permissions',
      missing.map((g) => ({
        policy: policy.id,
        collection: g.collection,
        action: g.action,
        fields: ['*'],
        permissions: {},
        validation: {},
      })),
    );
  }

  let [role] = await admin.get<Named[]>(`/roles?${byName(SITE_ROLE_NAME)}`);
  role ??= await admin.post<Named>('/roles', {
    name: SITE_ROLE_NAME,
    icon: 'public',
    description: 'The public website (service account)',
  });
  const links = await admin.get<{ id: string }[]>(
    `/access?filter=${encodeURIComponent(JSON.stringify({ role: { _eq: role.id }, policy: { _eq: policy.id } }))}`,
  );
  if (!links.length) await admin.post('/access', { role: role.id, policy: policy.id });

  let [user] = await admin.get<{ id: string; token: string | null }[]>(
    `/users?fields=id,token&filter=${encodeURIComponent(JSON.stringify({ email: { _eq: opts.email } }))}`,
  );
  if (!user) {
    user = await admin.post('/users', {
      email: opts.email,
      first_name: 'Website',
      last_name: 'Service',
      role: role.id,
      status: 'active',
      token: opts.token,
    });
  } else {
    // Configuration owns the token: a rotated DIRECTUS_TOKEN takes effect on the next setup.
    await admin.patch(`/users/${user.id}`, { role: role.id, status: 'active', token: opts.token });
  }
  return { policyId: policy.id, roleId: role.id, userId: user.id };
}
