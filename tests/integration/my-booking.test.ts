import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../apps/web/src/lib/rate-limit/rules.ts';
import { createLimiter } from '../../apps/web/src/lib/rate-limit/limiter.ts';
import {
  cancelMyBooking,
  findMyBooking,
  myBookingCalendar,
  readMyBooking,
  resendConfirmation,
  type MyBookingDeps,
} from '../../apps/web/src/lib/my-booking/service.ts';
import { lookupReservation, SESSION_MS } from '../../apps/web/src/lib/precheckin/service.ts';
import { signToken } from '../../apps/web/src/lib/precheckin/token.ts';
import { DEFAULT_CANCELLATION_POLICY } from '@rental/domain/reservation/cancellation';
import { BRAND, NOW, seedCars, storedReservation } from './booking-support.ts';
import { admin } from './helpers.ts';
import {
  bank,
  bookFor,
  confirmedPayLater,
  paidPrepaid,
  precheckinDeps,
  PRECHECKIN_SECRET,
  type Booked,
} from './precheckin-support.ts';

/**
 * The booking's page (lib/my-booking, /mi-reserva) against the real Directus, with bookings made
 * through the booking service: found like the pre-check-in finds a reservation, shown as stored
 * (bill, payments, what is due), and its confirmation queued again in the outbox for the worker,
 * at most three times an hour per booking.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

/** The site's wiring with the suite's clock and key, and a resend limit of the booking page's own. */
const deps = (over: Partial<MyBookingDeps> = {}): MyBookingDeps => ({
  ...precheckinDeps(),
  brand: BRAND,
  resends: createLimiter(RATE_LIMITS.confirmationResend, { prefix: `it:${randomUUID()}` }),
  policy: async () => DEFAULT_CANCELLATION_POLICY,
  refunds: { card: bank, paypal: null },
  ...over,
});

const NOT_FOUND = { ok: false, problem: 'notFound' } as const;

async function sessionFor(r: Booked, d = deps()): Promise<string> {
  const found = await findMyBooking(d, { code: r.code, identity: r.client.last_name });
  if (!found.ok) throw new Error(`look-up failed: ${JSON.stringify(found)}`);
  return found.session;
}

async function outboxOf(reservation: string) {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  return (await admin()).get<
    { key: string; kind: string; status: string; recipient: string; language: string }[]
  >(`/items/email_outbox?filter=${filter}&fields=key,kind,status,recipient,language&sort=key`);
}

