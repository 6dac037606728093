import { releaseCheckout } from '@/lib/booking/release';
import { serverDeps } from '@/lib/booking/deps';
import { visitorAllowed } from '@/lib/rate-limit';
import { privateResponse, readJsonPost } from '@/lib/http/json-post';

/** A reservation's id, nothing more. */
const MAX_BODY_BYTES = 1024;

/** The checkout was left unpaid: POST `{ id }` gives the reservation's car back (lib/booking/release.ts). */
export async function POST(request: Request) {
  const body = await readJsonPost(request, MAX_BODY_BYTES);
  if (!body.ok) return privateResponse(null, body.status);
  if (!(await visitorAllowed('reservationRelease'))) return privateResponse(null, 429);
  const id =
    typeof body.value === 'object' && body.value ? (body.value as { id?: unknown }).id : null;
  try {
    return privateResponse({ released: await releaseCheckout(serverDeps(), id) });
  } catch (error) {
    console.error(
      `[booking] release failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return privateResponse(null, 503);
  }
}
