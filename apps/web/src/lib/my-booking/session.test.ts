import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Redis } from '../rate-limit/redis.ts';
import { signToken } from '../precheckin/token.ts';

/*
 * The booking page's session routes end to end in one process, with the site's services
 * replaced: the cookie jar of the request, the rate-limit store (a Redis every process shares)
 * and the booking service. What is real: session.ts, session-cookie.ts, ended-sessions.ts.
 */
const SECRET = 'test-secret';
const jar = new Map<string, string>();
const redisKeys = new Map<string, number>();
const redis = {
  async set(key: string, _: string, __: string, ms: number) {
    redisKeys.set(key, Date.now() + ms);
    return 'OK';
  },
  async exists(key: string) {
    return (redisKeys.get(key) ?? 0) > Date.now() ? 1 : 0;
  },
} as unknown as Redis;
const readMyBooking = vi.fn(async () => ({ ok: true, booking: { code: 'F-TEST01' } }));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}));
vi.mock('../config/brand.ts', () => ({ BRAND: 'firefly' }));
vi.mock('../config/server.ts', () => ({ siteOrigin: () => 'http://localhost:3000' }));
vi.mock('../precheckin/service.ts', () => ({ SESSION_MS: 2 * 60 * 60_000 }));
vi.mock('../rate-limit/index.ts', () => ({
  rateLimitStore: () => redis,
  limitedReservationLookup: vi.fn(),
}));
vi.mock('./deps.ts', () => ({
  myBookingDeps: () => ({ secret: SECRET, brand: 'firefly', now: () => new Date() }),
}));
vi.mock('./service.ts', () => ({ readMyBooking, findMyBooking: vi.fn() }));

const { currentBooking, leaveBookingSession } = await import('./session.ts');
const { MY_BOOKING_COOKIE } = await import('./session-cookie.ts');

const sessionFor = (reservation: string, ms = 2 * 60 * 60_000) =>
  signToken(SECRET, { purpose: 'manage', reservation, brand: 'firefly', exp: Date.now() + ms });
/** This process's memory of ended sessions (process-wide), as a fresh process has it: empty. */
const anotherProcess = () =>
  (globalThis as unknown as Record<symbol, Map<string, number>>)[
    Symbol.for('rental.my-booking-ended-sessions')
  ]?.clear();

beforeEach(() => {
  jar.clear();
  readMyBooking.mockClear();
});

describe('ending the booking page’s session', () => {
  it('a replayed copy of the old cookie opens no booking afterwards, on this process or another', async () => {
    const session = sessionFor('r-1');
    jar.set(MY_BOOKING_COOKIE, session);
    expect(await currentBooking()).toMatchObject({ ok: true });

    await leaveBookingSession();
    expect(jar.has(MY_BOOKING_COOKIE)).toBe(false);

    // The same cookie sent again (a saved copy, another tab's request): no booking open.
    jar.set(MY_BOOKING_COOKIE, session);
    expect(await currentBooking()).toEqual({ ok: false, problem: 'notFound' });
    anotherProcess();
    expect(await currentBooking()).toEqual({ ok: false, problem: 'notFound' });
    expect(readMyBooking).toHaveBeenCalledTimes(1);
  });

  it('is remembered in the shared store for the session’s remaining life, and ends no other session', async () => {
    const ending = sessionFor('r-2', 30 * 60_000);
    const other = sessionFor('r-3');
    jar.set(MY_BOOKING_COOKIE, ending);
    const before = redisKeys.size;
    await leaveBookingSession();
    expect(redisKeys.size).toBe(before + 1);
    const until = [...redisKeys.values()].at(-1)!;
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    jar.set(MY_BOOKING_COOKIE, other);
    expect(await currentBooking()).toMatchObject({ ok: true });
  });

  it('a cookie the site did not sign is only dropped: nothing is remembered for it', async () => {
    jar.set(MY_BOOKING_COOKIE, 'forged.token');
    const before = redisKeys.size;
    await leaveBookingSession();
    expect([jar.has(MY_BOOKING_COOKIE), redisKeys.size]).toEqual([false, before]);
  });
});
