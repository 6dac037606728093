import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@rental/domain/precheckin/preferences';
import { reservationCode } from '@rental/domain/reservation/code';
import { approveAsBuyer } from '../../services/paypal-sandbox/src/buyer.ts';
import {
  capturePaypal,
  completeChallenge,
  payByCard,
  startPaypal,
} from '../../apps/web/src/lib/booking/paying/index.ts';
import { SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import { readPreferences, savePreferences } from '../../apps/web/src/lib/precheckin/preferences.ts';
import {
  completePrecheckin,
  lookupReservation,
  precheckinId,
  precheckinSummary,
  sessionReservation,
  SESSION_MS,
  submitPrecheckin,
} from '../../apps/web/src/lib/precheckin/service.ts';
import { signToken } from '../../apps/web/src/lib/precheckin/token.ts';
import {
  BRAND,
  RETURN_AT,
  NOW,
  PICKUP_AT,
  paypalContractServer,
  seedCars,
  storedPayments,
  storedReservation,
} from './booking-support.ts';
import { admin, asSite } from './helpers.ts';
import {
  additionalDriver,
  bank,
  bookFor,
  card,
  cardPaymentDeps,
  confirmedPayLater,
  driversForm,
  paidPrepaid,
  precheckinDeps,
  PRECHECKIN_SECRET,
  RETURN_URL,
  sessionFor,
  storedPrecheckins,
  type Booked,
} from './precheckin-support.ts';

/**
 * The online pre-check-in's server code (lib/precheckin) against the real Directus, with
 * reservations made through the booking service: finding a reservation, the signed session,
 * storing the drivers where the site can write but never read them, settling the balance of
 * a pay-later reservation (sandbox bank, PayPal contract server) and the renter's preferences.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const NOT_FOUND = { ok: false, problem: 'notFound' } as const;

/** A session whose drivers were submitted (valid form). */
async function submittedSession(r: Booked): Promise<string> {
  const session = await sessionFor(r);
  const result = await submitPrecheckin(precheckinDeps(), session, driversForm(), 'es');
  if (!result.ok) throw new Error(`submission failed: ${JSON.stringify(result)}`);
  return session;
}

async function expectNothingWritten(reservationId: string) {
  expect(await storedReservation(reservationId)).toMatchObject({ precheckin_status: 'none' });
  expect(await storedPrecheckins(reservationId)).toEqual([]);
}

describe('finding a reservation', () => {
  it('finds it by code and last name, whatever the accents, case and spacing', async () => {
    const r = await confirmedPayLater(car);
    expect(r.client.last_name).toBe('Pérez');
    for (const identity of ['Pérez', 'perez', '  PÉREZ ', 'PeReZ']) {
      const found = await lookupReservation(precheckinDeps(), { code: r.code, identity });
      if (!found.ok) throw new Error(`${identity}: ${JSON.stringify(found)}`);
      expect(found.summary).toMatchObject({
        code: r.code,
        reservationType: 'postpaid',
        status: 'confirmed',
        paymentType: 'counter',
        precheckinStatus: 'none',
        days: 3,
        balanceDue: true,
        airportPickup: true,
        renter: { name: 'Ana', last_name: 'Pérez' },
      });
      expect(found.prefill).toEqual({
        name: 'Ana',
        last_name: 'Pérez',
        phone_number: r.client.phone_number,
        birthday: r.client.birthday,
      });
      expect(found.summary.totals.total).toBe(r.total);
      expect(new Date(found.summary.pickupDate).toISOString()).toBe(PICKUP_AT);
      expect(new Date(found.summary.returnDate).toISOString()).toBe(RETURN_AT);
      expect(await sessionReservation(precheckinDeps(), found.session)).toBe(r.id);
    }
  });

  it('finds it by the e-mail address in any case', async () => {
    const r = await confirmedPayLater(car);
    for (const identity of [r.client.email, r.client.email.toUpperCase(), ` ${r.client.email} `]) {
      const found = await lookupReservation(precheckinDeps(), { code: r.code, identity });
      expect(found).toMatchObject({ ok: true, summary: { code: r.code } });
      expect(found.ok && (await sessionReservation(precheckinDeps(), found.session))).toBe(r.id);
    }
  });

  it('takes the code in lower case and without its dash', async () => {
    const r = await confirmedPayLater(car);
    for (const code of [
      r.code.replace('-', '').toLowerCase(),
      ` ${r.code.toLowerCase()} `,
      r.code.replace('-', ''),
    ]) {
      expect(await lookupReservation(precheckinDeps(), { code, identity: 'Pérez' })).toMatchObject({
        ok: true,
        summary: { code: r.code },
      });
    }
    expect(
      await lookupReservation(precheckinDeps(), { code: 'not a code', identity: 'Pérez' }),
    ).toEqual({ ok: false, problem: 'invalid', fields: { code: 'code' } });
  });
});

describe('what the look-up does not tell', () => {
  it('answers a wrong last name and an unknown code identically', async () => {
    const r = await confirmedPayLater(car);
    let unknown = r.code;
    while (unknown === r.code) unknown = reservationCode(BRAND, randomBytes(6));
    const wrongName = await lookupReservation(precheckinDeps(), {
      code: r.code,
      identity: 'Martínez',
    });
    const unknownCode = await lookupReservation(precheckinDeps(), {
      code: unknown,
      identity: 'Pérez',
    });
    const wrongEmail = await lookupReservation(precheckinDeps(), {
      code: r.code,
      identity: 'someone-else@example.com',
    });
    expect(wrongName).toEqual(NOT_FOUND);
    expect(unknownCode).toEqual(wrongName);
    expect(wrongEmail).toEqual(wrongName);
  });

  it('does not find another brand’s reservation, nor open it with a session', async () => {
    // A code with firefly's letter, so that only the brand tells it apart.
    const id = randomUUID();
    const code = reservationCode(BRAND, randomBytes(6));
    await (
      await admin()
    ).post('/items/reservations', {
      id,
      code,
      brand: 'tucan',
      status: 'confirmed',
      payment_type: 'counter',
      reservation_type: 'postpaid',
      pickup_date: PICKUP_AT,
      return_date: RETURN_AT,
      total_reservations_days: 3,
      client: {
        name: 'Ana',
        last_name: 'Pérez',
        email: `it-${randomUUID().slice(0, 12)}@example.com`,
      },
      extras: { coverages: [], roadside: false, coupon: null },
      totals: { total: 10000 },
    });
    expect(await lookupReservation(precheckinDeps(), { code, identity: 'Pérez' })).toEqual(
      NOT_FOUND,
    );
    // The same look-up on tucan's site finds it: the brand is what refuses it here.
    expect(
      await lookupReservation(precheckinDeps({ brand: 'tucan' }), { code, identity: 'Pérez' }),
    ).toMatchObject({ ok: true, summary: { code } });
    // A validly signed firefly session naming it opens nothing.
    const session = signToken(PRECHECKIN_SECRET, {
      purpose: 'session',
      reservation: id,
      brand: BRAND,
      exp: NOW.getTime() + SESSION_MS,
    });
    expect(await precheckinSummary(precheckinDeps(), session)).toEqual(NOT_FOUND);
    expect(await submitPrecheckin(precheckinDeps(), session, driversForm(), 'es')).toEqual(
      NOT_FOUND,
    );
    await expectNothingWritten(id);
  });
});

describe('reservations that cannot be pre-checked-in', () => {
  it('refuses a cancelled reservation', async () => {
    const r = await confirmedPayLater(car);
    const session = await sessionFor(r);
    await (await admin()).patch(`/items/reservations/${r.id}`, { status: 'cancelled' });
    expect(await lookupReservation(precheckinDeps(), { code: r.code, identity: 'Pérez' })).toEqual({
      ok: false,
      problem: 'cancelled',
    });
    // A session opened before the cancellation cannot submit either.
    expect(await submitPrecheckin(precheckinDeps(), session, driversForm(), 'es')).toEqual({
      ok: false,
      problem: 'cancelled',
    });
    await expectNothingWritten(r.id);
  });

  it('refuses a reservation whose pickup has passed', async () => {
    const r = await confirmedPayLater(car);
    const afterPickup = precheckinDeps({ now: new Date(new Date(PICKUP_AT).getTime() + 60_000) });
    expect(await lookupReservation(afterPickup, { code: r.code, identity: 'Pérez' })).toEqual({
      ok: false,
      problem: 'past',
    });
    const atPickup = precheckinDeps({ now: new Date(PICKUP_AT) });
    expect(await lookupReservation(atPickup, { code: r.code, identity: 'Pérez' })).toEqual({
      ok: false,
      problem: 'past',
    });
    // A session opened an hour before the pickup is still within its two hours after it, but the pickup has passed.
    const lateSession = await lookupReservation(
      precheckinDeps({ now: new Date(new Date(PICKUP_AT).getTime() - 60 * 60_000) }),
      { code: r.code, identity: 'Pérez' },
    );
    if (!lateSession.ok) throw new Error(JSON.stringify(lateSession));
    expect(await submitPrecheckin(afterPickup, lateSession.session, driversForm(), 'es')).toEqual({
      ok: false,
      problem: 'past',
    });
    await expectNothingWritten(r.id);
  });

  it('refuses a reservation that is not confirmed or paid', async () => {
    const postpaid = await bookFor(car, 'unpaid-postpaid');
    const prepaid = await bookFor(car, 'unpaid-prepaid');
    expect(
      await lookupReservation(precheckinDeps(), { code: postpaid.code, identity: 'Pérez' }),
    ).toEqual({ ok: false, problem: 'notConfirmed' });
    expect(
      await lookupReservation(precheckinDeps(), { code: prepaid.code, identity: 'Pérez' }),
    ).toEqual({ ok: false, problem: 'notConfirmed' });
  });

  it('answers nothing but "disabled" while the module is switched off', async () => {
    const r = await confirmedPayLater(car);
    expect(
      await lookupReservation(precheckinDeps({ enabled: false }), {
        code: r.code,
        identity: 'Pérez',
      }),
    ).toEqual({ ok: false, problem: 'disabled' });
    expect(
      await lookupReservation(precheckinDeps({ enabled: false }), {
        code: reservationCode(BRAND, randomBytes(6)),
        identity: 'Pérez',
      }),
    ).toEqual({ ok: false, problem: 'disabled' });
    expect(
      await lookupReservation(precheckinDeps({ enabled: true }), {
        code: r.code,
        identity: 'Pérez',
      }),
    ).toMatchObject({ ok: true });
  });
});

describe('the session', () => {
  it('refuses a forged or tampered session, and a preferences link in its place', async () => {
    const r = await confirmedPayLater(car);
    const other = await confirmedPayLater(car);
    const session = await sessionFor(r);
    const exp = NOW.getTime() + SESSION_MS;
    const [body, mac] = session.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const resigned = (changes: Record<string, unknown>) =>
      `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${mac}`;
    const prefs = await readPreferences(
      precheckinDeps(),
      { kind: 'session', value: session },
      'es',
    );
    if (!prefs.ok) throw new Error(JSON.stringify(prefs));

    const refused: [string, unknown][] = [
      [
        'signed with another key',
        signToken('not-the-site-secret', {
          purpose: 'session',
          reservation: r.id,
          brand: BRAND,
          exp,
        }),
      ],
      ['pointed at another reservation', resigned({ reservation: other.id })],
      ['prolonged', resigned({ exp: exp + 365 * 86_400_000 })],
      ['moved to another brand', resigned({ brand: 'tucan' })],
      ['the preferences link', prefs.link],
      [
        'a link signed with the right key',
        signToken(PRECHECKIN_SECRET, {
          purpose: 'preferences',
          reservation: r.id,
          brand: BRAND,
          exp,
        }),
      ],
      ['without its signature', body],
      ['with a cut signature', `${body}.${mac.slice(0, -4)}`],
      ['with a third part', `${session}.x`],
      ['empty', ''],
      ['not a string', { session }],
    ];
    for (const [what, value] of refused) {
      expect(await precheckinSummary(precheckinDeps(), value), what).toEqual({
        ok: false,
        problem: 'invalid',
      });
      expect(await submitPrecheckin(precheckinDeps(), value, driversForm(), 'es'), what).toEqual({
        ok: false,
        problem: 'invalid',
      });
      expect(await completePrecheckin(precheckinDeps(), value, 'counter'), what).toEqual({
        ok: false,
        problem: 'invalid',
      });
      expect(await sessionReservation(precheckinDeps(), value), what).toBeNull();
    }
    expect(await precheckinSummary(precheckinDeps(), session)).toMatchObject({
      ok: true,
      summary: { code: r.code },
    });
    await expectNothingWritten(r.id);
    await expectNothingWritten(other.id);
  });

  it('expires two hours after the look-up', async () => {
    const r = await confirmedPayLater(car);
    const session = await sessionFor(r);
    const almost = precheckinDeps({ now: new Date(NOW.getTime() + SESSION_MS - 60_000) });
    expect(await precheckinSummary(almost, session)).toMatchObject({
      ok: true,
      summary: { code: r.code },
    });

    const later = precheckinDeps({ now: new Date(NOW.getTime() + SESSION_MS + 60_000) });
    expect(await precheckinSummary(later, session)).toEqual({ ok: false, problem: 'expired' });
    expect(await submitPrecheckin(later, session, driversForm(), 'es')).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(await sessionReservation(later, session)).toBeNull();
    await expectNothingWritten(r.id);
  });
});

describe('submitting the drivers', () => {
  it('stores the drivers of a pay-later reservation once and sends the renter to the checkout', async () => {
    const r = await confirmedPayLater(car, { additionalDrivers: 1 });
    const session = await sessionFor(r);
    const form = driversForm({
      driver: { license_country: 'us', flight_number: 'cm 123', name: ' Ana ' },
      additional_drivers: [additionalDriver()],
    });
    const result = await submitPrecheckin(precheckinDeps(), session, form, 'en');
    expect(result).toMatchObject({
      ok: true,
      next: 'checkout',
      summary: {
        code: r.code,
        status: 'confirmed',
        precheckinStatus: 'submitted',
        balanceDue: true,
      },
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
      precheckin_status: 'submitted',
    });

    const id = precheckinId(r.id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(precheckinId(r.id)).toBe(id);
    const rows = await storedPrecheckins(r.id);
    expect(rows).toHaveLength(1);
    // What the rules made of the form: trimmed, upper-cased, without the terms box.
    expect(rows[0]).toMatchObject({
      id,
      reservation: r.id,
      status: 'submitted',
      language: 'en',
      driver: {
        name: 'Ana',
        license_country: 'US',
        flight_number: 'CM 123',
        document_number: form.driver.document_number,
        address: form.driver.address,
      },
      additional_drivers: [
        { name: 'Luis', document_number: form.additional_drivers[0].document_number },
      ],
    });
    expect(rows[0].driver).not.toHaveProperty('terms');
    expect(new Date(rows[0].submitted_at ?? '').toISOString()).toBe(NOW.toISOString());
    // Studio reads the drivers as lines, made by the CMS from what the site stored.
    const lines = String((rows[0] as { drivers?: unknown }).drivers).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Conductor principal: Ana .*vuelo CM 123/);
    expect(lines[1]).toMatch(/^Conductor adicional 1: Luis /);

    // A second submission (the renter corrected the address) updates the same record.
    const corrected = {
      ...form,
      driver: { ...form.driver, address: 'Hotel Bristol, Obarrio, Panamá' },
    };
    expect(await submitPrecheckin(precheckinDeps(), session, corrected, 'es')).toMatchObject({
      ok: true,
      next: 'checkout',
    });
    const after = await storedPrecheckins(r.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id,
      status: 'submitted',
      language: 'es',
      driver: {
        address: 'Hotel Bristol, Obarrio, Panamá',
        document_number: form.driver.document_number,
      },
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      precheckin_status: 'submitted',
    });
  });

  it('completes at once a paid prepaid reservation', async () => {
    const r = await paidPrepaid(car);
    const session = await sessionFor(r);
    expect(await submitPrecheckin(precheckinDeps(), session, driversForm(), 'es')).toMatchObject({
      ok: true,
      next: 'thanks',
      summary: { status: 'paid', precheckinStatus: 'completed', balanceDue: false },
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'paid',
      payment_type: 'card',
      precheckin_status: 'completed',
    });
    expect(await storedPrecheckins(r.id)).toMatchObject([
      { id: precheckinId(r.id), status: 'completed' },
    ]);
  });

  it('updates a record left by an interrupted submission instead of failing or duplicating it', async () => {
    const r = await confirmedPayLater(car);
    const session = await sessionFor(r);
    // The record was written but the reservation was never marked (the request died in between).
    await (
      await admin()
    ).post('/items/precheckins', {
      id: precheckinId(r.id),
      reservation: r.id,
      status: 'submitted',
      driver: { name: 'Old' },
    });
    const form = driversForm();
    expect(await submitPrecheckin(precheckinDeps(), session, form, 'es')).toMatchObject({
      ok: true,
      next: 'checkout',
    });
    const rows = await storedPrecheckins(r.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].driver).toMatchObject({
      name: 'Ana',
      document_number: form.driver.document_number,
    });
    expect(await storedReservation(r.id)).toMatchObject({ precheckin_status: 'submitted' });
  });

  it('creates the record again when staff deleted it, and asks for the drivers again before completing', async () => {
    const r = await confirmedPayLater(car);
    const session = await submittedSession(r);
    await (await admin()).del(`/items/precheckins/${precheckinId(r.id)}`);
    // Completing without a record cannot mark it: the renter is sent back to verify the drivers.
    expect(await completePrecheckin(precheckinDeps(), session, 'counter')).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(await storedReservation(r.id)).toMatchObject({ precheckin_status: 'none' });
    expect(await submitPrecheckin(precheckinDeps(), session, driversForm(), 'es')).toMatchObject({
      ok: true,
      next: 'checkout',
    });
    expect(await storedPrecheckins(r.id)).toMatchObject([{ status: 'submitted' }]);
    // Deleted again while the reservation says 'submitted': the next submission creates it (the site cannot look it up).
    await (await admin()).del(`/items/precheckins/${precheckinId(r.id)}`);
    expect(await submitPrecheckin(precheckinDeps(), session, driversForm(), 'es')).toMatchObject({
      ok: true,
      next: 'checkout',
    });
    expect(await storedPrecheckins(r.id)).toMatchObject([
      { id: precheckinId(r.id), status: 'submitted' },
    ]);
  });

  it('keeps a completed pre-check-in completed when the drivers are updated', async () => {
    const r = await confirmedPayLater(car);
    const session = await submittedSession(r);
    expect(await completePrecheckin(precheckinDeps(), session, 'counter')).toMatchObject({
      ok: true,
    });
    expect(
      await submitPrecheckin(
        precheckinDeps(),
        session,
        driversForm({ driver: { address: 'Hotel Bristol' } }),
        'es',
      ),
    ).toMatchObject({ ok: true, next: 'checkout', summary: { precheckinStatus: 'completed' } });
    expect(await storedReservation(r.id)).toMatchObject({ precheckin_status: 'completed' });
    expect(await storedPrecheckins(r.id)).toMatchObject([
      { status: 'completed', driver: { address: 'Hotel Bristol' } },
    ]);
  });

  it('refuses drivers and the counter choice once staff switched the module off', async () => {
    const r = await confirmedPayLater(car);
    const session = await sessionFor(r);
    expect(
      await submitPrecheckin(precheckinDeps({ enabled: false }), session, driversForm(), 'es'),
    ).toEqual({ ok: false, problem: 'disabled' });
    await expectNothingWritten(r.id);
    const submitted = await submittedSession(r);
    expect(
      await completePrecheckin(precheckinDeps({ enabled: false }), submitted, 'counter'),
    ).toEqual({ ok: false, problem: 'disabled' });
    expect(await storedReservation(r.id)).toMatchObject({ precheckin_status: 'submitted' });
  });

  it.each([
    [
      'an expired licence',
      () => driversForm({ driver: { license_expiry: '2026-11-01' } }),
      { 'driver.license_expiry': 'licenseExpired' },
    ],
    // 21 the day after the pickup (26 November 2026).
    [
      'an additional driver under 21 at the pickup',
      () => driversForm({ additional_drivers: [additionalDriver({ birthday: '2005-11-27' })] }),
      { 'additional_drivers.0.birthday': 'age' },
    ],
  ])('refuses %s and writes nothing', async (_what, form, fields) => {
    const r = await confirmedPayLater(car, { additionalDrivers: 1 });
    const session = await sessionFor(r);
    expect(await submitPrecheckin(precheckinDeps(), session, form(), 'es')).toEqual({
      ok: false,
      problem: 'invalid',
      fields,
    });
    await expectNothingWritten(r.id);
  });
});

