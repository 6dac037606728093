/**
 * Reservation creation under load: `clients` concurrent renters, each sending the booking
 * form's request (POST /api/reservations) again as soon as the previous answer arrives (a fresh nonce each
 * time, so each is a new reservation), for a fixed time. Then Directus is asked how many
 * reservations were stored: it must be exactly the number of successful answers.
 *
 * Two mixes (docs/performance.md "Reservation load"):
 * - `spread`, as a company's renters book: the cheapest car of each of the brand's classes in
 *   turn, picked up on one of the next eight weeks' days. The p99 goal is judged on it.
 * - `oneClass`, the worst case: every booking for the same car and days, so every one waits
 *   for the same locks in turn (the inventory's guard against selling the last car twice). The
 *   bench's stacks give each class enough units not to sell out during the run.
 */
import type { BrandKey } from '@rental/domain/brands';
import { bookableCar, carOfEachClass, reservationRequest, type CmsAccess } from './booking.ts';
import { keptAliveReservationPoster } from './reservation-route.ts';
import { percentile } from './stats.ts';

export type ReservationMix = 'spread' | 'oneClass';

/** Pickup days the spread mix cycles through, from four days ahead. */
const SPREAD_DAYS = 56;
/** The one-class mix's pickup, past the spread mix's weeks, so that only its own bookings count there. */
const ONE_CLASS_DAYS_AHEAD = 70;

export interface ReservationFigures {
  mix: ReservationMix;
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

type ReservationPost = ReturnType<typeof keptAliveReservationPoster>;

async function createOne(
  post: ReservationPost,
  car: string,
  renter: string,
  daysAhead: number,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const result = await post<{ ok: boolean; kind?: string }>(
      reservationRequest(car, renter, daysAhead),
    );
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
  /** The site's address, through nginx. */
  siteUrl: string;
  cms: CmsAccess;
  staff: StaffLogin;
  brand: BrandKey;
  mix: ReservationMix;
  clients: number;
  seconds: number;
  /** The same load first, for this long and not measured: processes just started are still compiling their code. */
  warmupSeconds?: number;
}): Promise<ReservationFigures> {
  const cars =
    opts.mix === 'spread'
      ? await carOfEachClass(opts.cms, opts.brand)
      : [await bookableCar(opts.cms, opts.brand)];
  const post = keptAliveReservationPoster(opts.siteUrl);
  const run = async (seconds: number, round: string) => {
    const outcomes: Outcome[] = [];
    const deadline = Date.now() + seconds * 1000;
    const client = async (n: number) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const car = cars[(n + i) % cars.length];
        const daysAhead =
          opts.mix === 'spread' ? 4 + ((n * 7 + i) % SPREAD_DAYS) : ONE_CLASS_DAYS_AHEAD;
        outcomes.push(await createOne(post, car, `${opts.mix}${round}${n}x${i}`, daysAhead));
      }
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
    mix: opts.mix,
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
