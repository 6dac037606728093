import { leaveBookingSession } from '@/lib/my-booking/session';
import { answer, PROCESSING } from '@/lib/my-booking/session-answers';
import { fromForeignOrigin } from '@/lib/http/json-post';

/** "Find another booking": drops the booking page's session cookie (see ../route.ts). */
export async function POST(request: Request) {
  if (fromForeignOrigin(request)) return answer(PROCESSING, 403);
  await leaveBookingSession();
  return answer(null, 204);
}
