import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSender } from '@rental/domain/contact';

/**
 * Everything the content backend needs to run, resolved once from the environment.
 * Secrets that a local run may invent (Directus KEY/SECRET, the admin password, the site's
 * static token) are generated on first use and kept in the git-ignored data folder, so a
 * newcomer needs no configuration; in production (NODE_ENV=production) they must be set,
 * and a missing one stops the start with a message naming the variable.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export class CmsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsConfigError';
  }
}

export interface CmsConfig {
  /** Where the site and the tooling reach Directus. */
  url: string;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  dbClient: 'sqlite3' | 'pg';
  adminEmail: string;
  adminPassword: string;
  siteUserEmail: string;
  /** The static token of the site's least-privilege service user (DIRECTUS_TOKEN). */
  siteToken: string;
  /** The outbox worker's own service user (docs/mail.md): its e-mail and static token (OUTBOX_DIRECTUS_TOKEN). */
  workerUserEmail: string;
  workerToken: string;
  /**
   * Shared with the sites: Directus sends it when asking them to refresh or to act on bookings
   * (REVALIDATE_SECRET). Directus gets it in its environment; a new one takes effect on its restart.
   */
  revalidateSecret: string;
  /** The sites' revalidation endpoints the content-change flow calls (SITE_REVALIDATE_URLS). */
  revalidateUrls: string[];
  /** The environment the Directus process is started with. */
  directusEnv: Record<string, string>;
  /**
   * Cars per class per branch the seed gives a fresh database (SEED_FLEET_UNITS); null: the
   * seed's own counts (40 at airports, 12 in town). The test stacks raise it so their hundreds of
   * bookings never sell a class out; the inventory tests set their own counts.
   */
  seedFleetUnits: number | null;
  /**
   * Whether the seed gives a fresh database the example seasons and length discounts
   * (SEED_RATES, default on). The test stacks turn it off so their prices do not depend on the
   * day they run; the rates tests set their own.
   */
  seedRates: boolean;
}

interface LocalSecrets {
  key: string;
  secret: string;
  adminPassword: string;
  siteToken: string;
  revalidateSecret?: string;
  workerToken?: string;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function localSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const known = JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
    if (known.revalidateSecret && known.workerToken) return known;
    // A data folder from before revalidation or the outbox worker: add what is missing, keep the rest.
    const upgraded = {
      ...known,
      revalidateSecret: known.revalidateSecret ?? random(24),
      workerToken: known.workerToken ?? random(32),
    };
    writeFileSync(file, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
    return upgraded;
  }
  const secrets: LocalSecrets = {
    key: random(24),
    secret: random(32),
    adminPassword: random(12),
    siteToken: random(32),
    revalidateSecret: random(24),
    workerToken: random(32),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

const PG_VARIABLES = [
  'DB_HOST',
  'DB_PORT',
  'DB_DATABASE',
  'DB_USER',
  'DB_PASSWORD',
  'DB_SSL',
  'DB_CONNECTION_STRING',
] as const;

function parsePort(value: string | undefined, variable: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new CmsConfigError(`${variable} must be a port number (1-65535), got '${value}'`);
  return port;
}

function parseUnits(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const units = Number(value);
  if (!Number.isInteger(units) || units < 0 || units > 100_000)
    throw new CmsConfigError(
      `SEED_FLEET_UNITS must be a whole number of cars (0-100000), got '${value}'`,
    );
  return units;
}

function parseSwitch(value: string | undefined, variable: string, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(value)) return true;
  if (/^(0|false|off|no)$/i.test(value)) return false;
  throw new CmsConfigError(`${variable} must be on or off (true/false, 1/0), got '${value}'`);
}

/**
 * Several Directus processes on one database (docs/operations.md "Scale-out"): with
 * CMS_REDIS_URL they share Redis for synchronisation (schema and permission caches, one run
 * of each flow schedule), the cache and the rate limiter, whichever of those is switched on.
 */
function redisEnv(url: string | undefined): Record<string, string> {
  if (!url) return {};
  if (!/^rediss?:\/\/[^\s]+$/.test(url))
    throw new CmsConfigError(
      `CMS_REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/1, got '${url}'`,
    );
  return {
    REDIS: url,
    SYNCHRONIZATION_STORE: 'redis',
    CACHE_STORE: 'redis',
    RATE_LIMITER_STORE: 'redis',
  };
}

function parseUrls(value: string | undefined, fallback: string): string[] {
  const urls = (value ?? fallback)
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const u of urls) {
    try {
      new URL(u);
    } catch {
      throw new CmsConfigError(
        `SITE_REVALIDATE_URLS must be a comma-separated list of URLs, got '${u}'`,
      );
    }
  }
  return urls;
}

