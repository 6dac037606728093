import type { NextRequest } from 'next/server';
import { currentBooking, openBookingSession } from '@/lib/my-booking/session';
import { respond, PROCESSING } from '@/lib/my-booking/session-responses';
import { readJsonPost } from '@/lib/http/json-post';

/** A lookup is a code and a last name or e-mail: far below this. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * The booking page's session (lib/my-booking/session.ts): GET the booking this browser opened
 * last, POST `{ code, identity }` to find one and keep its session in the httpOnly cookie
 * (`session/end` leaves it). A route handler, not server actions: those re-render the page
 * when they set a cookie. A POST from another origin is refused, as Next.js refuses actions.
 */
export async function GET() {
  return respond(await currentBooking());
}

export async function POST(request: NextRequest) {
  const body = await readJsonPost(request, MAX_BODY_BYTES);
  if (!body.ok) return respond(PROCESSING, body.status);
  return respond(await openBookingSession(body.value));
}