describe('the flight number', () => {
  async function branch(code: string) {
    const [b] = await (
      await admin()
    ).get<{ id: string; isAirport: boolean }[]>(
      `/items/branches?filter[code][_eq]=${code}&fields=id,isAirport`,
    );
    return b;
  }

  it('is required for a pickup at an airport', async () => {
    expect(await branch('PTY')).toMatchObject({ isAirport: true });
    const r = await confirmedPayLater(car, { pickupBranch: 'PTY', returnBranch: 'PTY' });
    const session = await sessionFor(r);
    expect(await precheckinSummary(precheckinDeps(), session)).toMatchObject({
      ok: true,
      summary: { airportPickup: true },
    });
    expect(
      await submitPrecheckin(
        precheckinDeps(),
        session,
        driversForm({ driver: { flight_number: '' } }),
        'es',
      ),
    ).toEqual({ ok: false, problem: 'invalid', fields: { 'driver.flight_number': 'required' } });
    await expectNothingWritten(r.id);
  });

  it('is not needed for a pickup in town', async () => {
    expect(await branch('ALB')).toMatchObject({ isAirport: false });
    // Picked up in town, returned at the airport: only the pickup counts.
    const r = await confirmedPayLater(car, { pickupBranch: 'ALB', returnBranch: 'PTY' });
    const session = await sessionFor(r);
    expect(await precheckinSummary(precheckinDeps(), session)).toMatchObject({
      ok: true,
      summary: { airportPickup: false },
    });
    expect(
      await submitPrecheckin(
        precheckinDeps(),
        session,
        driversForm({ driver: { flight_number: '' } }),
        'es',
      ),
    ).toMatchObject({ ok: true, next: 'checkout' });
    expect(await storedPrecheckins(r.id)).toMatchObject([
      { status: 'submitted', driver: { flight_number: '' } },
    ]);
  });
});

