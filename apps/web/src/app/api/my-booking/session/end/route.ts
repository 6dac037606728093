import { leaveBookingSession } from '@/lib/my-booking/session';
import { respond, PROCESSING } from '@/lib/my-booking/session-responses';
import { fromForeignOrigin } from '@/lib/http/json-post';

/** "Find another booking": drops the booking page's session cookie (see ../route.ts). */
export async function POST(request: Request) {
  if (fromForeignOrigin(request)) return respond(PROCESSING, 403);
  await leaveBookingSession();
  return respond(null, 204);
}
