import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkActionRequest, MAX_ACTION_BODY_BYTES } from '@rental/domain/action-request';
import { readBody } from '../http/request-body.ts';

let publicActions: Map<string, string> | undefined;

/**
 * The build's server actions, from its manifest: every `'use server'` export. Next.js lists
 * the `"use cache"` functions there too (names starting with `$$`); those are not endpoints.
 */
function actionIds(): Map<string, string> {
  if (publicActions) return publicActions;
  const file = join(
    process.cwd(),
    process.env.NEXT_DIST_DIR || '.next',
    'server/server-reference-manifest.json',
  );
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      node?: Record<string, { exportedName?: string }>;
    };
    publicActions = new Map(
      Object.entries(manifest.node ?? {})
        .filter(([, a]) => !a.exportedName?.startsWith('$$'))
        .map(([id, a]) => [id, a.exportedName ?? '']),
    );
  } catch {
    publicActions = new Map(); // no manifest (dev): no action is refused as unknown below
    return publicActions;
  }
  return publicActions;
}

/** A 4xx for a POST that Next.js could not decode safely (packages/domain/src/action-request.ts), else null. */
export async function refuseMalformedAction(request: Request): Promise<Response | null> {
  const contentType = request.headers.get('content-type') ?? '';
  const actionId = request.headers.get('next-action');
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  if (!actionId && !multipart) return null;
  const read = await readBody(request.clone(), MAX_ACTION_BODY_BYTES);
  // Over the limit: refused below as too large, from what was read up to the limit.
  const body = read.ok ? read.bytes : new Uint8Array(0);
  const size = read.ok ? body.byteLength : MAX_ACTION_BODY_BYTES + 1;
  let fields: [string, string][] | null = null;
  if (multipart && read.ok) {
    const form = await new Response(body, { headers: { 'content-type': contentType } })
      .formData()
      .catch(() => null);
    fields = form ? [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']) : null;
  }
  const ids = actionIds();
  const verdict = checkActionRequest({
    actionId,
    contentType,
    size,
    text: multipart ? undefined : new TextDecoder().decode(body),
    fields,
    isPublicAction: (id) => ids.size === 0 || ids.has(id),
    nameOf: (id) => ids.get(id),
    origin: request.headers.get('origin'),
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
  });
  if (verdict.ok) return null;
  // One line, no stack: a refused request is the client's mistake (or an attack), not ours.
  console.error(
    `[action-guard] ${verdict.status} ${verdict.reason}: ${(actionId ?? 'form').slice(0, 64)} ${new URL(request.url).pathname.slice(0, 200)}`,
  );
  return Response.json(
    { error: verdict.reason },
    { status: verdict.status, headers: { 'cache-control': 'no-store' } },
  );
}
