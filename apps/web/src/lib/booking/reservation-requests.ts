import type { CreateReservationResult } from './reservations.ts';

/*
 * The browser's side of the reservation route (app/api/reservations). A failed request or an
 * unreadable response throws, as a failed server action did: the form says "processing".
 */
const ROUTE = '/api/reservations';

/** Sends the booking form's request; the server prices and stores it (never a price from here). */
export async function sendReservationRequest(request: unknown): Promise<CreateReservationResult> {
  const response = await fetch(ROUTE, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as CreateReservationResult;
  if (typeof body?.ok !== 'boolean') throw new Error(`unexpected answer (${response.status})`);
  return body;
}
