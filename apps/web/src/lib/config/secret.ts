import { timingSafeEqual } from 'node:crypto';
import { readServerConfig } from './server.ts';

/** A shared secret compared in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The response to a call that does not come from the CMS flows (their shared REVALIDATE_SECRET in
 * `x-revalidate-secret`): 404 with `offMessage` when no secret is set, 401 for a wrong one;
 * null for the flows' own call.
 */
export function refusedFlowCall(request: Request, offMessage: string): Response | null {
  const secret = readServerConfig().REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: offMessage }, { status: 404 });
  if (!sameSecret(request.headers.get('x-revalidate-secret') ?? '', secret))
    return Response.json({ error: 'Wrong secret' }, { status: 401 });
  return null;
}
