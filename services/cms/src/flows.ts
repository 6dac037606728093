import { createHash } from 'node:crypto';
import type { AdminClient } from './admin-client.ts';
import { CONTENT_COLLECTIONS } from '@rental/content-model/model';

/**
 * The Directus flow that tells the sites to refresh when staff change content: on any
 * create, update or delete in a content collection it POSTs the collection's name to every
 * site's /api/revalidate with the shared secret. One request per site, chained so that a
 * site that is down does not stop the others. Configuration owns the flow: it is rebuilt
 * when the URLs, the secret or the content collections change (a collection added to the model
 * reaches a live database's flow), and left alone otherwise.
 */
const REVALIDATE_FLOW_NAME = 'Refresh the website';

interface Flow {
  id: string;
  name: string;
  description: string | null;
}

const collectionsMark = createHash('sha1')
  .update(CONTENT_COLLECTIONS.join(','))
  .digest('hex')
  .slice(0, 8);

export function ensureRevalidateFlow(
  admin: AdminClient,
  opts: { urls: string[]; secret: string },
): Promise<FlowState> {
  return ensureFlow(admin, opts.secret, {
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
    body: '{"collection":"{{$trigger.collection}}"}',
  });
}

type FlowState = 'created' | 'unchanged' | 'rebuilt';

/** A flow the setup owns: some settings, then one POST to each site (chainRequests). */
interface ManagedFlow {
  name: string;
  /** What else it is built from, in short: a change of it rebuilds the flow. */
  mark: string;
  settings: Record<string, unknown>;
  key: string;
  urls: readonly string[];
  body: string;
}

/**
 * Configuration owns the flow: it is rebuilt when its sites, the secret or its mark change (a
 * collection added to the model reaches a live database's flow), and left alone otherwise.
 */
async function ensureFlow(
  admin: AdminClient,
  secret: string,
  managed: ManagedFlow,
): Promise<FlowState> {
  const filter = encodeURIComponent(JSON.stringify({ name: { _eq: managed.name } }));
  const [existing] = await admin.get<Flow[]>(`/flows?fields=id,name,description&filter=${filter}`);
  const description = `Managed by the setup command. Calls: ${managed.urls.join(', ')} [${secret.length}:${secret.slice(-4)}] (${managed.mark})`;
  if (existing && existing.description === description) return 'unchanged';
  if (existing) await admin.del(`/flows/${existing.id}`);
  const flow = await admin.post<Flow>('/flows', {
    name: managed.name,
    description,
    status: 'active',
    ...managed.settings,
  });
  const first = await chainRequests(
    admin,
    flow.id,
    secret,
    managed.key,
    managed.urls,
    managed.body,
  );
  await admin.patch(`/flows/${flow.id}`, { operation: first });
  return existing ? 'rebuilt' : 'created';
}

/**
 * One POST per site with the shared secret, chained so that a site that is down does not stop
 * the others; built from the last site to the first, so each operation can name the next one.
 * Returns the first operation's id. `body` is JSON text with the flow's `{{…}}` data in it.
 */
async function chainRequests(
  admin: AdminClient,
  flow: string,
  secret: string,
  key: string,
  urls: readonly string[],
  body: string,
): Promise<string | null> {
  let next: string | null = null;
  for (const [i, url] of urls.map((u, n) => [n, u] as const).reverse()) {
    const op: { id: string } = await admin.post('/operations', {
      flow,
      name: `${key} ${new URL(url).host}`,
      key: `${key}_${i}`,
      type: 'request',
      position_x: 19 + i * 18,
      position_y: 1,
      options: {
        method: 'POST',
        url,
        headers: [
          { header: 'x-revalidate-secret', value: secret },
          { header: 'content-type', value: 'application/json' },
        ],
        body,
      },
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
] as const;

/** Where each site takes staff actions: beside its revalidation endpoint. */
export const staffActionUrls = (revalidateUrls: readonly string[]) =>
  revalidateUrls.map((url) => new URL('/api/staff/reservations', url).href);

/**
 * Staff actions on bookings (issue 20): a manual flow on reservations — a button in a booking's
 * side bar and on a selection in the list — that asks which action, then sends it with the
 * selected bookings to every site; the booking's brand's site does it with the booking's rules
 * (apps/web/src/app/api/staff/reservations). Rebuilt when the sites or the secret change.
 */
export function ensureStaffActionFlow(
  admin: AdminClient,
  opts: { urls: string[]; secret: string },
): Promise<FlowState> {
  const choices = createHash('sha1').update(JSON.stringify(STAFF_ACTION_CHOICES)).digest('hex');
  return ensureFlow(admin, opts.secret, {
    name: STAFF_FLOW_NAME,
    mark: choices.slice(0, 8),
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
        ],
      },
    },
    key: 'staff',
    urls: staffActionUrls(opts.urls),
    body: '{"action":"{{$trigger.body.action}}","keys":{{$trigger.body.keys}}}',
  });
}
