import type { CmsConfig } from '@rental/cms/runtime';
import { E2E_PORTS } from './ports.ts';

/** The folder, under apps/web, of a brand's e2e build (the stack builds and runs it). */
export const e2eDistDir = (brand: 'firefly' | 'tucan') => `.next-e2e-${brand}`;

/** The firefly e2e build that the stack's firefly servers run (its server actions' ids are read from it). */
export const FIREFLY_BUILD = new URL(`../apps/web/${e2eDistDir('firefly')}/`, import.meta.url)
  .pathname;

/** What the e2e stack tells about itself (its throw-away CMS and credentials). */
export interface StackInfo {
  cms: string;
  admin: string;
  password: string;
  token: string;
  revalidateSecret: string;
  /** The stack's SQLite file and the log of all its processes. */
  database: string;
  logFile: string;
  /** The firefly outbox worker's clock offset in ms (e2e/outbox.spec.ts writes it). */
  workerClockFile: string;
  /** Every secret the stack runs with (tokens, Directus' KEY/SECRET, passwords). */
  secrets: string[];
  /** The scale-out stack's site processes, each reached directly (scripts/scale-stack.ts). */
  sites?: string[];
  /** The scale-out stack's simulated bank's books (SANDBOX_BANK_DIR). */
  bankDir?: string;
}

/** What a stack answers on its ready address: its Directus and credentials, and the rest it names. */
export const describeStack = (
  config: CmsConfig,
  rest: Omit<StackInfo, 'cms' | 'admin' | 'password' | 'token' | 'revalidateSecret'>,
): StackInfo => ({
  cms: config.url,
  admin: config.adminEmail,
  password: config.adminPassword,
  token: config.siteToken,
  revalidateSecret: config.revalidateSecret,
  ...rest,
});

export async function stackInfo(): Promise<StackInfo> {
  return (await (await fetch(`http://127.0.0.1:${E2E_PORTS.ready}/`)).json()) as StackInfo;
}

/** The brand's cars as the CMS holds them, for comparing with what the page shows. */
export async function brandFleet(
  brand: string,
): Promise<{ model: string; price: number; class: string }[]> {
  const info = await stackInfo();
  const auth = { authorization: `Bearer ${info.token}` };
  const [site] = (
    (await (
      await fetch(`${info.cms}/items/sites_config?filter[brand][_eq]=${brand}&fields=allowedCars`, {
        headers: auth,
      })
    ).json()) as { data: { allowedCars: string[] | null }[] }
  ).data;
  const field = `price_${brand}`;
  const cars = (
    (await (
      await fetch(`${info.cms}/items/flota?limit=-1&fields=model,class,${field}`, { headers: auth })
    ).json()) as { data: Record<string, unknown>[] }
  ).data;
  const allowed = site.allowedCars ?? [];
  return cars
    .filter(
      (c) => c[field] !== null && (allowed.length === 0 || allowed.includes(c.class as string)),
    )
    .map((c) => ({ model: c.model as string, class: c.class as string, price: c[field] as number }))
    .sort((a, b) => a.price - b.price);
}

/** An administrator's access token for the stack's Directus. */
async function staffToken(info: StackInfo): Promise<string> {
  const login = await fetch(`${info.cms}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: info.admin, password: info.password }),
  });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** A Studio upload through Directus' API, as an administrator; the file's id. */
export async function uploadAsStaff(
  name: string,
  type: string,
  content: string | Uint8Array<ArrayBuffer>,
): Promise<string> {
  const info = await stackInfo();
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  const res = await fetch(`${info.cms}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await staffToken(info)}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A logged-in administrator's fetch against the stack's Directus, as staff in Studio. */
export async function asStaff(): Promise<
  (method: string, path: string, body?: unknown) => Promise<unknown>
> {
  const info = await stackInfo();
  const token = await staffToken(info);
  return async (method, path, body) => {
    const res = await fetch(`${info.cms}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : ((await res.json()) as { data: unknown }).data;
  };
}

/**
 * Every write the website's service user has made: its create/update entries in Directus'
 * activity log plus the rows of the collections it may write. Unchanged means nothing written.
 */
export async function siteWrites(): Promise<number> {
  const staff = await asStaff();
  const count = async (path: string) =>
    Number(((await staff('GET', path)) as { count: string | number }[])[0].count);
  const bySite = encodeURIComponent(
    JSON.stringify({
      _and: [
        { user: { email: { _eq: 'website@example.com' } } },
        { action: { _in: ['create', 'update'] } },
      ],
    }),
  );
  let total = await count(`/activity?aggregate[count]=*&filter=${bySite}`);
  for (const collection of ['reservations', 'payments', 'precheckins', 'corporate_leads'])
    total += await count(`/items/${collection}?aggregate[count]=*`);
  return total;
}
