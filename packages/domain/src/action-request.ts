/**
 * A guard in front of Next.js server actions. React's reply decoder turns strings that start
 * with `$` into references (promises, maps, server functions, other form parts); one that
 * points nowhere throws inside Next.js and the visitor's POST becomes a 500. The site's own
 * client sends only a few forms of reference, so anything else is refused here with a 4xx
 * before Next.js decodes it. Also: only the site's actions may be called, not the "use cache"
 * functions that Next.js registers in the same manifest.
 */
import { actionArguments, isListedAction } from './action-arguments.ts';

export const MAX_ACTION_BODY_BYTES = 100 * 1024;

type RefusalStatus = 400 | 403 | 404 | 413 | 415;
export type ActionVerdict = { ok: true } | { ok: false; status: RefusalStatus; reason: string };

export interface ActionRequest {
  /** The `Next-Action` header (null for a form posted without JavaScript). */
  actionId: string | null;
  contentType: string;
  /** Body size in bytes. */
  size: number;
  /** The body as text (text/plain), or its fields (multipart/form-data; null when unreadable). */
  text?: string;
  fields?: [string, string][] | null;
  /** Ids of the site's server actions. */
  isPublicAction: (id: string) => boolean;
  /** The exported name of an action id (from the build's manifest), to check its argument list. */
  nameOf?: (id: string) => string | undefined;
  /** The `Origin` header, and the host Next.js compares it with (`X-Forwarded-Host`, else `Host`). */
  origin?: string | null;
  host?: string | null;
}

const refused = (status: RefusalStatus, reason: string): ActionVerdict => ({
  ok: false,
  status,
  reason,
});

/**
 * Next.js aborts an action whose Origin is not the request's host, but with a 500; here it is
 * a 403 first. No Origin at all is a request no browser made: Next lets it through.
 * The routes that replace actions (apps/web/src/lib/http/json-post.ts) refuse on the same rule.
 */
export function foreignOrigin(
  origin: string | null | undefined,
  host: string | null | undefined,
): boolean {
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== (host ?? '').split(',')[0].trim();
  } catch {
    return true;
  }
}

/** The action's JSON argument list fits its schema (packages/domain/src/action-arguments.ts). */
function argumentsFit(req: ActionRequest, id: string, json: string): boolean {
  const name = req.nameOf?.(id);
  if (!name || !isListedAction(name)) return true;
  try {
    return actionArguments(name, JSON.parse(json) as unknown[]) !== null;
  } catch {
    return false;
  }
}
const MAX_DEPTH = 32;

/** Strings starting with `$` that the site's client can send; `parts` are the form parts a `$@n` may name. */
function safeReference(value: string, parts: ReadonlySet<string>): boolean {
  if (value.startsWith('$$') || value === '$undefined') return true;
  const promise = /^\$@([0-9a-f]+)$/.exec(value);
  if (promise) return parts.has(String(parseInt(promise[1], 16)));
  return /^\$K[0-9a-f]+$/.test(value);
}

/** True when `text` is JSON whose every `$` string is a safe reference. */
function safeJson(text: string, parts: ReadonlySet<string>): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const walk = (v: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    if (typeof v === 'string') return !v.startsWith('$') || safeReference(v, parts);
    if (Array.isArray(v)) return v.every((x) => walk(x, depth + 1));
    if (v && typeof v === 'object') return Object.values(v).every((x) => walk(x, depth + 1));
    return true;
  };
  return walk(value, 0);
}

/** The action a form posted without JavaScript names: `$ACTION_ID_<id>`, or `{ id }` in `$ACTION_<n>:0`. */
function formActionId(fields: [string, string][]): string | null {
  for (const [name, value] of fields) {
    if (name.startsWith('$ACTION_ID_')) return name.slice('$ACTION_ID_'.length);
    if (/^\$ACTION_\d+:0$/.test(name)) {
      try {
        const id = (JSON.parse(value) as { id?: unknown }).id;
        return typeof id === 'string' ? id : '';
      } catch {
        return '';
      }
    }
  }
  return null;
}

/** The form's own parts React decodes: `0`, `1`… with JavaScript; `$ACTION_<n>:<k>` without. */
function checkFormParts(fields: [string, string][]): ActionVerdict {
  const numbered = new Set(fields.map(([n]) => n).filter((n) => /^\d+$/.test(n)));
  for (const [name, value] of fields) {
    const bound = /^\$ACTION_(\d+):\d+$/.exec(name);
    const parts = bound
      ? new Set(
          fields
            .map(([n]) => n)
            .filter((n) => n.startsWith(`$ACTION_${bound[1]}:`))
            .map((n) => n.split(':')[1]),
        )
      : numbered;
    if ((numbered.has(name) || bound) && !safeJson(value, parts))
      return refused(400, `malformed action part ${name}`);
  }
  return { ok: true };
}

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

export function checkActionRequest(req: ActionRequest): ActionVerdict {
  if (req.size > MAX_ACTION_BODY_BYTES) return refused(413, 'body too large');
  const type = req.contentType.split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') {
    if (!req.fields) return refused(400, 'unreadable form');
    const id = req.actionId ?? formActionId(req.fields);
    if (id === null) return { ok: true }; // not an action: a plain POST to a page
    if (!req.isPublicAction(id)) return refused(404, 'unknown action');
    if (foreignOrigin(req.origin, req.host)) return refused(403, 'foreign origin');
    // With JavaScript, React's root part "0" holds the arguments; decoding fails without it.
    const root = req.fields.find(([name, value]) => name === '0' && isJsonArray(value));
    if (req.actionId !== null && !root) return refused(400, 'missing action arguments');
    const parts = checkFormParts(req.fields);
    if (!parts.ok || !root) return parts;
    return argumentsFit(req, id, root[1]) ? parts : refused(400, 'action arguments do not fit');
  }
  if (req.actionId === null) return { ok: true };
  if (!req.isPublicAction(req.actionId)) return refused(404, 'unknown action');
  if (foreignOrigin(req.origin, req.host)) return refused(403, 'foreign origin');
  if (type !== 'text/plain' && type !== 'application/json')
    return refused(415, 'unsupported content type');
  if (!isJsonArray(req.text ?? '') || !safeJson(req.text ?? '', new Set()))
    return refused(400, 'malformed action arguments');
  return argumentsFit(req, req.actionId, req.text ?? '')
    ? { ok: true }
    : refused(400, 'action arguments do not fit');
}
