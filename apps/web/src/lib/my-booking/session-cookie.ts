import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_MS } from '../precheckin/service.ts';
import { BRAND } from '../config/brand.ts';
import { siteOrigin } from '../config/server.ts';
import { rateLimitStore } from '../rate-limit/index.ts';
import { processWide } from '../runtime/process-wide.ts';
import { endedSessions, type EndedSessions } from './ended-sessions.ts';

/**
 * The booking's page keeps its signed session (service.ts) in a cookie the page's scripts
 * cannot read (httpOnly), so a reload or the calendar link (a plain GET of
 * /api/my-booking/calendar) carries it, and no address or log ever holds it. SameSite strict:
 * another site can neither send it nor make the page act with it.
 */
export const MY_BOOKING_COOKIE = 'my_booking';

/** This process's memory of ended sessions: the route that ends one and the actions run in different bundles. */
const endedInProcess = processWide('my-booking-ended-sessions', () => new Map<string, number>());

let store: EndedSessions | undefined;

/** Sessions ended on any of the site's processes (ended-sessions.ts), made on first use. */
function ended(): EndedSessions {
  store ??= endedSessions({
    redis: rateLimitStore(),
    prefix: `ended-session:${BRAND}`,
    memory: endedInProcess,
    log: (line) => console.error(line),
  });
  return store;
}

export async function keepSession(session: string): Promise<void> {
  (await cookies()).set(MY_BOOKING_COOKIE, session, {
    httpOnly: true,
    secure: siteOrigin().startsWith('https://'),
    sameSite: 'strict',
    path: '/',
    maxAge: SESSION_MS / 1000,
  });
}

/** The session this browser sent, unless it was ended: every reader of the cookie goes through here. */
export async function currentSession(): Promise<string | null> {
  const session = (await cookies()).get(MY_BOOKING_COOKIE)?.value;
  if (!session || (await ended().isEnded(session))) return null;
  return session;
}

/** Ends `session` on every process until `expiresAt` (its own expiry), and drops the cookie. */
export async function endSession(session: string, expiresAt: number): Promise<void> {
  await ended().end(session, expiresAt);
  await forgetSession();
}

export async function forgetSession(): Promise<void> {
  (await cookies()).delete(MY_BOOKING_COOKIE);
}