describe('the balance by card', () => {
  it('charges the stored total of a pay-later reservation, then completes the pre-check-in', async () => {
    const r = await confirmedPayLater(car);
    const session = await submittedSession(r);
    expect(
      await payByCard(
        cardPaymentDeps(),
        r.id,
        card(SANDBOX_CARDS.approve),
        RETURN_URL,
        'es',
        'balance',
      ),
    ).toEqual({ ok: true, state: 'paid' });
    const reservation = await storedReservation(r.id);
    expect(reservation).toMatchObject({
      status: 'paid',
      payment_type: 'card',
      precheckin_status: 'submitted',
    });
    const payments = await storedPayments(r.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      brand: BRAND,
      provider: 'sandbox',
      status: 'captured',
      currency: 'USD',
      card_last4: SANDBOX_CARDS.approve.slice(-4),
    });
    expect(Number(payments[0].amount)).toBe(reservation.totals.total);
    expect(Number(payments[0].amount)).toBe(r.total);

    expect(await completePrecheckin(precheckinDeps(), session, 'paid')).toMatchObject({
      ok: true,
      summary: {
        status: 'paid',
        paymentType: 'card',
        precheckinStatus: 'completed',
        balanceDue: false,
      },
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'paid',
      payment_type: 'card',
      precheckin_status: 'completed',
    });
    expect(await storedPrecheckins(r.id)).toMatchObject([{ status: 'completed' }]);

    // Paid is final: paying the balance again takes nothing.
    expect(
      await payByCard(
        cardPaymentDeps(),
        r.id,
        card(SANDBOX_CARDS.approve),
        RETURN_URL,
        'es',
        'balance',
      ),
    ).toEqual({ ok: true, state: 'paid' });
    expect(await storedPayments(r.id)).toHaveLength(1);
  });

  it('does not complete as paid a balance that was not paid, nor a pre-check-in never submitted', async () => {
    const fresh = await confirmedPayLater(car);
    expect(await completePrecheckin(precheckinDeps(), await sessionFor(fresh), 'counter')).toEqual({
      ok: false,
      problem: 'invalid',
    });
    await expectNothingWritten(fresh.id);

    const r = await confirmedPayLater(car);
    const session = await submittedSession(r);
    expect(await completePrecheckin(precheckinDeps(), session, 'paid')).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
      precheckin_status: 'submitted',
    });
    expect(await storedPrecheckins(r.id)).toMatchObject([{ status: 'submitted' }]);
  });

  it('completes the pre-check-in with the balance left for the counter', async () => {
    const r = await confirmedPayLater(car);
    const session = await submittedSession(r);
    expect(await completePrecheckin(precheckinDeps(), session, 'counter')).toMatchObject({
      ok: true,
      summary: {
        status: 'confirmed',
        paymentType: 'counter',
        precheckinStatus: 'completed',
        balanceDue: true,
      },
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
      precheckin_status: 'completed',
    });
    expect(await storedPrecheckins(r.id)).toMatchObject([{ status: 'completed' }]);
    expect(await storedPayments(r.id)).toEqual([]);
  });

  it('keeps the reservation confirmed while the bank’s challenge is open and after it is refused', async () => {
    const r = await confirmedPayLater(car);
    const session = await submittedSession(r);
    const deps = cardPaymentDeps();
    const started = await payByCard(
      deps,
      r.id,
      card(SANDBOX_CARDS.challenge),
      RETURN_URL,
      'en',
      'balance',
    );
    if (!started.ok || started.state !== 'challenge') throw new Error(JSON.stringify(started));
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
    });
    const [pending] = await storedPayments(r.id);
    expect(pending).toMatchObject({ status: 'pending', provider_reference: started.payment });
    expect(Number(pending.amount)).toBe(r.total);
    // Not paid yet: the pre-check-in cannot be completed as paid.
    expect(await completePrecheckin(precheckinDeps(), session, 'paid')).toEqual({
      ok: false,
      problem: 'invalid',
    });

    const ticket = bank.readTicket(
      new URL(started.challengeUrl, 'https://site.example').searchParams.get('token') ?? '',
    );
    if (!ticket) throw new Error('no ticket');
    expect(ticket).toMatchObject({ reference: r.code, amount: r.total, returnUrl: RETURN_URL });
    expect(await completeChallenge(deps, ticket, false)).toEqual({
      accepted: true,
      state: 'declined',
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
      precheckin_status: 'submitted',
    });
    expect(await storedPayments(r.id)).toMatchObject([{ status: 'declined' }]);
    // Still payable: a good card now settles it.
    expect(
      await payByCard(deps, r.id, card(SANDBOX_CARDS.approve), RETURN_URL, 'en', 'balance'),
    ).toEqual({ ok: true, state: 'paid' });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', payment_type: 'card' });
  });

  it('is refused for a prepaid reservation, and answers "paid" for a paid one', async () => {
    const unpaid = await bookFor(car, 'unpaid-prepaid');
    expect(
      await payByCard(
        cardPaymentDeps(),
        unpaid.id,
        card(SANDBOX_CARDS.approve),
        RETURN_URL,
        'es',
        'balance',
      ),
    ).toEqual({ ok: false, failure: 'notPayable' });
    expect(await storedReservation(unpaid.id)).toMatchObject({
      status: 'unpaid',
      payment_type: 'unpaid',
    });
    expect(await storedPayments(unpaid.id)).toEqual([]);

    // A pay-later reservation not yet confirmed has no balance either.
    const unconfirmed = await bookFor(car, 'unpaid-postpaid');
    expect(
      await payByCard(
        cardPaymentDeps(),
        unconfirmed.id,
        card(SANDBOX_CARDS.approve),
        RETURN_URL,
        'es',
        'balance',
      ),
    ).toEqual({ ok: false, failure: 'notPayable' });
    expect(await storedPayments(unconfirmed.id)).toEqual([]);

    const paid = await paidPrepaid(car);
    expect(
      await payByCard(
        cardPaymentDeps(),
        paid.id,
        card(SANDBOX_CARDS.approve),
        RETURN_URL,
        'es',
        'balance',
      ),
    ).toEqual({ ok: true, state: 'paid' });
    expect(await storedPayments(paid.id)).toHaveLength(1);
  });
});

