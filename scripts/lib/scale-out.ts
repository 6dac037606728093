/**
 * The scale-out profile (docs/operations.md "Scale-out"): the product on the engines
 * production uses, with every piece doubled that can be. PostgreSQL holds the content and the
 * bookings; Redis is shared by everything that must agree across processes (Directus' caches,
 * synchronisation and rate limits; the sites' rate limits and Next.js cache); two Directus
 * processes behind one nginx address; per brand, two site processes and two outbox workers
 * (their jobs shared on pg-boss), behind nginx by host name. `npm run start:scale` runs it for the
 * four brands; the scale-out e2e suite (playwright.scale.config.ts) for one.
 */
import pg from 'pg';
import type { BrandKey } from '@rental/domain/brands';
import {
  resolveCmsConfig,
  startDirectus,
  waitForDirectus,
  type CmsConfig,
  type RunningProcess,
} from '@rental/cms/runtime';
import { startNginx } from './nginx.ts';
import { buildWebIfNeeded } from './site-build.ts';
import { startCms, startWeb, startWorker, waitForHttp } from './stack.ts';

export interface ScaleOutPlan {
  brands: readonly BrandKey[];
  /** PostgreSQL as its administrator (the database is made if missing), and the database. */
  postgresUrl: string;
  database: string;
  /** Drop the database first (a throw-away run). */
  freshDatabase?: boolean;
  redisUrl: string;
  /** Directus' files, extensions and secrets (shared by its processes on this machine). */
  dataDir: string;
  /** One port per Directus process, and the nginx address in front of them. */
  cmsPorts: number[];
  cmsFrontPort: number;
  /** The port of a brand's n-th site process; `processes` of them per brand. */
  sitePort: (brandIndex: number, n: number) => number;
  processes: number;
  proxyPort: number;
  /** nginx server_name of a brand (`_`: any host, for one brand). */
  serverName: (brand: BrandKey) => string;
  siteUrl: (brand: BrandKey) => string;
  distDir: (brand: BrandKey) => string;
  /** Settings of a brand's sites and workers beyond the profile's own (PayPal, mail, …). */
  siteEnv?: (brand: BrandKey) => Record<string, string>;
  /** Settings of Directus beyond the profile's own (seed switches, mail). */
  cmsEnv?: Record<string, string>;
  /** The sites the Directus refresh flow calls (default: every site process). */
  revalidatePorts?: number[];
  nginxDir: string;
  accessLog?: string;
  log: (name: 'cms' | 'setup' | 'build' | 'web' | 'mail') => (line: string) => void;
}

export interface RunningScaleOut {
  /** Directus as the sites see it: `url` is nginx's address in front of its processes. */
  cms: CmsConfig;
  cmsProcesses: RunningProcess[];
  /** Each brand's site processes, in port order. */
  sites: Map<BrandKey, RunningProcess[]>;
  workers: RunningProcess[];
  nginx: RunningProcess;
  /**
   * Kills (SIGKILL) a brand's n-th site process or the n-th worker, if still running, and starts
   * it again with the same settings; resolves once a site answers its health address.
   */
  restart(what: 'site' | 'worker', brand: BrandKey, n: number): Promise<void>;
  stop(): Promise<void>;
}

async function ensureDatabase(adminUrl: string, database: string, fresh: boolean) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database))
    throw new Error(`DB_DATABASE must be a lower-case PostgreSQL name, got '${database}'`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL does not answer at ${adminUrl.replace(/:[^:@/]+@/, ':***@')} (${error.message}); set DB_HOST, DB_PORT, DB_USER and DB_PASSWORD`,
    );
  });
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function cmsConfigOf(plan: ScaleOutPlan, sitePorts: number[]): CmsConfig {
  const admin = new URL(plan.postgresUrl);
  return resolveCmsConfig({
    ...process.env,
    ...plan.cmsEnv,
    CMS_DATA_DIR: plan.dataDir,
    CMS_PORT: String(plan.cmsPorts[0]),
    CMS_PUBLIC_URL: `http://localhost:${plan.cmsFrontPort}`,
    DIRECTUS_URL: '',
    DIRECTUS_TOKEN: '',
    DB_CLIENT: 'pg',
    DB_HOST: admin.hostname,
    DB_PORT: admin.port || '5432',
    DB_DATABASE: plan.database,
    DB_USER: decodeURIComponent(admin.username),
    DB_PASSWORD: decodeURIComponent(admin.password),
    CMS_REDIS_URL: plan.redisUrl,
    SITE_REVALIDATE_URLS: (plan.revalidatePorts ?? sitePorts)
      .map((p) => `http://127.0.0.1:${p}/api/revalidate`)
      .join(','),
  });
}