/**
 * Studio's own mail (password reset, invitations) goes through the site's SMTP server: SMTP_URL
 * and the address of MAIL_FROM become Directus' EMAIL_* settings (Directus names the project as
 * the sender). Without SMTP_URL, Directus keeps its defaults and sends nothing useful.
 */
function mailEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  if (!env.SMTP_URL) return {};
  let url: URL | null = null;
  try {
    url = new URL(env.SMTP_URL);
  } catch {
    /* reported below */
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:'))
    throw new CmsConfigError(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
    );
  const sender = parseSender(env.MAIL_FROM ?? '');
  if (!sender)
    throw new CmsConfigError(
      'MAIL_FROM is required when SMTP_URL is set: an e-mail address or "Name <address>"',
    );
  const secure = url.protocol === 'smtps:';
  return {
    EMAIL_TRANSPORT: 'smtp',
    EMAIL_SMTP_HOST: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    // nodemailer's defaults when the URL names no port, as the site's transport uses them.
    EMAIL_SMTP_PORT: url.port || (secure ? '465' : '587'),
    EMAIL_SMTP_SECURE: String(secure),
    ...(url.username ? { EMAIL_SMTP_USER: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { EMAIL_SMTP_PASSWORD: decodeURIComponent(url.password) } : {}),
    EMAIL_FROM: sender.address,
  };
}

export function resolveCmsConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.CMS_DATA_DIR || join(REPO_ROOT, '.data', 'cms'));
  const port = parsePort(env.CMS_PORT, 'CMS_PORT', 8055);
  const host = env.CMS_HOST || '127.0.0.1';
  const url = (env.DIRECTUS_URL || `http://127.0.0.1:${port}`).replace(/\/$/, '');
  const publicUrl = (env.CMS_PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const dbClient = (env.DB_CLIENT || 'sqlite3') as CmsConfig['dbClient'];
  if (dbClient !== 'sqlite3' && dbClient !== 'pg')
    throw new CmsConfigError(
      `DB_CLIENT must be 'sqlite3' (default) or 'pg', got '${env.DB_CLIENT}'`,
    );

  const required = (name: string, localValue: () => string): string => {
    const value = env[name];
    if (value) return value;
    if (production) throw new CmsConfigError(`${name} is required when NODE_ENV=production`);
    return localValue();
  };
  let secrets: LocalSecrets | undefined;
  const local = () => (secrets ??= localSecrets(dataDir));

  const config = {
    url,
    port,
    host,
    publicUrl,
    dataDir,
    dbClient,
    adminEmail: env.CMS_ADMIN_EMAIL || 'admin@example.com',
    adminPassword: required('CMS_ADMIN_PASSWORD', () => local().adminPassword),
    siteUserEmail: env.CMS_SITE_USER_EMAIL || 'website@example.com',
    siteToken: required('DIRECTUS_TOKEN', () => local().siteToken),
    workerUserEmail: env.CMS_WORKER_USER_EMAIL || 'mail-worker@example.com',
    workerToken: required('OUTBOX_DIRECTUS_TOKEN', () => local().workerToken as string),
    revalidateSecret: required('REVALIDATE_SECRET', () => local().revalidateSecret as string),
    revalidateUrls: parseUrls(
      env.SITE_REVALIDATE_URLS,
      `http://127.0.0.1:${env.PORT || 3000}/api/revalidate`,
    ),
    seedFleetUnits: parseUnits(env.SEED_FLEET_UNITS),
    seedRates: parseSwitch(env.SEED_RATES, 'SEED_RATES', true),
  };
  const key = required('CMS_KEY', () => local().key);
  const secret = required('CMS_SECRET', () => local().secret);

  const database: Record<string, string> = {};
  if (dbClient === 'pg') {
    if (!env.DB_CONNECTION_STRING && !env.DB_HOST)
      throw new CmsConfigError(
        'DB_CLIENT=pg needs DB_HOST (with DB_PORT, DB_DATABASE, DB_USER, DB_PASSWORD) or DB_CONNECTION_STRING',
      );
    database.DB_CLIENT = 'pg';
    for (const name of PG_VARIABLES) if (env[name]) database[name] = env[name] as string;
  } else {
    database.DB_CLIENT = 'sqlite3';
    database.DB_FILENAME = join(dataDir, 'directus.db');
  }

  const directusEnv: Record<string, string> = {
    ...database,
    HOST: host,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    KEY: key,
    SECRET: secret,
    ADMIN_EMAIL: config.adminEmail,
    ADMIN_PASSWORD: config.adminPassword,
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
    EXTENSIONS_PATH: join(dataDir, 'extensions'),
    // Our machines have no internet: keep telemetry on the loopback so it fails fast and quietly.
    TELEMETRY: 'false',
    TELEMETRY_URL: 'http://127.0.0.1:9',
    CACHE_ENABLED: 'false',
    // Directus otherwise deep-clones its whole schema for every request: with the schema frozen
    // it hands out the same read-only copy (a sixth of its time under booking load).
    CACHE_SCHEMA_FREEZE_ENABLED: 'true',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    // Studio's live log viewer needs the websockets above. Left on, every request's log line was
    // still parsed and published to the other processes through Redis.
    WEBSOCKETS_LOGS_ENABLED: 'false',
    LOG_LEVEL: env.CMS_LOG_LEVEL || 'warn',
    LOG_STYLE: 'pretty',
    ACCESS_TOKEN_TTL: env.CMS_ACCESS_TOKEN_TTL || '15m',
    // Directus responds 503 "Under pressure" when its event loop lags. Right for production;
    // the test stacks share two cores with builds and browsers, so they switch it off.
    PRESSURE_LIMITER_ENABLED: env.CMS_PRESSURE_LIMITER === 'false' ? 'false' : 'true',
    // Its default (500 ms of lag) refused a first visit's images for seconds after a start, when
    // loading the schema and the first image copies lag the loop; 1.5 s still sheds real
    // overload, and Retry-After tells the site when to ask again.
    PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY: '1500',
    PRESSURE_LIMITER_RETRY_AFTER: '1',
    // The content-change flow calls the sites, which usually live on this host or network;
    // Directus' default deny list blocks those. Cloud metadata stays blocked.
    IMPORT_IP_DENY_LIST: env.CMS_IMPORT_IP_DENY_LIST ?? '169.254.169.254',
    // Read by the flows' site-call operation as it runs: never stored in a flow, its options or
    // its run log. Not in FLOWS_ENV_ALLOW_LIST, so no flow sees it as {{$env}}.
    REVALIDATE_SECRET: config.revalidateSecret,
    // No AI assistant or MCP server: an English sidebar entry in the Spanish Studio, and an endpoint
    // for outside language models to the bookings' personal data that nobody asked for.
    AI_ENABLED: 'false',
    MCP_ENABLED: 'false',
    ...mailEnv(env),
    ...redisEnv(env.CMS_REDIS_URL),
  };
  return { ...config, directusEnv };
}
