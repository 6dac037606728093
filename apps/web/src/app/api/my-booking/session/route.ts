import type { NextRequest } from 'next/server';
import { currentBooking, openBookingSession } from '@/lib/my-booking/session';
import { respond, PROCESSING } from '@/lib/my-booking/session-responses';
import { readJsonPost } from '@/lib/http/json-post';

/** A lookup is a code and a last name or e-mail: far below this. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * The booking page's session: GET the booking opened last, POST `{ code, identity }` to find one
 * into the httpOnly cookie. Not server actions: they re-render the page when they set a cookie.
 */
export async function GET() {
  return respond(await currentBooking());
}

export async function POST(request: NextRequest) {
  const body = await readJsonPost(request, MAX_BODY_BYTES);
  if (!body.ok) return respond(PROCESSING, body.status);
  return respond(await openBookingSession(body.value));
}
