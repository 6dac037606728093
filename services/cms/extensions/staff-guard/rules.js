/**
 * What the staff roles (services/cms/src/staff-access.ts) may do beyond their collection grants,
 * as plain data and pure functions the hook in index.js applies. Directus Core drops
 * permissions with field lists (a licence feature), so a role that edits some fields of a
 * collection is granted the whole collection and held here to its fields.
 */

/**
 * The roles that run manual flows ("Acciones de reserva") besides administrators.
 * @public (a unit test holds it equal to staff-access.ts)
 */
export const FLOW_RUNNER_ROLES = ['Agente', 'Gerente'];

/**
 * The role that changes prices, fees, stock, booking rules and where mail goes.
 * @public (a unit test holds it equal to staff-access.ts)
 */
export const MANAGER_ROLE = 'Gerente';

/**
 * The content fields of the collections that also hold money or mail settings: what a role
 * other than the manager's (and administrators) may write there. A field not listed is the
 * manager's, so a field added to the model later is protected until it is listed here.
 */
export const EDITOR_FIELDS = {
  sites_config: [
    'siteName',
    'logo',
    'primaryColor',
    'accentColor',
    'reservationBackgroundColor',
    'rootPage',
    'contactPhone',
    'whatsapp',
    'assistancePhone',
    'socialLinks',
    'translations',
  ],
  flota: [
    'model',
    'promo',
    'type',
    'image',
    'doors',
    'luggage',
    'transmission',
    'gas',
    'passengers',
  ],
  branches: ['name', 'address', 'phone', 'latitude', 'longitude', 'hours', 'sort'],
  coverages: ['sort', 'translations'],
};

/** Written by Directus itself on every save, whoever saves. */
const STAMPS = new Set(['date_created', 'date_updated', 'user_created', 'user_updated']);

/**
 * Why `role` may not make this write to `collection` (null: it may). Rows of these collections
 * are created and deleted by the manager only: a new car, branch, protection or brand carries
 * prices and settings from the start.
 */
export function managerFieldProblem(role, collection, action, payload) {
  const fields = EDITOR_FIELDS[collection];
  if (!fields || role === MANAGER_ROLE) return null;
  if (action !== 'update') return `only a manager may ${action} ${collection}`;
  const allowed = new Set(fields);
  const field = Object.keys(payload ?? {}).find((f) => !allowed.has(f) && !STAMPS.has(f));
  return field ? `only a manager may change ${collection}.${field}` : null;
}

/** Whether a caller of this role (null: none or administrator) may run a manual flow. */
export const mayRunFlows = (accountability, role) =>
  accountability?.admin === true || FLOW_RUNNER_ROLES.includes(role);
