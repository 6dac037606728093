import 'server-only';
import { privateAnswer } from '../http/json-post.ts';
import type { MyBookingResult } from './service.ts';

/* What the booking page's session routes (app/api/my-booking/session) answer. */

export const PROCESSING: MyBookingResult = { ok: false, problem: 'processing' };

/** The result as JSON, or an empty answer, never cached. */
export const answer = (result: MyBookingResult | null, status = 200): Response =>
  privateAnswer(result, status);
