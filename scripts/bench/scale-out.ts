/**
 * Reservation creation on the scale-out profile (p99 ≤ 300 ms at 20 concurrent
 * clients): firefly on this machine's PostgreSQL (a throw-away database) and a throw-away
 * Redis, two Directus processes and two site processes behind nginx (scripts/lib/scale-out.ts,
 * as `npm run start:scale` runs it). The load is the single-process bench's (reservations.ts),
 * sent to nginx: renters spread over the classes and weeks (the goal's figure), then the worst
 * case of every booking for one class and the same days.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwAwayRedis } from '../lib/redis-server.ts';
import { startScaleOut, type RunningScaleOut } from '../lib/scale-out.ts';
import { BENCH_PORTS } from './ports.ts';
import { reservationLoad, type ReservationFigures, type ReservationMix } from './reservations.ts';
import { BENCH_BRAND, BENCH_CLIENT_ADDRESSES, quiet } from './stack.ts';

const DIST_DIR = '.next-bench-scale';
const DATABASE = 'rental_bench_scale';

export async function scaleOutReservations(o: {
  clients: number;
  seconds: number;
  warmupSeconds: number;
  postgresUrl: string;
}): Promise<ReservationFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-scale-'));
  // Its own folder: nginx's workers (another user) cannot enter the private data folder.
  const nginxDir = mkdtempSync(join(tmpdir(), 'nginx-bench-scale-'));
  const redis = throwAwayRedis(BENCH_PORTS.scaleRedis);
  const proxyUrl = `http://127.0.0.1:${BENCH_PORTS.scaleProxy}`;
  const sitePorts = [BENCH_PORTS.scaleSite1, BENCH_PORTS.scaleSite2];
  let stack: RunningScaleOut | undefined;
  try {
    await redis.start();
    stack = await startScaleOut({
      brands: [BENCH_BRAND],
      postgresUrl: o.postgresUrl,
      database: DATABASE,
      freshDatabase: true,
      redisUrl: redis.url,
      dataDir,
      cmsPorts: [BENCH_PORTS.scaleCms1, BENCH_PORTS.scaleCms2],
      cmsFrontPort: BENCH_PORTS.scaleCmsFront,
      sitePort: (_, n) => sitePorts[n],
      processes: sitePorts.length,
      proxyPort: BENCH_PORTS.scaleProxy,
      serverName: () => '_',
      siteUrl: () => proxyUrl,
      distDir: () => DIST_DIR,
      // Enough cars that no class sells out under the load (a refusal is not a creation).
      cmsEnv: { NODE_ENV: 'test', SEED_FLEET_UNITS: '100000', SEED_RATES: 'off' },
      siteEnv: () => ({ PAYMENTS_MODE: 'sandbox', RATE_LIMIT_EXEMPT: BENCH_CLIENT_ADDRESSES }),
      nginxDir,
      log: quiet,
    });
    const cms = stack.cms;
    const figures: ReservationFigures[] = [];
    for (const mix of ['spread', 'oneClass'] satisfies ReservationMix[])
      figures.push(
        await reservationLoad({
          siteUrl: proxyUrl,
          cms: { url: cms.url, token: cms.siteToken },
          staff: { url: cms.url, email: cms.adminEmail, password: cms.adminPassword },
          brand: BENCH_BRAND,
          mix,
          clients: o.clients,
          seconds: o.seconds,
          warmupSeconds: o.warmupSeconds,
        }),
      );
    return figures;
  } finally {
    await stack?.stop();
    await redis.stop();
    for (const dir of [dataDir, nginxDir]) rmSync(dir, { recursive: true, force: true });
  }
}
