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

export type Action = 'create' | 'read' | 'update' | 'delete';
export type Grants = ReadonlyArray<{ collection: string; action: Action }>;

export const SITE_GRANTS: Grants = [
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

/**
 * The outbox worker's own identity (apps/web/worker.ts, docs/mail.md): it reads what an e-mail
 * shows — content, reservations, their payments and refunds — and keeps the outbox; of a booking
 * it may only abandon an unpaid prepaid one past its payment window (the guard holds it to
 * that move); no payment, no refund. Its writes are its own in Studio's activity log, apart from the
 * website's (which the fuzz suite counts to prove a refused request wrote nothing).
 */
export const WORKER_POLICY_NAME = 'Mail worker service';
export const WORKER_ROLE_NAME = 'Mail worker';

export const WORKER_GRANTS: Grants = [
  ...CONTENT_COLLECTIONS.map((collection) => ({ collection, action: 'read' as const })),
  { collection: 'reservations', action: 'read' },
  // The expiry job abandons unpaid prepaid reservations; the website guard lets this role make
  // that one move and nothing else (services/cms/extensions/website-guard).
  { collection: 'reservations', action: 'update' },
  { collection: 'payments', action: 'read' },
  { collection: 'refunds', action: 'read' },
  // Staff are told of each corporate enquiry.
  { collection: 'corporate_leads', action: 'read' },
  { collection: 'email_outbox', action: 'create' },
  { collection: 'email_outbox', action: 'read' },
  { collection: 'email_outbox', action: 'update' },
];

/** A role and the one policy that carries its grants. */
export interface RoleIdentity {
  policy: { name: string; icon: string; description: string };
  role: { name: string; icon: string; description: string };
  grants: Grants;
  /** Staff sign in to Studio; a service only calls the API. */
  appAccess?: boolean;
}

interface ServiceIdentity extends RoleIdentity {
  user: { firstName: string; lastName: string };
}

const SITE: ServiceIdentity = {
  policy: {
    name: SITE_POLICY_NAME,
    icon: 'public',
    description:
      'What the public website may do: read content; create, read and update bookings. Managed by the setup command.',
  },
  role: {
    name: SITE_ROLE_NAME,
    icon: 'public',
    description: 'The public website (service account)',
  },
  user: { firstName: 'Website', lastName: 'Service' },
  grants: SITE_GRANTS,
};

const WORKER: ServiceIdentity = {
  policy: {
    name: WORKER_POLICY_NAME,
    icon: 'outgoing_mail',
    description:
      'What the outbox worker may do: read content, bookings and payments; keep the e-mail outbox. Managed by the setup command.',
  },
  role: {
    name: WORKER_ROLE_NAME,
    icon: 'outgoing_mail',
    description: "Sends the booking's e-mails (service account)",
  },
  user: { firstName: 'Mail', lastName: 'Worker' },
  grants: WORKER_GRANTS,
};

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

export const ensureSiteAccess = (admin: AdminClient, opts: { email: string; token: string }) =>
  ensureServiceAccess(admin, SITE, opts);

export const ensureWorkerAccess = (admin: AdminClient, opts: { email: string; token: string }) =>
  ensureServiceAccess(admin, WORKER, opts);

/**
 * The role and its policy, holding exactly the identity's grants (collection-level): a grant an
 * older version gave is withdrawn, a missing one added. Idempotent.
 */
export async function ensureRole(
  admin: AdminClient,
  identity: RoleIdentity,
): Promise<{ policyId: string; roleId: string }> {
  let [policy] = await admin.get<Named[]>(`/policies?${byName(identity.policy.name)}`);
  policy ??= await admin.post<Named>('/policies', {
    ...identity.policy,
    admin_access: false,
    app_access: identity.appAccess ?? false,
    enforce_tfa: false,
  });

  const existing = await admin.get<Permission[]>(
    `/permissions?limit=-1&filter=${encodeURIComponent(JSON.stringify({ policy: { _eq: policy.id } }))}`,
  );
  const have = new Set(existing.map((p) => `${p.collection}:${p.action}`));
  // A grant an older version gave (the read on pre-check-ins) is withdrawn: the policy is exactly its grants.
  const wanted = new Set(identity.grants.map((g) => `${g.collection}:${g.action}`));
  const extra = existing.filter((p) => !wanted.has(`${p.collection}:${p.action}`));
  if (extra.length)
    await admin.del(
      '/permissions',
      extra.map((p) => p.id),
    );
  const missing = identity.grants.filter((g) => !have.has(`${g.collection}:${g.action}`));
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

  let [role] = await admin.get<Named[]>(`/roles?${byName(identity.role.name)}`);
  role ??= await admin.post<Named>('/roles', identity.role);
  const links = await admin.get<{ id: string }[]>(
    `/access?filter=${encodeURIComponent(JSON.stringify({ role: { _eq: role.id }, policy: { _eq: policy.id } }))}`,
  );
  if (!links.length) await admin.post('/access', { role: role.id, policy: policy.id });
  return { policyId: policy.id, roleId: role.id };
}

async function ensureServiceAccess(
  admin: AdminClient,
  identity: ServiceIdentity,
  opts: { email: string; token: string },
): Promise<SiteAccess> {
  const { policyId, roleId } = await ensureRole(admin, identity);
  let [user] = await admin.get<{ id: string; token: string | null }[]>(
    `/users?fields=id,token&filter=${encodeURIComponent(JSON.stringify({ email: { _eq: opts.email } }))}`,
  );
  if (!user) {
    user = await admin.post('/users', {
      email: opts.email,
      first_name: identity.user.firstName,
      last_name: identity.user.lastName,
      role: roleId,
      status: 'active',
      token: opts.token,
    });
  } else {
    // Configuration owns the token: a rotated DIRECTUS_TOKEN takes effect on the next setup.
    await admin.patch(`/users/${user.id}`, { role: roleId, status: 'active', token: opts.token });
  }
  return { policyId, roleId, userId: user.id };
}
