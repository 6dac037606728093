import type { AdminClient } from './admin-client.ts';
import { ensureRole, type Grants, type RoleIdentity } from './access.ts';
import { CONTENT_COLLECTIONS } from '@rental/content-model/model';

/**
 * Staff's roles in Studio, each carried by one policy of collection-level grants, kept by the
 * setup like the services' (access.ts): what each may do is exactly this list, narrowed where
 * Core's whole-collection grants are too wide by the staff-guard hook
 * (services/cms/extensions/staff-guard). Directus' own Administrator role (admin access) stays
 * for the few who run it.
 *
 * - Agent: the branch counter's work. Reads bookings, their payments and refunds (never
 *   changes them by hand: the booking's rules are the site's, see docs/content-model.md), runs
 *   the flow "Acciones de reserva", reviews pre-check-ins and follows up corporate leads; reads
 *   the fleet, branches and protections a booking names. No content editing, no settings.
 * - Content editor: the sites' content and files; no reservation, payment, refund, pre-check-in,
 *   lead or e-mail, so no renter's personal data; and nothing that moves money or personal data:
 *   prices, discounts, coupons, fees, stock, booking and payment rules, where mail goes. Of the
 *   collections that mix those with content (MIXED_COLLECTIONS) only the content fields
 *   (the hook's EDITOR_FIELDS); coupons, stock and seasons read only.
 * - Manager: the editor's work, those settings too, and the agent's.
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

const AGENT_ROLE_NAME = 'Agente';
const CONTENT_EDITOR_ROLE_NAME = 'Editor de contenido';
export const MANAGER_ROLE_NAME = 'Gerente';

/** Who runs manual flows besides administrators (the staff-guard hook's FLOW_RUNNER_ROLES). */
export const FLOW_RUNNER_ROLES = [AGENT_ROLE_NAME, MANAGER_ROLE_NAME] as const;

/** Content collections whose every row is money or stock: the manager's, read only to editors. */
const MANAGER_COLLECTIONS = ['coupons', 'fleet_units', 'seasons'] as const;
/** Content collections mixing content with money or mail settings: editors update content fields. */
export const MIXED_COLLECTIONS = ['sites_config', 'flota', 'branches', 'coverages'] as const;

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
  // Studio lists a manual flow ("Acciones de reserva") in an item's side bar only to those who
  // may read flows; the flows hold no secret (the site-call operation reads it as it runs).
  read('directus_flows'),
];

const held = new Set<string>([...MANAGER_COLLECTIONS, ...MIXED_COLLECTIONS]);

const CONTENT_EDITOR_GRANTS: Grants = [
  ...CONTENT_COLLECTIONS.filter((c) => !held.has(c)).flatMap(edit),
  ...MIXED_COLLECTIONS.flatMap(readUpdate),
  ...MANAGER_COLLECTIONS.map(read),
  ...edit('directus_files'),
];

const MANAGER_GRANTS: Grants = [
  ...CONTENT_COLLECTIONS.flatMap(edit),
  ...edit('directus_files'),
  ...AGENT_GRANTS.filter(
    (g) => !CONTENT_COLLECTIONS.includes(g.collection) && g.collection !== 'directus_files',
  ),
];

const AGENT: RoleIdentity = {
  policy: {
    name: 'Agente de sucursal',
    icon: 'support_agent',
    description:
      'Reservas, pagos y reembolsos (solo lectura), acciones de reserva, pre-check-ins y solicitudes corporativas. Managed by the setup command.',
  },
  role: {
    name: AGENT_ROLE_NAME,
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
      'El contenido de los sitios y sus archivos; ningún dato personal, precio, cupón, cargo, inventario ni ajuste de pagos o de correo. Managed by the setup command.',
  },
  role: {
    name: CONTENT_EDITOR_ROLE_NAME,
    icon: 'edit_note',
    description:
      'Content editor: the sites’ content and files; no personal data, prices, coupons, fees, stock or settings',
  },
  grants: CONTENT_EDITOR_GRANTS,
  appAccess: true,
};

const MANAGER: RoleIdentity = {
  policy: {
    name: 'Gerente',
    icon: 'manage_accounts',
    description:
      'Contenido y ajustes que mueven dinero o datos personales (precios, cupones, cargos, inventario, pagos, correo de solicitudes), más el trabajo del agente. Managed by the setup command.',
  },
  role: {
    name: MANAGER_ROLE_NAME,
    icon: 'manage_accounts',
    description:
      'Manager: content and the settings that move money or personal data, and the agent’s work',
  },
  grants: MANAGER_GRANTS,
  appAccess: true,
};

/** The staff roles, ready for users staff create in Studio; their ids by role. */
export async function ensureStaffRoles(admin: AdminClient) {
  return {
    agent: (await ensureRole(admin, AGENT)).roleId,
    contentEditor: (await ensureRole(admin, CONTENT_EDITOR)).roleId,
    manager: (await ensureRole(admin, MANAGER)).roleId,
  };
}
