import 'server-only';
import { privateResponse } from '../http/json-post.ts';
import type { MyBookingResult } from './service.ts';

/* What the booking page's session routes (app/api/my-booking/session) respond. */

export const PROCESSING: MyBookingResult = { ok: false, problem: 'processing' };

/** The result as JSON, or an empty response, never cached. */
export const respond = (result: MyBookingResult | null, status = 200): Response =>
  privateResponse(result, status);
