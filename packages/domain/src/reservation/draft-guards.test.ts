import { describe, expect, it } from 'vitest';
import {
  chooseCar,
  createDraft,
  loadDraft,
  onNavigate,
  resetDates,
  saveDraft,
  setClient,
  setDates,
  setReservationId,
  restoreRenter,
  setStatus,
  setTotals,
  withoutRenter,
} from './draft.ts';
import { runGuards } from './guards.ts';

const now = new Date('2026-11-21T15:00:00Z');

describe('reservation draft', () => {
  it('starts with the SPEC §3 defaults', () => {
    expect(createDraft(undefined, now)).toMatchObject({
      brand: 'firefly',
      status: 'unpaid',
      payment_type: 'unpaid',
      reservation_type: 'postpaid',
      reservation_id: '',
      total_reservations_days: 1,
      delivery: { price: 0 },
      pickup_date: now.toISOString(),
      return_date: now.toISOString(),
      totals: { dropoff: 0 },
    });
  });
  it('survives a round trip through storage', () => {
    const d = setClient(
      setDates(
        createDraft('tucan', now),
        new Date('2026-12-01T15:00:00Z'),
        new Date('2026-12-04T15:00:00Z'),
      ),
      { name: 'Ana' },
    );
    expect(loadDraft(saveDraft(d), 'tucan', now)).toEqual(d);
  });
  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ ...createDraft('firefly', now), version: 0 })],
    ['a wrong shape', JSON.stringify({ ...createDraft('firefly', now), totals: 'lots' })],
    ['another brand', saveDraft(createDraft('volcan', now))],
    [
      'a price in fractions of a cent',
      JSON.stringify({
        ...createDraft('firefly', now),
        totals: { ...createDraft('firefly', now).totals, total: 10.5 },
      }),
    ],
    ['zero days', JSON.stringify({ ...createDraft('firefly', now), total_reservations_days: 0 })],
    [
      'a date that is no ISO instant',
      JSON.stringify({ ...createDraft('firefly', now), pickup_date: '21/11/2026' }),
    ],
    [
      'an unknown rate',
      JSON.stringify({ ...createDraft('firefly', now), reservation_type: 'free' }),
    ],
  ])('replaces a stored draft that is %s', (_why, raw) => {
    expect(loadDraft(raw, 'firefly', now)).toEqual({
      ...createDraft('firefly', now),
      nonce: expect.any(String),
    });
  });
  it('reads a stored draft written before the drop-off total existed, with 0', () => {
    const d = createDraft('firefly', now);
    const { dropoff: _dropoff, ...olderTotals } = d.totals;
    expect(loadDraft(JSON.stringify({ ...d, totals: olderTotals }), 'firefly', now)).toEqual(d);
  });
  it('defaults a missing drop-off total to 0 and resets dates to now', () => {
    const d = setTotals(createDraft('firefly', now), {
      subtotal: 1,
      airportTax: 0,
      tax: 0,
      era: 0,
      total: 1,
      carTotal: 1,
    });
    expect(d.totals.dropoff).toBe(0);
    expect(
      resetDates(
        setDates(d, new Date('2027-01-01T00:00:00Z'), new Date('2027-01-02T00:00:00Z')),
        now,
      ).pickup_date,
    ).toBe(now.toISOString());
  });
  it('clears reservation_id when leaving checkout for anything but a thanks page', () => {
    const d = setReservationId(createDraft('firefly', now), 'R-123');
    expect(onNavigate(d, '/reserva/checkout', '/flota').reservation_id).toBe('');
    expect(onNavigate(d, '/en/reserva/checkout', '/en/reserva/thanks').reservation_id).toBe(
      'R-123',
    );
    expect(onNavigate(d, '/reserva', '/flota').reservation_id).toBe('R-123');
    // a reload, or the return from the bank's window or PayPal, is not leaving checkout
    expect(
      onNavigate(d, '/reserva/checkout', '/reserva/checkout?paypal=return&token=X').reservation_id,
    ).toBe('R-123');
  });
  it('needs a new order nonce once the reservation id is cleared', () => {
    const d = {
      ...setReservationId(createDraft('firefly', now), 'R-123'),
      reservation_code: 'F-ABCDEF',
    };
    const left = onNavigate(d, '/reserva/checkout', '/reserva');
    expect(left).toMatchObject({ reservation_id: '', reservation_code: '', status: 'unpaid' });
    expect(left.nonce).not.toBe(d.nonce);
  });
  it('holds the chosen car with the fleet search, and a fresh order', () => {
    const d = setReservationId(createDraft('firefly', now), 'R-9');
    const from = new Date('2026-12-01T15:00:00Z');
    const to = new Date('2026-12-03T15:00:00Z');
    const chosen = chooseCar(d, 'car-7', { pickup: 'PTY', dropoff: 'DAV', from, to });
    expect(chosen).toMatchObject({
      car: 'car-7',
      pickup_branch: 'PTY',
      return_branch: 'DAV',
      pickup_date: from.toISOString(),
      return_date: to.toISOString(),
      reservation_id: '',
    });
    expect(chosen.nonce).not.toBe(d.nonce);
    const planned = setDates(d, from, to);
    expect(chooseCar(planned, 'car-8', null, now)).toMatchObject({
      car: 'car-8',
      pickup_branch: null,
      pickup_date: from.toISOString(),
      return_date: to.toISOString(),
    });
  });
  it("without a search, replaces dates the rules refuse with the next bookable slot and the car's minimum rental", () => {
    // SPEC §3's fresh draft has both dates now (10:00 in Panama): 2 hours' notice makes it 12:00.
    const fresh = chooseCar(createDraft('firefly', now), 'car-8', null, now, { minimumDays: 3 });
    expect(fresh).toMatchObject({
      pickup_date: '2026-11-21T17:00:00.000Z',
      return_date: '2026-11-24T17:00:00.000Z',
    });
    const stale = setDates(
      createDraft('firefly', now),
      new Date('2026-11-01T15:00:00Z'),
      new Date('2026-11-03T15:00:00Z'),
    );
    expect(chooseCar(stale, 'car-8', null, now)).toMatchObject({
      pickup_date: '2026-11-21T17:00:00.000Z',
      return_date: '2026-11-22T17:00:00.000Z',
    });
    expect(
      chooseCar(stale, 'car-8', null, now, { notBefore: new Date('2026-11-30T14:10:00Z') }),
    ).toMatchObject({ pickup_date: '2026-11-30T14:30:00.000Z' });
  });
  it("forgets the renter's personal details once the reservation exists, keeping what the thanks page shows", () => {
    const booked = {
      ...setClient(
        setDates(
          createDraft('firefly', now),
          new Date('2026-12-01T15:00:00Z'),
          new Date('2026-12-03T15:00:00Z'),
        ),
        {
          name: 'Ana',
          last_name: 'Pérez',
          email: 'ana@example.com',
          phone_number: '+507 6123-4567',
          birthday: '1990-05-01',
          license: 'PA-1',
        },
      ),
      car: 'car-1',
      pickup_branch: 'PTY',
      reservation_id: 'R-1',
      reservation_code: 'F-7K3M9Q',
      status: 'confirmed',
    };
    const kept = withoutRenter(booked);
    expect(kept.client).toEqual({
      name: '',
      last_name: '',
      email: '',
      license: '',
      birthday: null,
      phone_number: '',
    });
    expect(kept).toEqual({ ...booked, client: kept.client });
    for (const value of ['Ana', 'Pérez', 'ana@example.com', '6123', '1990-05-01', 'PA-1'])
      expect(saveDraft(kept)).not.toContain(value);
    expect(
      runGuards(['check-reservation-details'], {
        draft: kept,
        precheckinEnabled: false,
        hasPrecheckinData: false,
        cameFromPreviousStep: false,
      }),
    ).toEqual({ kind: 'allow' });
  });
  it('puts the renter back when they return to the form, never over what is typed, never anything malformed', () => {
    const typed = setClient(createDraft('firefly', now), { name: 'Ana', email: 'ana@example.com' });
    const kept = JSON.stringify(typed.client);
    expect(restoreRenter(withoutRenter(typed), kept)).toEqual(typed);
    const retyped = setClient(createDraft('firefly', now), { name: 'Luis' });
    expect(restoreRenter(retyped, kept)).toBe(retyped);
    const empty = createDraft('firefly', now);
    for (const raw of [null, '{oops', JSON.stringify({ name: 1 }), '"Ana"'])
      expect(restoreRenter(empty, raw)).toBe(empty);
  });
  it('forgets a company invoice with the renter, and puts it back with them', () => {
    const company = {
      company_invoice: true,
      company_name: 'Alquileres del Istmo, S.A.',
      company_ruc: '155596713-2-2015',
      company_dv: '59',
    };
    const typed = setClient(createDraft('firefly', now), { name: 'Ana', ...company });
    const kept = withoutRenter(typed);
    expect(kept.client).not.toHaveProperty('company_invoice');
    for (const value of Object.values(company).filter((v) => typeof v === 'string'))
      expect(saveDraft(kept)).not.toContain(value);
    expect(restoreRenter(kept, JSON.stringify(typed.client)).client).toMatchObject(company);
  });
});

