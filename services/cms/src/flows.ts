import { createHash } from 'node:crypto';
import type { AdminClient } from './admin-client.ts';
import { FLOW_RUNNER_ROLES } from './staff-access.ts';
import { CONTENT_COLLECTIONS } from '@rental/content-model/model';

/**
 * The Directus flow that tells the sites to refresh when staff change content: on any
 * create, update or delete in a content collection it POSTs the collection's name to every
 * site's /api/revalidate. One request per site, chained so that a site that is down does not
 * stop the others. Configuration owns the flow: it is rebuilt when the URLs or the content
 * collections change (a collection added to the model reaches a live database's flow), and left
 * alone otherwise.
 */
const REVALIDATE_FLOW_NAME = 'Refresh the website';

interface Flow {
  id: string;
  name: string;
  description: string | null;
}

/**
 * The operation every managed flow calls the sites with (extensions/site-call): it reads the
 * shared secret from Directus' environment as it runs, so no option, description or run log
 * holds it. Part of each flow's mark, so that a flow built with another operation is rebuilt.
 */
const SITE_CALL = 'rental-site-call';

const collectionsMark = createHash('sha1')
  .update(CONTENT_COLLECTIONS.join(','))
  .digest('hex')
  .slice(0, 8);

export function ensureRevalidateFlow(
  admin: AdminClient,
  opts: { urls: string[] },
): Promise<FlowState> {
  return ensureFlow(admin, {
    name: REVALIDATE_FLOW_NAME,
    mark: `${CONTENT_COLLECTIONS.length} collections ${collectionsMark}`,
    settings: {
      icon: 'sync',
      color: '#2ECDA7',
      trigger: 'event',
      accountability: null,
      options: {
        type: 'action',
        scope: ['items.create', 'items.update', 'items.delete'],
        collections: CONTENT_COLLECTIONS,
      },
    },
    key: 'refresh',
    urls: opts.urls,
    call: { body: { collection: '{{$trigger.collection}}' } },
  });
}

type FlowState = 'created' | 'unchanged' | 'rebuilt';

/** What each site call of a flow sends (extensions/site-call/index.js). */
interface SiteCall {
  /** JSON; a value that is only `{{…}}` is replaced by the flow's data as it is. */
  body: Record<string, unknown>;
  /** Role names that may run the flow (administrators always may); none: anyone it runs for. */
  runners?: readonly string[];
}

/** A flow the setup owns: some settings, then one POST to each site (chainRequests). */
interface ManagedFlow {
  name: string;
  /** What else it is built from, in short: a change of it rebuilds the flow. */
  mark: string;
  settings: Record<string, unknown>;
  key: string;
  urls: readonly string[];
  call: SiteCall;
}

/**
 * Configuration owns the flow: it is rebuilt when its sites or its mark change (a collection
 * added to the model reaches a live database's flow), and left alone otherwise. The shared
 * secret is no part of it: the operation reads it when it runs.
 */
async function ensureFlow(admin: AdminClient, managed: ManagedFlow): Promise<FlowState> {
  const filter = encodeURIComponent(JSON.stringify({ name: { _eq: managed.name } }));
  const [existing] = await admin.get<Flow[]>(`/flows?fields=id,name,description&filter=${filter}`);
  const description = `Managed by the setup command (operation ${SITE_CALL}). Calls: ${managed.urls.join(', ')} (${managed.mark})`;
  if (existing && existing.description === description) return 'unchanged';
  if (existing) await admin.del(`/flows/${existing.id}`);
  const flow = await admin.post<Flow>('/flows', {
    name: managed.name,
    description,
    status: 'active',
    ...managed.settings,
  });
  const first = await chainRequests(admin, flow.id, managed.key, managed.urls, managed.call);
  await admin.patch(`/flows/${flow.id}`, { operation: first });
  return existing ? 'rebuilt' : 'created';
}

/**
 * One call per site, chained so that a site that is down does not stop the others; built from
 * the last site to the first, so each operation can name the next one. Returns the first
 * operation's id.
 */