describe('the balance by PayPal against the contract server', () => {
  const CLIENT_ID = 'it-precheckin-client';
  const CLIENT_SECRET = 'it-precheckin-secret-6a2c';
  const urls = {
    returnUrl: 'https://site.example/es/precheckin/checkout?paypal=return',
    cancelUrl: 'https://site.example/es/precheckin/checkout?paypal=cancel',
  };
  const paypal = paypalContractServer(CLIENT_ID, CLIENT_SECRET);

  it('captures the stored total once the buyer approves; the reservation stays confirmed meanwhile', async () => {
    const r = await confirmedPayLater(car);
    const session = await submittedSession(r);
    const started = await startPaypal(paypal.deps, r.id, urls, 'es', 'balance');
    if (!started.ok || started.state !== 'redirect') throw new Error(JSON.stringify(started));
    const orderId = new URL(started.url).searchParams.get('token') ?? '';
    expect(orderId).not.toBe('');
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
    });
    const [pending] = await storedPayments(r.id);
    expect(pending).toMatchObject({
      provider: 'paypal',
      provider_reference: orderId,
      status: 'pending',
    });
    expect(Number(pending.amount)).toBe(r.total);

    const { returnedTo } = await approveAsBuyer(started.url);
    expect(returnedTo.searchParams.get('token')).toBe(orderId);
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
    });
    expect(await completePrecheckin(precheckinDeps(), session, 'paid')).toEqual({
      ok: false,
      problem: 'invalid',
    });

    expect(await capturePaypal(paypal.deps, r.id, orderId)).toEqual({ ok: true, state: 'paid' });
    const reservation = await storedReservation(r.id);
    expect(reservation).toMatchObject({ status: 'paid', payment_type: 'paypal' });
    const payments = await storedPayments(r.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'paypal', status: 'captured', brand: BRAND });
    expect(Number(payments[0].amount)).toBe(reservation.totals.total);

    expect(await completePrecheckin(precheckinDeps(), session, 'paid')).toMatchObject({
      ok: true,
      summary: { precheckinStatus: 'completed', paymentType: 'paypal' },
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'paid',
      precheckin_status: 'completed',
    });
  });

  it('refuses the balance of a prepaid reservation', async () => {
    const unpaid = await bookFor(car, 'unpaid-prepaid');
    expect(await startPaypal(paypal.deps, unpaid.id, urls, 'es', 'balance')).toEqual({
      ok: false,
      failure: 'notPayable',
    });
    expect(await storedPayments(unpaid.id)).toEqual([]);
    expect(await storedReservation(unpaid.id)).toMatchObject({ status: 'unpaid' });
  });
});

