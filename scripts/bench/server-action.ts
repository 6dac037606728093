/**
 * Calling a Next server action over HTTP as Next's own client does: POST to the page with
 * the action's id in `Next-Action`, the arguments as a JSON array, and the result read back
 * from the RSC answer (the line `1:<json>`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ServerReferenceManifest {
  node: Record<
    string,
    { exportedName: string; filename?: string; workers: Record<string, unknown> }
  >;
}

export interface ServerAction {
  id: string;
  name: string;
  file: string;
  /** The routes (e.g. `app/[locale]/(default)/reserva/page`) whose pages can call it. */
  routes: string[];
}

/**
 * The build's server actions: its `'use server'` exports. Next.js lists "use cache" functions
 * in the same manifest, with names starting with `$$`; those are not actions.
 */
export function serverActions(distDir: string): ServerAction[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'server/server-reference-manifest.json'), 'utf8'),
  ) as ServerReferenceManifest;
  return Object.entries(manifest.node)
    .filter(([, a]) => !a.exportedName.startsWith('$$'))
    .map(([id, a]) => ({
      id,
      name: a.exportedName,
      file: a.filename ?? '',
      routes: Object.keys(a.workers),
    }));
}

/** The id the build gave `name` exported from `file` (a path ending), from the build's manifest. */
export function serverActionId(distDir: string, file: string, name: string): string {
  const ids = serverActions(distDir)
    .filter((a) => a.name === name && a.file.endsWith(file))
    .map((a) => a.id);
  if (ids.length !== 1)
    throw new Error(`expected one server action ${name} in ${file}, found ${ids.length}`);
  return ids[0];
}

const ACTION_HEADERS = {
  accept: 'text/x-component',
  'content-type': 'text/plain;charset=UTF-8',
};

/** The action's return value in an RSC answer (the line `1:<json>`); throws on an HTTP error. */
function actionResult<T>(status: number, body: string): T {
  if (status !== 200) throw new Error(`HTTP ${status}`);
  const line = body.split('\n').find((l) => l.startsWith('1:'));
  if (!line) throw new Error(`no action result in the answer: ${body.slice(0, 120)}`);
  return JSON.parse(line.slice(2)) as T;
}

/** The action's return value; throws on an HTTP error or an answer without one. */
export async function callServerAction<T>(
  pageUrl: string,
  actionId: string,
  args: unknown[],
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(pageUrl, {
    method: 'POST',
    headers: { ...headers, 'next-action': actionId, ...ACTION_HEADERS },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(30_000),
  });
  return actionResult<T>(res.status, await res.text());
}