async function chainRequests(
  admin: AdminClient,
  flow: string,
  key: string,
  urls: readonly string[],
  call: SiteCall,
): Promise<string | null> {
  let next: string | null = null;
  for (const [i, url] of urls.map((u, n) => [n, u] as const).reverse()) {
    const op: { id: string } = await admin.post('/operations', {
      flow,
      name: `${key} ${new URL(url).host}`,
      key: `${key}_${i}`,
      type: SITE_CALL,
      position_x: 19 + i * 18,
      position_y: 1,
      options: { url, body: call.body, ...(call.runners ? { runners: call.runners } : {}) },
      resolve: next,
      reject: next,
    });
    next = op.id;
  }
  return next;
}

const STAFF_FLOW_NAME = 'Acciones de reserva';

/** The actions staff choose from (apps/web/src/lib/staff/actions.ts, STAFF_ACTIONS). */
export const STAFF_ACTION_CHOICES = [
  { value: 'cancel', text: 'Cancelar con reembolso según la política' },
  { value: 'resendConfirmation', text: 'Reenviar la confirmación al cliente' },
  { value: 'confirmPayLater', text: 'Confirmar una reserva de pago al retirar' },
  { value: 'releaseDeposit', text: 'Liberar el depósito de garantía (después de la devolución)' },
  { value: 'chargeDeposit', text: 'Cobrar parte del depósito (monto y motivo abajo)' },
] as const;

/** The charge's amount and reason, asked with every action and used by "chargeDeposit" only. */
const DEPOSIT_CHARGE_FIELDS = [
  {
    field: 'amount',
    type: 'string',
    name: 'Monto a cobrar del depósito (US$)',
    meta: {
      interface: 'input',
      note: 'Solo para cobrar parte del depósito: por ejemplo 75.50. Nunca más de lo retenido',
      options: { placeholder: '75.50' },
    },
  },
  {
    field: 'reason',
    type: 'text',
    name: 'Motivo del cobro (lo recibe el cliente por correo)',
    meta: {
      interface: 'input-multiline',
      note: 'Solo para cobrar parte del depósito: daños, combustible faltante…',
    },
  },
] as const;

/** Where each site takes staff actions: beside its revalidation endpoint. */
export const staffActionUrls = (revalidateUrls: readonly string[]) =>
  revalidateUrls.map((url) => new URL('/api/staff/reservations', url).href);

/**
 * Staff actions on bookings: a manual flow on reservations — a button in a booking's side bar
 * and on a selection in the list — that asks which action, then sends it with the selected
 * bookings and who ran it to every site; the booking's brand's site does it with the booking's
 * rules (apps/web/src/app/api/staff/reservations). Only FLOW_RUNNER_ROLES and administrators
 * run it: the staff-guard hook refuses anyone else's trigger, the operation makes no call for
 * them, and the site refuses a run by anyone else. Rebuilt when the sites, the choices or the
 * roles change.
 */
export function ensureStaffActionFlow(
  admin: AdminClient,
  opts: { urls: string[] },
): Promise<FlowState> {
  const made = createHash('sha1')
    .update(JSON.stringify([STAFF_ACTION_CHOICES, DEPOSIT_CHARGE_FIELDS, FLOW_RUNNER_ROLES]))
    .digest('hex');
  return ensureFlow(admin, {
    name: STAFF_FLOW_NAME,
    mark: made.slice(0, 8),
    settings: {
      icon: 'rule',
      color: '#E35169',
      trigger: 'manual',
      accountability: 'all',
      options: {
        collections: ['reservations'],
        location: 'both',
        requireSelection: true,
        requireConfirmation: true,
        confirmationDescription: 'Acción sobre las reservas elegidas (el cliente recibe el correo)',
        fields: [
          {
            field: 'action',
            type: 'string',
            name: 'Acción',
            meta: {
              interface: 'select-radio',
              required: true,
              options: { choices: STAFF_ACTION_CHOICES },
            },
          },
          ...DEPOSIT_CHARGE_FIELDS,
        ],
      },
    },
    key: 'staff',
    urls: staffActionUrls(opts.urls),
    call: {
      body: {
        action: '{{$trigger.body.action}}',
        keys: '{{$trigger.body.keys}}',
        amount: '{{$trigger.body.amount}}',
        reason: '{{$trigger.body.reason}}',
      },
      runners: FLOW_RUNNER_ROLES,
    },
  });
}
