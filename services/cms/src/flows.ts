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

const describe = (urls: string[], secret: string) =>
  `Managed by the setup command. Calls: ${urls.join(', ')} [${secret.length}:${secret.slice(-4)}] for ${CONTENT_COLLECTIONS.length} collections (${collectionsMark})`;

export async function ensureRevalidateFlow(
  admin: AdminClient,
  opts: { urls: string[]; secret: string },
): Promise<'created' | 'unchanged' | 'rebuilt'> {
  const filter = encodeURIComponent(JSON.stringify({ name: { _eq: REVALIDATE_FLOW_NAME } }));
  const [existing] = await admin.get<Flow[]>(`/flows?fields=id,name,description&filter=${filter}`);
  const description = describe(opts.urls, opts.secret);
  if (existing && existing.description === description) return 'unchanged';
  if (existing) await admin.del(`/flows/${existing.id}`);

  const flow = await admin.post<Flow>('/flows', {
    name: REVALIDATE_FLOW_NAME,
    icon: 'sync',
    color: '#2ECDA7',
    description,
    status: 'active',
    trigger: 'event',
    accountability: null,
    options: {
      type: 'action',
      scope: ['items.create', 'items.update', 'items.delete'],
      collections: CONTENT_COLLECTIONS,
    },
  });

  // Built from the last site to the first, so each operation can name the next one.
  let next: string | null = null;
  for (const [i, url] of opts.urls.map((u, n) => [n, u] as const).reverse()) {
    const op: { id: string } = await admin.post('/operations', {
      flow: flow.id,
      name: `Refresh ${new URL(url).host}`,
      key: `refresh_${i}`,
      type: 'request',
      position_x: 19 + i * 18,
      position_y: 1,
      options: {
        method: 'POST',
        url,
        headers: [
          { header: 'x-revalidate-secret', value: opts.secret },
          { header: 'content-type', value: 'application/json' },
        ],
        body: '{"collection":"{{$trigger.collection}}"}',
      },
      resolve: next,
      reject: next,
    });
    next = op.id;
  }
  await admin.patch(`/flows/${flow.id}`, { operation: next });
  return existing ? 'rebuilt' : 'created';
}
