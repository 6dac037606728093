import { leaveBookingSession } from '@/lib/my-booking/session';
import { answer, refuseForeign } from '@/lib/my-booking/session-answers';

/** "Find another booking": drops the booking page's session cookie (see ../route.ts). */
export async function POST(request: Request) {
  const refused = refuseForeign(request);
  if (refused) return refused;
  await leaveBookingSession();
  return answer(null, 204);
}
