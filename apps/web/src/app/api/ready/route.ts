import { connection } from 'next/server';
import { BRAND } from '@/lib/config/brand';
import { cms } from '@/lib/cms';
import { cmsReady } from '@/lib/cms/health';
import { sharedReadiness } from '@/lib/ops/readiness';
import { rateLimitStore } from '@/lib/rate-limit';
import { pingWhenConnected } from '@/lib/rate-limit/redis';
import { processWide } from '@/lib/runtime/process-wide';
import { shuttingDown } from '@/lib/runtime/shutting-down';

/*
 * Anyone may call this route, as often as they like: Directus and Redis are asked at most once
 * a second per process, whatever the number of callers (sharedReadiness).
 */
const readiness = processWide('readiness', () =>
  sharedReadiness(
    {
      // Finishing its requests before it exits: no new ones.
      process: async () => {
        if (shuttingDown()) throw new Error('shutting down');
      },
    },
    () => {
      const store = rateLimitStore();
      return {
        cms: () => cmsReady(cms()),
        ...(store && { redis: () => pingWhenConnected(store) }),
      };
    },
  ),
);

/** Readiness (docs/operations.md): 200 with every check, or 503 naming the one down, so no booking goes to a process that cannot take it. */
export async function GET() {
  await connection();
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', brand: BRAND, checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store, max-age=0' } },
  );
}
