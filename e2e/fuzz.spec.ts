import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { serverActions } from '../scripts/bench/server-action.ts';
import { E2E_PORTS } from './ports.ts';
import { siteWrites } from './stack-info.ts';

/*
 * Thousands of malformed payloads to every server action and route handler of a production
 * build (issue 7): never a 5xx, never a record written. Runs in the `fuzz` project, after the
 * other e2e projects, so that nothing else writes to Directus while it counts.
 * Each request comes from its own address (X-Real-IP) so that rate limits do not hide the
 * validation behind them; the limits have their own tests.
 */
const BASE = `http://127.0.0.1:${E2E_PORTS.firefly}`;
const PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 1000);
const BUILD = new URL('../apps/web/.next-e2e-firefly/', import.meta.url).pathname;

interface Action { id: string; name: string; page: string }

/** The build's server actions and a page each is registered on. */
function actionsToFuzz(): Action[] {
  if (!existsSync(`${BUILD}server/server-reference-manifest.json`)) return [{ id: 'missing', name: `(no build at ${BUILD})`, page: '/' }];
  return serverActions(BUILD).map(({ id, name, routes }) => ({
    id,
    name,
    page: routes[0].replace(/^app\/\[locale\]/, '').replace(/\/\([^)]+\)/g, '').replace(/\/page$/, '').replace('[slug]', 'leasing-operativo') || '/',
  }));
}

// Values a decoder or a validator might choke on: React reply references, prototype keys,
// the site's own field names, long and odd strings.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => `$${s}`),
  fc.constantFrom('$F1', '$Q1', '$@1', '$@0', '$n1', '$K1', '$W1', '$T', '$undefined', '$D2026-13-45', '$$', '__proto__', 'constructor', '\u0000', '𝒳'.repeat(20)),
  fc.string({ maxLength: 300 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const fieldName = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'nonce', 'car', 'client', 'code', 'identity', 'number', 'cvv', 'expiry', 'email', 'pickup', 'dropoff', 'coverages', 'token', 'decision'));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, nasty, fc.array(tie('value'), { maxLength: 5 }), fc.dictionary(fieldName, tie('value'), { maxKeys: 6 })),
}));
// Reservation-shaped arguments reach deeper into validation; the renter is never valid.
const nearReservation = fc.record({
  nonce: fc.oneof(fc.uuid(), nasty), locale: fc.constantFrom('es', 'en', 'xx'), car: nasty, pickupBranch: fc.constantFrom('PTY', 'PAC', '', 'X'.repeat(99)),
  returnBranch: fc.constantFrom('PTY', 'DAV', '$F1'), pickup: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), nasty),
  dropoff: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), nasty), reservationType: fc.constantFrom('prepaid', 'postpaid', 'free'),
  coverages: fc.array(nasty, { maxLength: 14 }), roadside: fc.oneof(fc.boolean(), nasty), coupon: fc.oneof(fc.constant(null), nasty),
  client: fc.dictionary(fieldName, nasty, { maxKeys: 8 }),
});
const contentType = fc.constantFrom('text/plain;charset=UTF-8', 'application/json', 'application/x-www-form-urlencoded', 'text/x-component', '', 'multipart/form-data; boundary=zz');

interface Attempt { method: string; path: string; headers: Record<string, string>; body?: string | FormData }

const actionBody = fc.oneof(
  fc.array(fc.oneof(value, nearReservation), { maxLength: 4 }).map((args) => ({ type: 'text/plain;charset=UTF-8', body: JSON.stringify(args) as string | FormData })),
  fc.tuple(contentType, fc.oneof(fc.string({ maxLength: 500 }), value.map((v) => JSON.stringify(v) ?? ''))).map(([type, body]) => ({ type, body: body as string | FormData })),
  fc.array(fc.tuple(fc.oneof(fieldName, fc.constantFrom('0', '1', '$ACTION_REF_1', '$ACTION_1:0', '$ACTION_1:1', '$ACTION_KEY', '_1_company')), value.map((v) => JSON.stringify(v) ?? '')), { maxLength: 8 })
    .map((fields) => {
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v);
      return { type: '', body: form as string | FormData };
    }),
);

