import { submitReservation } from '@/lib/booking/submit-reservation';
import { privateResponse, readJsonPost } from '@/lib/http/json-post';
import type { CreateReservationResult } from '@/lib/booking/reservations';

/** A reservation request is a few choices and the renter's details: far below this. */
const MAX_BODY_BYTES = 16 * 1024;

const respond = (result: CreateReservationResult, status = 200) => privateResponse(result, status);

/**
 * The booking form's Continue (docs/reservation-flow.md): the stored reservation or why not. A
 * route handler, not an action: half the processor time (docs/performance.md). Foreign origins get 403.
 */
export async function POST(request: Request) {
  const body = await readJsonPost(request, MAX_BODY_BYTES);
  if (!body.ok) return respond({ ok: false, kind: 'processing' }, body.status);
  return respond(await submitReservation(body.value));
}
