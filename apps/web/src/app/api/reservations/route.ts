import { submitReservation } from '@/lib/booking/submit-reservation';
import { privateResponse, readJsonPost } from '@/lib/http/json-post';
import type { CreateReservationResult } from '@/lib/booking/reservations';

/** A reservation request is a few choices and the renter's details: far below this. */
const MAX_BODY_BYTES = 16 * 1024;

const respond = (result: CreateReservationResult, status = 200) => privateResponse(result, status);

/**
 * The booking form's Continue (docs/reservation-flow.md): POST the request, responded to with the
 * stored reservation or why not. A route handler rather than a server action: it does the same
 * work with about half of the site's processor time (docs/performance.md). A POST
 * from another origin is refused, as Next.js refuses actions.
 */
export async function POST(request: Request) {
  const body = await readJsonPost(request, MAX_BODY_BYTES);
  if (!body.ok) return respond({ ok: false, kind: 'processing' }, body.status);
  return respond(await submitReservation(body.value));
}
