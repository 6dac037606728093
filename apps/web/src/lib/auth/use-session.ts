'use client';

import { useEffect, useState } from 'react';
import { remainingMs, sessionState, type SessionState } from '@rental/domain/auth/session';

/**
 * The browser's view of a content-backend session, for a future signed-in area (the public
 * site's visitors are anonymous, SPEC §6). Starts from the server's `auth.session()` (no
 * hydration mismatch) and recomputes the remaining time every `tickMs`.
 */
export interface ServerSession {
  state: SessionState;
  expiresAt: number | null;
  remainingMs: number;
}

export interface ClientSession {
  state: SessionState;
  remainingMs: number;
}

export function clientSessionAt(
  server: Pick<ServerSession, 'state' | 'expiresAt'>,
  now: number,
): ClientSession {
  // The browser cannot see the token; "a token exists" is what the server said.
  const accessToken = server.state === 'anonymous' ? null : 'held-by-the-server';
  return {
    state: sessionState({ accessToken, expiresAt: server.expiresAt }, now),
    remainingMs: remainingMs(server.expiresAt, now),
  };
}

/**
 * The session's state and remaining time in the browser, ticking.
 * @public the signed-in area's API (docs/auth.md), not mounted yet
 */
export function useSession(
  server: ServerSession,
  options: { tickMs?: number } = {},
): ClientSession {
  const tickMs = options.tickMs ?? 1000;
  const [session, setSession] = useState<ClientSession>({
    state: server.state,
    remainingMs: server.remainingMs,
  });

  const { state, expiresAt } = server;
  useEffect(() => {
    const update = () => {
      const next = clientSessionAt({ state, expiresAt }, Date.now());
      setSession((current) =>
        current.state === next.state && current.remainingMs === next.remainingMs ? current : next,
      );
      return next;
    };
    if (update().state !== 'authenticated') return;
    const timer = setInterval(() => {
      if (update().state !== 'authenticated') clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [state, expiresAt, tickMs]);

  return session;
}
