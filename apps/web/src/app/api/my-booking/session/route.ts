import type { NextRequest } from 'next/server';
import { currentBooking, openBookingSession } from '@/lib/my-booking/session';
import { answer, PROCESSING } from '@/lib/my-booking/session-answers';
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
  return answer(await currentBooking());
}

export async function POST(request: NextRequest) {
  const body = await readJsonPost(request, MAX_BODY_BYTES);
  if (!body.ok) return answer(PROCESSING, body.status);
  return answer(await openBookingSession(body.value));
}
