import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_MS } from '../precheckin/service.ts';
import { siteOrigin } from '../config/server.ts';

/**
 * The booking's page keeps its signed session (service.ts) in a cookie the page's scripts
 * cannot read (httpOnly), so a reload or the calendar link (a plain GET of
 * /api/my-booking/calendar) carries it, and no address or log ever holds it. SameSite strict:
 * another site can neither send it nor make the page act with it.
 */
export const MY_BOOKING_COOKIE = 'my_booking';

export async function keepSession(session: string): Promise<void> {
  (await cookies()).set(MY_BOOKING_COOKIE, session, {
    httpOnly: true,
    secure: siteOrigin().startsWith('https://'),
    sameSite: 'strict',
    path: '/',
    maxAge: SESSION_MS / 1000,
  });
}

export async function currentSession(): Promise<string | null> {
  return (await cookies()).get(MY_BOOKING_COOKIE)?.value ?? null;
}

export async function forgetSession(): Promise<void> {
  (await cookies()).delete(MY_BOOKING_COOKIE);
}
