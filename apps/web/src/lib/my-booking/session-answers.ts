import 'server-only';
import { foreignOrigin } from '@rental/domain/action-request';
import type { MyBookingResult } from './service.ts';

/* What the booking page's session routes (app/api/my-booking/session) answer. */

const PRIVATE = { 'cache-control': 'private, no-store' };

export const PROCESSING: MyBookingResult = { ok: false, problem: 'processing' };

/** The result as JSON, or an empty answer, never cached. */
export const answer = (result: MyBookingResult | null, status = 200): Response =>
  result
    ? Response.json(result, { status, headers: PRIVATE })
    : new Response(null, { status, headers: PRIVATE });

/** A 403 for a POST from another origin (the rule Next.js and the action guard apply to actions). */
export function refuseForeign(request: Request): Response | null {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return foreignOrigin(request.headers.get('origin'), host) ? answer(PROCESSING, 403) : null;
}
