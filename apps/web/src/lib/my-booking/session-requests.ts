import type { MyBookingResult } from './service.ts';

/* The browser's side of the session route; a failure throws, as a failed server action does. */
const ROUTE = '/api/my-booking/session';

async function result(response: Response): Promise<MyBookingResult> {
  const body = (await response.json()) as MyBookingResult;
  if (typeof body?.ok !== 'boolean') throw new Error(`unexpected answer (${response.status})`);
  return body;
}

/** The booking this browser found last, as it stands now ('notFound' when there is none). */
export async function openBooking(): Promise<MyBookingResult> {
  return result(await fetch(ROUTE, { cache: 'no-store' }));
}

/** Finds the booking by its code and the renter's last name or e-mail, and keeps its session. */
export async function findBooking(values: unknown): Promise<MyBookingResult> {
  return result(
    await fetch(ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    }),
  );
}

/** "Find another booking": the session is dropped. */
export async function leaveBooking(): Promise<void> {
  const response = await fetch(`${ROUTE}/end`, { method: 'POST' });
  if (!response.ok) throw new Error(`leaving the booking failed (${response.status})`);
}