describe('preferences', () => {
  const chosen = {
    extras: {
      child_seat: 2,
      booster_seat: 0,
      infant_seat: 1,
      gps: 1,
      wifi_hotspot: 0,
      roof_rack: 0,
    },
    contact: ['whatsapp', 'email', 'whatsapp'],
    reminder_language: 'en',
    notes: '  Llegamos en el vuelo de la tarde  ',
  };
  const stored = {
    ...chosen,
    contact: ['whatsapp', 'email'],
    notes: 'Llegamos en el vuelo de la tarde',
  };

  it('gives defaults and a link through the session, saves through the link and reads them back', async () => {
    const r = await confirmedPayLater(car);
    const session = await sessionFor(r);
    const read = await readPreferences(precheckinDeps(), { kind: 'session', value: session }, 'en');
    if (!read.ok) throw new Error(JSON.stringify(read));
    expect(read.preferences).toEqual(defaultPreferences('en'));
    expect(read.summary.code).toBe(r.code);
    expect(read.link).not.toBe(session);
    expect(read.linkExpires).toBe(new Date(RETURN_AT).toISOString());

    expect(
      await savePreferences(precheckinDeps(), { kind: 'link', value: read.link }, chosen),
    ).toEqual({ ok: true });
    expect((await storedReservation(r.id)).preferences).toEqual(stored);

    // Days later (the session long gone), the link still opens them.
    const later = precheckinDeps({ now: new Date(NOW.getTime() + 2 * 86_400_000) });
    expect(await readPreferences(later, { kind: 'link', value: read.link }, 'es')).toMatchObject({
      ok: true,
      preferences: stored,
      link: read.link,
      summary: { code: r.code },
    });
    // A session is not a link.
    expect(await readPreferences(precheckinDeps(), { kind: 'link', value: session }, 'es')).toEqual(
      { ok: false, problem: 'invalid' },
    );
  });

  it('refuses a link once the rental has ended', async () => {
    const r = await confirmedPayLater(car);
    const read = await readPreferences(
      precheckinDeps(),
      { kind: 'session', value: await sessionFor(r) },
      'es',
    );
    if (!read.ok) throw new Error(JSON.stringify(read));
    const ended = precheckinDeps({ now: new Date(new Date(RETURN_AT).getTime() + 60_000) });
    expect(await readPreferences(ended, { kind: 'link', value: read.link }, 'es')).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(await savePreferences(ended, { kind: 'link', value: read.link }, chosen)).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect((await storedReservation(r.id)).preferences ?? null).toBeNull();
  });

  it('refuses invalid preferences and stores nothing', async () => {
    const r = await confirmedPayLater(car);
    const read = await readPreferences(
      precheckinDeps(),
      { kind: 'session', value: await sessionFor(r) },
      'es',
    );
    if (!read.ok) throw new Error(JSON.stringify(read));
    const tooMany = { ...chosen, extras: { ...chosen.extras, child_seat: 9 } };
    expect(
      await savePreferences(precheckinDeps(), { kind: 'link', value: read.link }, tooMany),
    ).toEqual({ ok: false, problem: 'invalid', fields: { 'extras.child_seat': 'quantity' } });
    expect((await storedReservation(r.id)).preferences ?? null).toBeNull();
  });
});

