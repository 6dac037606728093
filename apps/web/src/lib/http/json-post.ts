import 'server-only';
import { foreignOrigin } from '@rental/domain/action-request';
import { readBodyText } from './request-body.ts';

/* What JSON route handlers check of a POST first: the rule Next.js applies to server actions. */

const PRIVATE = { 'cache-control': 'private, no-store' };

/** A route's response for this visitor alone: `body` as JSON, or an empty response; never cached. */
export const privateResponse = (body: unknown, status = 200): Response =>
  body === null
    ? new Response(null, { status, headers: PRIVATE })
    : Response.json(body, { status, headers: PRIVATE });

export type JsonPost = { ok: true; value: unknown } | { ok: false; status: 400 | 403 | 413 };

/** A POST from a page of another origin (a cross-site form or script): refused with 403. */
export function fromForeignOrigin(request: Request): boolean {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return foreignOrigin(request.headers.get('origin'), host);
}

/** The body as JSON when it comes from this site and has at most `maxBytes`; else the status to respond with. */
export async function readJsonPost(request: Request, maxBytes: number): Promise<JsonPost> {
  if (fromForeignOrigin(request)) return { ok: false, status: 403 };
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, status: 400 };
  }
}
