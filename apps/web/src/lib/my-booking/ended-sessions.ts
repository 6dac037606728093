import { createHash } from 'node:crypto';
import type { Redis } from '../rate-limit/redis.ts';

/**
 * Booking-page sessions the renter ended. A session is a signed token valid anywhere for two
 * hours, so a copy must be refused too: its digest is remembered until expiry, in the limits'
 * store (Redis when set) and this process's memory, which stands in while Redis is away.
 */
export interface EndedSessions {
  /** Remembers `session` as ended until `expiresAt` (ms since the epoch, the token's own expiry). */
  end(session: string, expiresAt: number): Promise<void>;
  /** True when `session` was ended (in this process or, with Redis, in any). */
  isEnded(session: string): Promise<boolean>;
}

export interface EndedSessionsStore {
  redis?: Redis | null;
  /** Separates brands and deployments that share one Redis. */
  prefix: string;
  /** This process's entries (digest → expiry); shared by every copy of the module in the process. */
  memory: Map<string, number>;
  now?: () => number;
  log?: (line: string) => void;
}

const digest = (session: string) => createHash('sha256').update(session).digest('base64url');
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function endedSessions(store: EndedSessionsStore): EndedSessions {
  const now = store.now ?? Date.now;
  const key = (id: string) => `${store.prefix}:${id}`;
  // One line per outage, not one per request.
  let reported = false;
  const report = (line: string) => {
    if (!reported) store.log?.(line);
    reported = true;
  };
  const forgetExpired = (at: number) => {
    for (const [id, until] of store.memory) if (until <= at) store.memory.delete(id);
  };
  return {
    async end(session, expiresAt) {
      const at = now();
      const ttl = Math.ceil(expiresAt - at);
      if (ttl <= 0) return;
      forgetExpired(at);
      const id = digest(session);
      store.memory.set(id, expiresAt);
      try {
        await store.redis?.set(key(id), '1', 'PX', ttl);
        reported = false;
      } catch (error) {
        report(
          `[my-booking] Redis unreachable, a session ended in this process only: ${reasonOf(error)}`,
        );
      }
    },
    async isEnded(session) {
      const id = digest(session);
      const until = store.memory.get(id);
      if (until !== undefined && until > now()) return true;
      if (!store.redis) return false;
      try {
        const ended = (await store.redis.exists(key(id))) > 0;
        reported = false;
        return ended;
      } catch (error) {
        report(
          `[my-booking] Redis unreachable, sessions ended in other processes not seen: ${reasonOf(error)}`,
        );
        return false;
      }
    },
  };
}
