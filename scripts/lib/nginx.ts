/**
 * An nginx of our own (never the system service) with the production templates of ops/nginx in
 * front of the sites: one brand for the bench and the proxy tests, the four brands by host name
 * for `npm run start:all`; the bench adds a plain static-file server for its baseline.
 * nginx is Debian's package: `apt-get install -y nginx` (NGINX_BIN points elsewhere).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT, stoppable, type RunningProcess } from '@rental/cms/runtime';

const NGINX_TEMPLATES = join(REPO_ROOT, 'ops/nginx');

export function nginxBinary(): string {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((c) => existsSync(c));
  if (!found)
    throw new Error(
      "nginx is not installed: `apt-get install -y nginx` (Debian's package), or set NGINX_BIN",
    );
  return found;
}

/** envsubst with an explicit variable list: only `${NAME}` of the given names; nginx's own `$vars` stay. */
export function renderTemplate(text: string, vars: Record<string, string>): string {
  const out = text.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) =>
    name in vars ? vars[name] : whole,
  );
  const left = /\$\{(RENTAL_[A-Z_]+)\}/.exec(out);
  if (left) throw new Error(`template variable ${left[1]} has no value`);
  return out;
}

/** One brand's site behind nginx: its processes (`host:port` each) and the host names it answers. */
export interface NginxSite {
  brand: string;
  upstreams: string[];
  /** nginx `server_name`: `_` for any, or host names such as `firefly.localhost`. */
  serverName?: string;
}

export interface NginxOptions {
  /** The instance's folder (config, cache, logs, static root); world-readable for nginx's workers. */
  dir: string;
  sites: NginxSite[];
  proxyPort: number;
  /** Where nginx listens: the loopback (default) or every interface (`0.0.0.0`). */
  host?: string;
  /** Where nginx writes its access log (one line per request); off when not given. */
  accessLog?: string;
  /** Directus as several processes (`host:port` each) behind one address (ops/nginx/rental-cms.conf.template). */
  cms?: { listen: string; upstreams: string[] };
  /** A port for a static server whose root is `${dir}/static` (extra headers: `static-headers.conf`), or none. */
  staticPort?: number;
}

export const STATIC_HEADERS_FILE = 'static-headers.conf';

function mainConfig(o: NginxOptions, sites: string[], cache: string): string {
  const tmp = (name: string) => `${name}_temp_path ${join(o.dir, 'tmp', name)};`;
  const staticServer =
    o.staticPort === undefined
      ? ''
      : `
    server {
        listen 127.0.0.1:${o.staticPort};
        root ${join(o.dir, 'static')};
        gzip_static on;
        include ${join(o.dir, STATIC_HEADERS_FILE)};
    }`;
  // Debian's nginx.conf defaults for what matters here (workers, sendfile, keepalive).
  return `worker_processes auto;
daemon off;
pid ${join(o.dir, 'nginx.pid')};
error_log ${join(o.dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    types { text/html html; text/css css; application/javascript js; image/svg+xml svg; application/json json; }
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(tmp).join('\n    ')}
    include ${cache};
    # After the cache file, which defines the rental_json format.
    access_log ${o.accessLog ? `${o.accessLog} rental_json` : 'off'};
    ${sites.map((site) => `include ${site};`).join('\n    ')}${catchAll(o)}${staticServer}
}
`;
}

/** Host names no brand answers get nothing (ops/nginx/README.md), once brands are named. */
const catchAll = (o: NginxOptions) =>
  o.sites.every((s) => s.serverName && s.serverName !== '_')
    ? `
    server { listen ${listenOn(o)} default_server; return 444; }`
    : '';

const listenOn = (o: NginxOptions) => `${o.host ?? '127.0.0.1'}:${o.proxyPort}`;

/** An upstream's `server` directives, on one line (the templates quote their variables in comments): a process that fails is left out for 5 s, then tried again. */
const serverLines = (upstreams: string[]) =>
  upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join(' ');

/** Writes the configuration (templates rendered as a deployment would) and returns its path. */
function writeNginxConfig(o: NginxOptions): string {
  for (const sub of ['tmp', 'cache', 'static']) mkdirSync(join(o.dir, sub), { recursive: true });
  chmodSync(o.dir, 0o755);
  const read = (name: string) => readFileSync(join(NGINX_TEMPLATES, name), 'utf8');
  const cache = join(o.dir, 'rental-cache.conf');
  writeFileSync(
    cache,
    renderTemplate(read('rental-cache.conf.template'), { RENTAL_CACHE_DIR: join(o.dir, 'cache') }),
  );
  const sites = o.sites.map((site) => {
    const file = join(o.dir, `rental-${site.brand}.conf`);
    writeFileSync(
      file,
      renderTemplate(read('rental-site.conf.template'), {
        RENTAL_BRAND: site.brand,
        RENTAL_SERVERS: serverLines(site.upstreams),
        RENTAL_SERVER_NAME: site.serverName ?? '_',
        RENTAL_LISTEN: listenOn(o),
      }),
    );
    return file;
  });
  if (o.cms) {
    const file = join(o.dir, 'rental-cms.conf');
    writeFileSync(
      file,
      renderTemplate(read('rental-cms.conf.template'), {
        RENTAL_CMS_SERVERS: serverLines(o.cms.upstreams),
        RENTAL_CMS_LISTEN: o.cms.listen,
      }),
    );
    sites.push(file);
  }
  writeFileSync(join(o.dir, STATIC_HEADERS_FILE), '');
  const conf = join(o.dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(o, sites, cache));
  return conf;
}

/** Checks the configuration (`nginx -t`), then runs nginx in the foreground until stopped. */
export async function startNginx(o: NginxOptions): Promise<RunningProcess> {
  const conf = writeNginxConfig(o);
  const bin = nginxBinary();
  const check = spawnSync(bin, ['-t', '-q', '-p', o.dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(bin, ['-p', o.dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  const running = stoppable(child);
  const cmsPort = o.cms ? Number(o.cms.listen.split(':').pop()) : undefined;
  const ports = [o.proxyPort, o.staticPort, cmsPort].filter((p) => p !== undefined);
  for (const port of ports) await waitForPort(port, child);
  return running;
}

/** `add_header` lines for the static server (values with `$` are left out: nginx would read a variable). */
export function staticHeaders(headers: [string, string][]): string {
  return headers
    .filter(([, v]) => !v.includes('$'))
    .map(([n, v]) => `add_header ${n} "${v.replace(/["\\]/g, '\\$&')}";\n`)
    .join('');
}

/** Re-reads the configuration (`nginx -s reload`) and gives the new workers a moment. */
export async function reloadNginx(dir: string): Promise<void> {
  const run = spawnSync(nginxBinary(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-s', 'reload'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`nginx -s reload failed:\n${run.stderr}`);
  await new Promise((r) => setTimeout(r, 1000));
}

async function waitForPort(port: number, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 10_000;
  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(!!socket.end()));
      socket.on('error', () => resolve(false));
    });
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (await open()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nginx did not listen on port ${port} within 10 s`);
}
