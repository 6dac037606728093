import { Redis } from 'ioredis';

export type { Redis };

/** No offline queue and one try: while Redis is away the in-process limiter counts at once instead of waiting on a socket. */
export function connectRedis(url: string, log: (line: string) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported)
      log(
        `[rate-limit] REDIS_URL unreachable, limits count per process until it returns: ${error.message}`,
      );
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/**
 * A PING for readiness that first gives a connection still being made (the first use after
 * start) up to `waitMs` to be made: without the offline queue a PING sent earlier fails at once.
 */
export async function pingWhenConnected(redis: Redis, waitMs = 1500): Promise<string> {
  if (redis.status !== 'ready')
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  return redis.ping();
}