/** Starts the profile; on a failure part-way, stops what had started and throws. */
export async function startScaleOut(plan: ScaleOutPlan): Promise<RunningScaleOut> {
  let nginx: RunningProcess | undefined;
  const sites = new Map<BrandKey, RunningProcess[]>();
  const workers: RunningProcess[] = [];
  const cmsProcesses: RunningProcess[] = [];
  const starters = new Map<
    BrandKey,
    { web: (n: number) => RunningProcess; worker: () => RunningProcess }
  >();
  const stopAll = async () => {
    // nginx first, so no request reaches a stopping process; Directus last.
    for (const group of [nginx ? [nginx] : [], [...sites.values()].flat(), workers, cmsProcesses])
      await Promise.all(group.map((p) => p.stop()));
  };
  try {
    await ensureDatabase(plan.postgresUrl, plan.database, plan.freshDatabase ?? false);
    const sitePorts = plan.brands.flatMap((_, b) =>
      Array.from({ length: plan.processes }, (_, n) => plan.sitePort(b, n)),
    );
    const direct = cmsConfigOf(plan, sitePorts);
    cmsProcesses.push(await startCms(direct, plan.log('cms'), plan.log('setup')));
    // The other Directus processes: the same settings (database, Redis, secrets, files) on ports of their own.
    for (const port of plan.cmsPorts.slice(1)) {
      const other = {
        ...direct,
        url: `http://127.0.0.1:${port}`,
        directusEnv: { ...direct.directusEnv, PORT: String(port) },
      };
      const running = startDirectus(other, plan.log('cms'));
      cmsProcesses.push(running);
      await waitForDirectus(other.url, 90_000, running);
    }
    nginx = await startNginx({
      dir: plan.nginxDir,
      accessLog: plan.accessLog,
      sites: plan.brands.map((brand, b) => ({
        brand,
        serverName: plan.serverName(brand),
        upstreams: Array.from(
          { length: plan.processes },
          (_, n) => `127.0.0.1:${plan.sitePort(b, n)}`,
        ),
      })),
      cms: {
        listen: `127.0.0.1:${plan.cmsFrontPort}`,
        upstreams: plan.cmsPorts.map((p) => `127.0.0.1:${p}`),
      },
      proxyPort: plan.proxyPort,
    });
    const cms = { ...direct, url: `http://127.0.0.1:${plan.cmsFrontPort}` };

    for (const brand of plan.brands)
      await buildWebIfNeeded({ brand, distDir: plan.distDir(brand), cms }, plan.log('build'));
    for (const [b, brand] of plan.brands.entries()) {
      const env = {
        ...plan.siteEnv?.(brand),
        SITE_URL: plan.siteUrl(brand),
        REDIS_URL: plan.redisUrl,
        JOBS_DATABASE_URL: databaseUrl(plan.postgresUrl, plan.database),
      };
      const processes: RunningProcess[] = [];
      sites.set(brand, processes);
      const site = { brand, distDir: plan.distDir(brand), cms, extraEnv: env };
      const web = (n: number) =>
        startWeb('start', { ...site, port: plan.sitePort(b, n) }, plan.log('web'));
      const worker = () => startWorker(site, plan.log('mail'));
      starters.set(brand, { web, worker });
      for (let n = 0; n < plan.processes; n++) {
        processes.push(web(n));
        workers.push(worker());
      }
      for (const [n, web] of processes.entries())
        await waitForHttp(
          `http://127.0.0.1:${plan.sitePort(b, n)}/api/health`,
          120_000,
          web.process,
        );
    }
    const restart = async (what: 'site' | 'worker', brand: BrandKey, n: number) => {
      const b = plan.brands.indexOf(brand);
      const start = starters.get(brand);
      const group = what === 'site' ? sites.get(brand) : workers;
      const index = what === 'site' ? n : b * plan.processes + n;
      if (!start || !group?.[index]) throw new Error(`no ${what} ${n} of ${brand}`);
      group[index].crash();
      await new Promise<void>((r) =>
        group[index].process.exitCode !== null || group[index].process.signalCode !== null
          ? r()
          : group[index].process.once('exit', () => r()),
      );
      group[index] = what === 'site' ? start.web(n) : start.worker();
      if (what === 'site')
        await waitForHttp(
          `http://127.0.0.1:${plan.sitePort(b, n)}/api/health`,
          120_000,
          group[index].process,
        );
    };
    return { cms, cmsProcesses, sites, workers, nginx, restart, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