describe('route guards', () => {
  const ready = {
    ...setDates(
      createDraft('firefly', now),
      new Date('2026-12-01T15:00:00Z'),
      new Date('2026-12-03T15:00:00Z'),
    ),
    car: 'car-1',
    pickup_branch: 'PTY',
    return_branch: 'PTY',
  };
  const ctx = {
    draft: ready,
    precheckinEnabled: true,
    hasPrecheckinData: false,
    cameFromPreviousStep: false,
  };
  it('lets a visitor with reservation details in, and sends one without to the 404', () => {
    expect(runGuards(['check-reservation-details'], ctx)).toEqual({ kind: 'allow' });
    expect(
      runGuards(['check-reservation-details'], { ...ctx, draft: createDraft('firefly', now) }),
    ).toEqual({ kind: 'not-found' });
    expect(runGuards(['check-reservation-details'], { ...ctx, draft: null })).toEqual({
      kind: 'not-found',
    });
  });
  it('redirects a paid reservation away from checkout', () => {
    const paid = setStatus(setReservationId(ready, 'R-1'), 'paid');
    expect(
      runGuards(['check-reservation-details', 'check-reservation-success-redirect'], {
        ...ctx,
        draft: paid,
      }),
    ).toEqual({ kind: 'redirect', to: '/reserva/thanks' });
  });
  it('guards the pre-check-in steps', () => {
    expect(
      runGuards(['check-precheckin-module-enable'], { ...ctx, precheckinEnabled: false }),
    ).toEqual({ kind: 'not-found' });
    expect(
      runGuards(['check-precheckin-data', 'prevent-direct-access'], {
        ...ctx,
        hasPrecheckinData: true,
      }),
    ).toEqual({ kind: 'not-found' });
    expect(
      runGuards(['check-precheckin-data', 'prevent-direct-access'], {
        ...ctx,
        hasPrecheckinData: true,
        cameFromPreviousStep: true,
      }),
    ).toEqual({ kind: 'allow' });
  });
  it("throws 'Unknown route middleware' for a guard that does not exist", () => {
    expect(() => runGuards(['check-everything'], ctx)).toThrow('Unknown route middleware');
  });
});