describe('privacy', () => {
  it('the site cannot read pre-check-ins, and nothing the services return carries a document number', async () => {
    const r = await confirmedPayLater(car, { additionalDrivers: 1 });
    const form = driversForm({ additional_drivers: [additionalDriver()] });
    const found = await lookupReservation(precheckinDeps(), { code: r.code, identity: 'Pérez' });
    if (!found.ok) throw new Error(JSON.stringify(found));
    const results: unknown[] = [found];
    results.push(await submitPrecheckin(precheckinDeps(), found.session, form, 'es'));
    results.push(await precheckinSummary(precheckinDeps(), found.session));
    results.push(
      await lookupReservation(precheckinDeps(), { code: r.code, identity: r.client.email }),
    );
    results.push(
      await readPreferences(precheckinDeps(), { kind: 'session', value: found.session }, 'es'),
    );
    results.push(await completePrecheckin(precheckinDeps(), found.session, 'counter'));
    results.push(await precheckinSummary(precheckinDeps(), found.session));
    expect(results.every((x) => (x as { ok: boolean }).ok)).toBe(true);

    const text = JSON.stringify(results);
    for (const secret of [
      form.driver.document_number,
      form.additional_drivers[0].document_number,
      form.driver.license,
      form.additional_drivers[0].license,
    ]) {
      expect(text).not.toContain(secret);
    }

    expect((await asSite('GET', '/items/precheckins?limit=1')).status).toBe(403);
    expect((await asSite('GET', `/items/precheckins/${precheckinId(r.id)}`)).status).toBe(403);
    // Staff do see them.
    expect(await storedPrecheckins(r.id)).toMatchObject([
      { status: 'completed', driver: { document_number: form.driver.document_number } },
    ]);
  });
});