describe('finding a booking', () => {
  it('shows a pay-later booking as stored: confirmed, nothing paid, the total due at the counter', async () => {
    const r = await confirmedPayLater(car);
    const stored = await storedReservation(r.id);
    for (const identity of ['pérez', r.client.email.toUpperCase()]) {
      const found = await findMyBooking(deps(), { code: r.code.toLowerCase(), identity });
      if (!found.ok) throw new Error(`${identity}: ${JSON.stringify(found)}`);
      expect(found.booking).toMatchObject({
        code: r.code,
        standing: 'confirmed',
        reservationType: 'postpaid',
        renter: 'Ana Pérez',
        trip: { car, pickupBranch: stored.pickup_branch, days: 3 },
        bill: { lines: stored.extras.lines, totals: stored.totals },
        payments: [],
        paid: 0,
        dueAtCounter: r.total,
        precheckin: { progress: 'none', open: true },
        canResend: true,
        calendar: true,
      });
      // The session reads the same booking back, as it stands now.
      expect(await readMyBooking(deps(), found.session)).toEqual({
        ok: true,
        booking: found.booking,
      });
    }
  });

  it('lists a card payment by its brand and last four digits only, and nothing due', async () => {
    const r = await paidPrepaid(car);
    const found = await findMyBooking(deps(), { code: r.code, identity: 'Pérez' });
    if (!found.ok) throw new Error(JSON.stringify(found));
    expect(found.booking).toMatchObject({ standing: 'paid', paid: r.total, dueAtCounter: 0 });
    expect(found.booking.payments).toEqual([
      {
        amount: r.total,
        refund: false,
        method: 'card',
        cardBrand: expect.any(String),
        last4: expect.stringMatching(/^\d{4}$/),
        at: expect.any(String),
      },
    ]);
  });

  it('after a cancellation, lists its refund beside the payment and counts it out of what was paid', async () => {
    const r = await paidPrepaid(car);
    const d = deps();
    const found = await findMyBooking(d, { code: r.code, identity: 'Pérez' });
    if (!found.ok) throw new Error(JSON.stringify(found));
    const refund = found.booking.cancellation.offer!.refund;
    const cancelled = await cancelMyBooking(d, found.session, { refund });
    if (!cancelled.ok) throw new Error(JSON.stringify(cancelled));
    expect(cancelled.booking).toMatchObject({ standing: 'cancelled', paid: r.total - refund });
    expect(cancelled.booking.payments.map((p) => [p.refund, p.amount])).toEqual([
      [false, r.total],
      [true, -refund],
    ]);
  });

  it('says where an unfinished booking stands, and offers neither resend nor calendar', async () => {
    const r = await bookFor(car, 'unpaid-postpaid');
    const found = await findMyBooking(deps(), { code: r.code, identity: 'Pérez' });
    expect(found).toMatchObject({
      ok: true,
      booking: {
        standing: 'unconfirmed',
        dueAtCounter: null,
        canResend: false,
        calendar: false,
        precheckin: { open: false },
      },
    });
  });

  it('answers an unknown code, a wrong name or e-mail and another brand’s code alike', async () => {
    const r = await confirmedPayLater(car);
    const unknown = `${r.code[0]}-ZZZZZZ`;
    expect(await findMyBooking(deps(), { code: r.code, identity: 'Gómez' })).toEqual(NOT_FOUND);
    expect(await findMyBooking(deps(), { code: r.code, identity: 'ana@example.org' })).toEqual(
      NOT_FOUND,
    );
    expect(await findMyBooking(deps(), { code: unknown, identity: 'Pérez' })).toEqual(NOT_FOUND);
    expect(
      await findMyBooking({ ...deps(), brand: 'tucan' }, { code: r.code, identity: 'Pérez' }),
    ).toEqual(NOT_FOUND);
  });

  it('names the fields of a malformed look-up with their message keys', async () => {
    expect(await findMyBooking(deps(), { code: 'nope', identity: '' })).toEqual({
      ok: false,
      problem: 'invalid',
      fields: { code: 'code', identity: 'required' },
    });
  });

  it('opens only with its own session: not a pre-check-in one, not an expired or forged one', async () => {
    const r = await confirmedPayLater(car);
    const precheckin = await lookupReservation(precheckinDeps(), {
      code: r.code,
      identity: 'Pérez',
    });
    if (!precheckin.ok) throw new Error(JSON.stringify(precheckin));
    expect(await readMyBooking(deps(), precheckin.session)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    const token = (exp: number) =>
      signToken(PRECHECKIN_SECRET, { purpose: 'manage', reservation: r.id, brand: BRAND, exp });
    expect(await readMyBooking(deps(), token(NOW.getTime() - 1))).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(await readMyBooking(deps(), token(NOW.getTime() + SESSION_MS))).toMatchObject({
      ok: true,
    });
    // One character of the signature changed (not its last: base64url's last character may
    // differ in padding bits only, and it may already be the one put there).
    const valid = token(NOW.getTime() + SESSION_MS);
    const at = valid.length - 10;
    const forged = `${valid.slice(0, at)}${valid[at] === 'A' ? 'B' : 'A'}${valid.slice(at + 1)}`;
    expect(await readMyBooking(deps(), forged)).toEqual({ ok: false, problem: 'invalid' });
    expect(await readMyBooking(deps(), null)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('sending the confirmation again', () => {
  it('queues it for the outbox worker under a key of its own, at most three times an hour', async () => {
    const r = await confirmedPayLater(car);
    const d = deps();
    const session = await sessionFor(r, d);
    for (let i = 0; i < 3; i++) expect(await resendConfirmation(d, session)).toEqual({ ok: true });
    expect(await resendConfirmation(d, session)).toEqual({ ok: false, problem: 'limited' });
    const resent = (await outboxOf(r.id)).filter((m) => m.key.includes(':resend:'));
    expect(resent).toEqual(
      [1, 2, 3].map((n) => ({
        key: `confirmation:${r.id}:resend:${n}`,
        kind: 'confirmation',
        status: 'queued',
        recipient: r.client.email,
        language: 'es',
      })),
    );
    // Counted per booking, not per session: finding it again does not reset the limit.
    expect(await resendConfirmation(d, await sessionFor(r, d))).toEqual({
      ok: false,
      problem: 'limited',
    });
  });

  it('numbers on from what the outbox holds (a limit that restarted with the process)', async () => {
    const r = await paidPrepaid(car);
    const session = await sessionFor(r);
    expect(await resendConfirmation(deps(), session)).toEqual({ ok: true });
    expect(await resendConfirmation(deps(), session)).toEqual({ ok: true });
    expect((await outboxOf(r.id)).map((m) => m.key)).toEqual([
      `confirmation:${r.id}:resend:1`,
      `confirmation:${r.id}:resend:2`,
    ]);
  });

  it('refuses a booking that is not held, and queues nothing', async () => {
    const unfinished = await bookFor(car, 'unpaid-prepaid');
    expect(await resendConfirmation(deps(), await sessionFor(unfinished))).toEqual({
      ok: false,
      problem: 'notHeld',
    });
    const cancelled = await confirmedPayLater(car);
    const session = await sessionFor(cancelled);
    await (await admin()).patch(`/items/reservations/${cancelled.id}`, { status: 'cancelled' });
    expect(await resendConfirmation(deps(), session)).toEqual({ ok: false, problem: 'notHeld' });
    expect(await readMyBooking(deps(), session)).toMatchObject({
      ok: true,
      booking: { standing: 'cancelled', dueAtCounter: null, canResend: false },
    });
    expect(await outboxOf(unfinished.id)).toEqual([]);
    expect(await outboxOf(cancelled.id)).toEqual([]);
  });

  it('refuses without a valid session', async () => {
    expect(await resendConfirmation(deps(), 'not-a-session')).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });
});

describe('the calendar file', () => {
  it('is the e-mails’ .ics for a held booking, in the page’s language, Panama time', async () => {
    const r = await confirmedPayLater(car);
    const session = await sessionFor(r);
    const es = await myBookingCalendar(deps(), session, 'es', 'https://www.firefly.example');
    expect(es?.filename).toBe(`reserva-${r.code}.ics`);
    const ics = es?.content ?? '';
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(r.code);
    // Thursday 26 November 2026, 10:00 in Panama (PICKUP_AT).
    expect(ics).toContain('DTSTART;TZID=America/Panama:20261126T100000');
    expect(ics).toContain('https://www.firefly.example/mi-reserva?code=');
    const en = await myBookingCalendar(deps(), session, 'en', 'https://www.firefly.example');
    expect(en?.filename).toBe(`reservation-${r.code}.ics`);
    expect(en?.content).toContain('https://www.firefly.example/en/mi-reserva?code=');
  });

  it('is nothing for a booking that is not held or without a valid session', async () => {
    const r = await bookFor(car, 'unpaid-postpaid');
    const origin = 'https://www.firefly.example';
    expect(await myBookingCalendar(deps(), await sessionFor(r), 'es', origin)).toBeNull();
    expect(await myBookingCalendar(deps(), 'forged', 'es', origin)).toBeNull();
  });
});
