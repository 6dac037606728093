import 'server-only';
import type { MyBookingResult } from './service.ts';

/* What the booking page's session routes (app/api/my-booking/session) answer. */

const PRIVATE = { 'cache-control': 'private, no-store' };

export const PROCESSING: MyBookingResult = { ok: false, problem: 'processing' };

/** The result as JSON, or an empty answer, never cached. */
export const answer = (result: MyBookingResult | null, status = 200): Response =>
  result
    ? Response.json(result, { status, headers: PRIVATE })
    : new Response(null, { status, headers: PRIVATE });
