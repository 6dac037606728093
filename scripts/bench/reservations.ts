/**
 * Reservation creation under load: `clients` concurrent renters, each sending the booking
 * form's server action again as soon as the previous answer arrives (a fresh nonce each
 * time, so each is a new reservation), for a fixed time. Then Directus is asked how many
 * reservations were stored: it must be exactly the number of successful answers.
 */
import type { BrandKey } from '@rental/domain/brands';
import { bookableCar, reservationRequest, type CmsAccess } from './booking.ts';
import { callServerAction } from './server-action.ts';
import { percentile } from './stats.ts';

export interface ReservationFigures {
  clients: number;
  seconds: number;
  successes: number;
  /** HTTP errors, timeouts and answers other than a created reservation. */
  errors: number;
  firstError: string | null;
  p50: number;
  p99: number;
  /** Reservations Directus holds now minus before. */
  stored: number;
}

export interface StaffLogin {
  url: string;
  email: string;
  password: string;
}

async function countReservations(staff: StaffLogin): Promise<number> {
  const login = await fetch(`${staff.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  if (!login.ok) throw new Error(`Directus login: ${login.status}`);
  const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
  const res = await fetch(`${staff.url}/items/reservations?aggregate[count]=*`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  if (!res.ok) throw new Error(`Directus count: ${res.status} ${await res.text()}`);
  return Number(((await res.json()) as { data: { count: number | string }[] }).data[0].count);
}

interface Outcome {
  ms: number;
  ok: boolean;
  error?: string;
}

async function createOne(
  pageUrl: string,
  actionId: string,
  car: string,
  renter: string,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const result = await callServerAction<{ ok: boolean; kind?: string }>(pageUrl, actionId, [
      reservationRequest(car, renter),
    ]);
    return {
      ms: performance.now() - started,
      ok: result.ok,
      error: result.ok ? undefined : `answer: ${result.kind}`,
    };
  } catch (error) {
    return {
      ms: performance.now() - started,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

export async function reservationLoad(opts: {
  pageUrl: string;
  actionId: string;
  cms: CmsAccess;
  staff: StaffLogin;
  brand: BrandKey;
  clients: number;
  seconds: number;
  /** The same load first, for this long and not measured: processes just started are still compiling their code. */
  warmupSeconds?: number;
}): Promise<ReservationFigures> {
  const car = await bookableCar(opts.cms, opts.brand);
  const run = async (seconds: number, round: string) => {
    const outcomes: Outcome[] = [];
    const deadline = Date.now() + seconds * 1000;
    const client = async (n: number) => {
      for (let i = 0; Date.now() < deadline; i++)
        outcomes.push(await createOne(opts.pageUrl, opts.actionId, car, `${round}${n}x${i}`));
    };
    await Promise.all(Array.from({ length: opts.clients }, (_, n) => client(n)));
    return outcomes;
  };
  if (opts.warmupSeconds) await run(opts.warmupSeconds, 'warm');
  const before = await countReservations(opts.staff);
  const outcomes = await run(opts.seconds, 'load');
  const stored = (await countReservations(opts.staff)) - before;
  const times = outcomes.map((o) => o.ms);
  const failed = outcomes.filter((o) => !o.ok);
  return {
    clients: opts.clients,
    seconds: opts.seconds,
    successes: outcomes.length - failed.length,
    errors: failed.length,
    firstError: failed[0]?.error ?? null,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    stored,
  };
}
