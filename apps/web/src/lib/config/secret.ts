import { timingSafeEqual } from 'node:crypto';
import { readServerConfig } from './server.ts';

/** A shared secret compared in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A call not from the CMS flows (their REVALIDATE_SECRET): 404 with `offMessage` when unset, 401 when wrong; null for the flows. */
export function refusedFlowCall(request: Request, offMessage: string): Response | null {
  const secret = readServerConfig().REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: offMessage }, { status: 404 });
  if (!sameSecret(request.headers.get('x-revalidate-secret') ?? '', secret))
    return Response.json({ error: 'Wrong secret' }, { status: 401 });
  return null;
}
