import type { AdminClient } from './admin-client.ts';
import { ensureRole, type Grants, type RoleIdentity } from './access.ts';
import { CONTENT_COLLECTIONS } from '@rental/content-model/model';

/**
 * Staff's roles in Studio (issue 20), each carried by one policy of collection-level grants,
 * kept by the setup like the services' (access.ts): what each may do is exactly this list.
 * Directus' own Administrator role (admin access) stays the third, for the few who run it.
 *
 * - Agent: the branch counter's work. Reads bookings, their payments and refunds (never
 *   changes them by hand: the booking's rules are the site's, see docs/content-model.md),
 *   reviews pre-check-ins and follows up corporate leads; reads the fleet, branches and
 *   protections a booking names. No content editing, no settings, no users.
 * - Content editor: the sites' content and files, all of it; no reservation, payment, refund,
 *   pre-check-in, lead or e-mail, so no renter's personal data.
 *
 * A brand manager who sees only their brand's bookings needs a row rule (a filter on
 * `brand`): Directus Core drops permissions with row, field or validation rules, so this
 * tier cannot hold one (docs/content-model.md "Staff roles").
 */
const read = (collection: string) => ({ collection, action: 'read' as const });
const readUpdate = (collection: string) => [
  read(collection),
  { collection, action: 'update' as const },
];
const edit = (collection: string) =>
  (['create', 'read', 'update', 'delete'] as const).map((action) => ({ collection, action }));

const AGENT_GRANTS: Grants = [
  read('reservations'),
  read('payments'),
  read('refunds'),
  ...readUpdate('precheckins'),
  ...readUpdate('corporate_leads'),
  ...['flota', 'branches', 'coverages', 'coverages_translations', 'fleet_units', 'coupons'].map(
    read,
  ),
  read('directus_files'),
];

const CONTENT_EDITOR_GRANTS: Grants = [
  ...CONTENT_COLLECTIONS.flatMap(edit),
  ...edit('directus_files'),
];

const AGENT: RoleIdentity = {
  policy: {
    name: 'Agente de sucursal',
    icon: 'support_agent',
    description:
      'Reservas, pagos y reembolsos (solo lectura), pre-check-ins y solicitudes corporativas. Managed by the setup command.',
  },
  role: {
    name: 'Agente',
    icon: 'support_agent',
    description: 'Branch agent: bookings, pre-check-ins and leads; no content, no settings',
  },
  grants: AGENT_GRANTS,
  appAccess: true,
};

const CONTENT_EDITOR: RoleIdentity = {
  policy: {
    name: 'Editor de contenido',
    icon: 'edit_note',
    description:
      'El contenido de los sitios y sus archivos; ningún dato personal. Managed by the setup command.',
  },
  role: {
    name: 'Editor de contenido',
    icon: 'edit_note',
    description: 'Content editor: the sites’ content and files; no personal data',
  },
  grants: CONTENT_EDITOR_GRANTS,
  appAccess: true,
};

/** The staff roles, ready for users staff create in Studio; their ids by role. */
export async function ensureStaffRoles(admin: AdminClient) {
  return {
    agent: (await ensureRole(admin, AGENT)).roleId,
    contentEditor: (await ensureRole(admin, CONTENT_EDITOR)).roleId,
  };
}
