import type { NextRequest } from 'next/server';
import { currentBooking, openBookingSession } from '@/lib/my-booking/session';
import { answer, PROCESSING, refuseForeign } from '@/lib/my-booking/session-answers';

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
  const refused = refuseForeign(request);
  if (refused) return refused;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return answer(PROCESSING, 413);
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return answer(PROCESSING, 413);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return answer(PROCESSING, 400);
  }
  return answer(await openBookingSession(input));
}