function actionAttempts(action: Action): fc.Arbitrary<Attempt> {
  return fc.tuple(actionBody, fc.boolean()).map(([{ type, body }, withHeader]) => {
    const headers: Record<string, string> = { accept: 'text/x-component' };
    if (type) headers['content-type'] = type;
    // Without the header, a multipart body is a form posted without JavaScript.
    if (withHeader || typeof body === 'string') headers['next-action'] = action.id;
    else (body as FormData).append(`$ACTION_ID_${action.id}`, '');
    return { method: 'POST', path: action.page, headers, body };
  });
}

const query = fc.dictionary(fc.oneof(fieldName, fc.constantFrom('to', 'path', 'token', 'mode', 'lang', 'pickup', 'from')), fc.string({ maxLength: 80 }), { maxKeys: 5 })
  .map((q) => new URLSearchParams(q).toString());
const ROUTES: { name: string; attempts: fc.Arbitrary<Attempt> }[] = [
  { name: 'GET /api/language', attempts: query.map((q) => ({ method: 'GET', path: `/api/language?${q}`, headers: {} })) },
  { name: 'POST /api/revalidate', attempts: fc.tuple(fc.constantFrom('', 'wrong-secret', 'x'.repeat(2000)), fc.string({ maxLength: 300 })).map(([secret, body]) => ({ method: 'POST', path: '/api/revalidate', headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' }, body })) },
  { name: 'GET /api/payments/sandbox/challenge', attempts: query.map((q) => ({ method: 'GET', path: `/api/payments/sandbox/challenge?${q}`, headers: {} })) },
  { name: 'POST /api/payments/sandbox/challenge', attempts: fc.tuple(contentType, fc.string({ maxLength: 400 })).map(([type, body]) => ({ method: 'POST', path: '/api/payments/sandbox/challenge', headers: type ? { 'content-type': type } : {}, body })) },
  { name: 'GET /assets/[id]', attempts: fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })).map((id) => ({ method: 'GET', path: `/assets/${encodeURIComponent(id)}`, headers: {} })) },
  { name: 'GET pages with odd queries', attempts: fc.tuple(fc.constantFrom('/flota', '/en/fleet', '/reserva', '/precheckin', '/sucursales'), query).map(([p, q]) => ({ method: 'GET', path: `${p}?${q}`, headers: {} })) },
];

let address = 0;
/** Sends every attempt, eight at a time; returns the responses that were 5xx. */
async function send(attempts: Attempt[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const a = attempts[next++];
      address += 1;
      const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
      const res = await fetch(`${BASE}${a.path}`, { method: a.method, headers: { ...a.headers, 'x-real-ip': ip }, body: a.body, redirect: 'manual' });
      const text = await res.text();
      if (res.status >= 500) failures.push(`${res.status} ${a.method} ${a.path} ${JSON.stringify(a.headers)} ${typeof a.body === 'string' ? a.body.slice(0, 200) : JSON.stringify([...((a.body as unknown as Iterable<[string, unknown]>) ?? [])]).slice(0, 400)} → ${text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}

/** Sends the attempts and checks the two promises: no 5xx, and no write to Directus. */
async function fuzz(attempts: Attempt[]) {
  const before = await siteWrites();
  const failures = await send(attempts);
  expect(failures.slice(0, 5)).toEqual([]);
  expect(await siteWrites()).toBe(before);
}

test.describe('fuzzing every endpoint: no 5xx, nothing written', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const action of actionsToFuzz()) {
    test(`server action ${action.name}`, async () => {
      await fuzz(fc.sample(actionAttempts(action), { numRuns: PER_ENDPOINT, seed: 7 }));
    });
  }

  for (const route of ROUTES) {
    test(route.name, async () => {
      await fuzz(fc.sample(route.attempts, { numRuns: PER_ENDPOINT, seed: 11 }));
    });
  }
});
