import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  driversText,
  readableReservation,
  renterColumns,
} from '@rental/domain/reservation/readable';
import { DV_FORMAT, RUC_FORMAT } from '@rental/domain/invoicing/customer';
import { RESERVATION_CODE } from '@rental/domain/reservation/code';
import { guardTables } from '@rental/domain/reservation/states';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SITE_ROLE_NAME } from './access.ts';
import { installExtensions } from './runtime.ts';

/**
 * The rules the website-guard hook applies to the site's token (docs/security.md),
 * loaded as Directus loads them: from the extensions folder runtime.ts installs, where the
 * domain's state machine sits beside them as JSON.
 */
const installed = mkdtempSync(join(tmpdir(), 'cms-extensions-'));
installExtensions(installed);
const rules: typeof import('../extensions/website-guard/rules.js') = await import(
  pathToFileURL(join(installed, 'website-guard/rules.js')).href
);
const {
  paymentCreateProblem,
  paymentUpdateProblem,
  reservationCreateProblem,
  reservationUpdateProblem,
  WEBSITE_ROLE,
} = rules;
const {
  precheckinCopies,
  reservationCopies,
}: typeof import('../extensions/website-guard/copies.js') = await import(
  pathToFileURL(join(installed, 'website-guard/copies.js')).href
);
afterAll(() => rmSync(installed, { recursive: true, force: true }));

const totals = {
  subtotal: 15000,
  airportTax: 0,
  tax: 1050,
  dropoff: 0,
  era: 0,
  total: 16050,
  carTotal: 12000,
};
const created = {
  id: 'r1',
  code: 'F-7K3M9Q',
  brand: 'firefly',
  status: 'unpaid',
  payment_type: 'unpaid',
  reservation_type: 'prepaid',
  car: 'car-1',
  pickup_branch: 'branch-1',
  return_branch: 'branch-1',
  pickup_date: '2026-11-26T15:00:00.000Z',
  return_date: '2026-11-29T15:00:00.000Z',
  total_reservations_days: 3,
  totals,
  client: {
    name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@example.com',
    phone_number: '+507 6123-4567',
    license: 'PA-8-123-456',
    birthday: '1990-05-10',
    terms_accepted_at: '2026-11-23T14:00:00.000Z',
    privacy_version: 'privacidad@original',
  },
  extras: { carModel: 'Yaris', lines: [] },
  language: 'es',
  idempotency_key: 'k',
  coupon_use: 'X#1',
};
const prepaid = {
  brand: 'firefly',
  status: 'unpaid',
  reservation_type: 'prepaid',
  totals: JSON.stringify(totals),
};
const payment = {
  id: 'p1',
  reservation: 'r1',
  brand: 'firefly',
  provider: 'sandbox',
  provider_reference: 'ref',
  amount: 16050,
  currency: 'USD',
  status: 'captured',
  card_brand: 'visa',
  card_last4: '4242',
};

describe('website guard', () => {
  it('applies to the role the setup gives the site', () =>
    expect(WEBSITE_ROLE).toBe(SITE_ROLE_NAME));

  it('moves reservations and payments as the domain’s state machine does', () => {
    const domain = guardTables();
    expect(rules.RESERVATION_MOVES).toEqual(domain.reservationMoves);
    expect(rules.PAYMENT_TYPES_BY_STATUS).toEqual(domain.paymentTypesByStatus);
    expect(rules.PAYMENT_MOVES).toEqual(domain.paymentMoves);
    expect(rules.NEW_PAYMENT_STATUSES).toEqual(domain.newPaymentStatuses);
  });

  it('refuses every status change when the state machine was not installed beside it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bare: typeof rules = await import('../extensions/website-guard/rules.js');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/states\.json/));
    error.mockRestore();
    expect(bare.reservationUpdateProblem({ status: 'pending_payment' }, prepaid, [])).toMatch(
      /may not move/,
    );
    expect(bare.paymentCreateProblem({ ...payment, status: 'pending' }, prepaid)).toMatch(
      /may not be/,
    );
    expect(bare.paymentUpdateProblem({ status: 'captured' }, { status: 'pending' })).toMatch(
      /may not move/,
    );
  });

  describe('reservations', () => {
    it('lets the booking create an unpaid reservation, and nothing already paid', () => {
      expect(reservationCreateProblem(created)).toBeNull();
      expect(reservationCreateProblem({ ...created, status: 'paid' })).toMatch(/unpaid/);
      expect(reservationCreateProblem({ ...created, payment_type: 'card' })).toMatch(/no payment/);
      expect(reservationCreateProblem({ ...created, precheckin_status: 'completed' })).toMatch(
        /precheckin_status/,
      );
      expect(reservationCreateProblem({ ...created, totals: { ...totals, total: 0 } })).toMatch(
        /positive total/,
      );
    });

    it("takes the extras' units only as the site writes them", () => {
      const withUnits = (extra_units: unknown) =>
        reservationCreateProblem({ ...created, extra_units });
      expect(withUnits('|child-seat=2|gps=1|')).toBeNull();
      expect(withUnits(null)).toBeNull();
      for (const bad of ['child-seat=2', '|gps=0|', '|gps=12|', "|gps=1|' or 1=1"])
        expect(withUnits(bad), bad).toMatch(/extras' units/);
    });

    it('refuses a new reservation that is not the whole booking the site makes', () => {
      expect(rules.RESERVATION_CODE.source).toBe(RESERVATION_CODE.source);
      expect(
        reservationCreateProblem({ id: 'r', code: 'C', brand: 'firefly', status: 'unpaid' }),
      ).toMatch(/has its/);
      const without = (field: string) =>
        Object.fromEntries(Object.entries(created).filter(([key]) => key !== field));
      for (const field of [
        'code',
        'brand',
        'status',
        'payment_type',
        'reservation_type',
        'car',
        'pickup_branch',
        'return_branch',
        'pickup_date',
        'return_date',
        'total_reservations_days',
        'client',
        'extras',
        'totals',
        'language',
        'idempotency_key',
      ])
        expect(reservationCreateProblem(without(field)), field).toMatch(new RegExp(field));
      expect(reservationCreateProblem(created, false)).toMatch(/brand with a site/);
      for (const code of ['C', 'T-7K3M9Q', 'F-7K3M9O', 'f-7k3m9q', 'F-7K3M9QQ'])
        expect(reservationCreateProblem({ ...created, code }), code).toMatch(/code/);
      expect(reservationCreateProblem({ ...created, reservation_type: 'free' })).toMatch(/prepaid/);
      expect(reservationCreateProblem({ ...created, language: 'fr' })).toMatch(/language/);
      expect(reservationCreateProblem({ ...created, return_date: created.pickup_date })).toMatch(
        /after its pickup/,
      );
      expect(reservationCreateProblem({ ...created, total_reservations_days: 0 })).toMatch(/days/);
      const keys = 'a:0123456789abcdef e:0123456789abcdef p:0123456789abcdef';
      expect(reservationCreateProblem({ ...created, hold_keys: keys })).toBeNull();
      for (const hold_keys of ['ana@example.com', 'a:0123', `${keys} a:0123456789abcdef`])
        expect(reservationCreateProblem({ ...created, hold_keys }), hold_keys).toMatch(/hold keys/);
      expect(reservationCreateProblem({ ...created, totals: { total: 16050 } })).toMatch(/bill/);
      expect(reservationCreateProblem({ ...created, totals: { ...totals, tax: 10.5 } })).toMatch(
        /tax in cents/,
      );
      for (const field of Object.keys(created.client)) {
        const client = { ...created.client, [field]: '' };
        expect(reservationCreateProblem({ ...created, client }), field).toMatch(/renter/);
      }
      expect(
        reservationCreateProblem({ ...created, client: { ...created.client, email: 'ana' } }),
      ).toMatch(/e-mail/);
      // The JSON as text (SQLite's way) is read the same.
      expect(
        reservationCreateProblem({
          ...created,
          totals: JSON.stringify(totals),
          client: JSON.stringify(created.client),
        }),
      ).toBeNull();
    });

    it('takes a company invoice only as the site stores one: RUC, DV and legal name', () => {
      expect(rules.RUC_FORMAT.source).toBe(RUC_FORMAT.source);
      expect(rules.DV_FORMAT.source).toBe(DV_FORMAT.source);
      const invoice = { ruc: '155596713-2-2015', dv: '59', name: 'Alquileres del Istmo, S.A.' };
      const asking = (value: unknown) =>
        reservationCreateProblem({ ...created, client: { ...created.client, invoice: value } });
      expect(asking(invoice)).toBeNull();
      for (const ruc of ['8-123-456', 'PE-12-345', 'E-8-12345', '8-NT-1-234', '1234-123-12345'])
        expect(asking({ ...invoice, ruc, dv: '7' }), ruc).toBeNull();
      // The JSON as text (SQLite's way) is read the same.
      expect(
        reservationCreateProblem({
          ...created,
          client: JSON.stringify({ ...created.client, invoice }),
        }),
      ).toBeNull();
      for (const bad of [
        null,
        'yes',
        [invoice],
        JSON.stringify(invoice),
        { ...invoice, ruc: 'ACME' },
        { ...invoice, ruc: '155596713-2-2015-59' },
        { ...invoice, ruc: 155596713 },
        { ...invoice, dv: '123' },
        { ...invoice, dv: 59 },
        { ...invoice, name: ' ' },
        { ...invoice, name: 'x'.repeat(101) },
        { ruc: invoice.ruc, dv: invoice.dv },
        { ...invoice, email: 'billing@example.com' },
      ])
        expect(asking(bad), JSON.stringify(bad)).toMatch(/company invoice/);
    });

    it('lets an update change where a reservation stands, never what was booked or its price', () => {
      expect(
        reservationUpdateProblem({ precheckin_status: 'submitted', preferences: {} }, prepaid, []),
      ).toBeNull();
      for (const field of [
        'totals',
        'client',
        'extras',
        'car',
        'pickup_date',
        'return_date',
        'brand',
        'code',
        'coupon_use',
        'reservation_type',
      ]) {
        expect(reservationUpdateProblem({ [field]: 1 }, prepaid, [])).toMatch(field);
      }
    });

    it('lets the renter change their opt-ins, and nothing else of the renter', () => {
      const stored = { ...prepaid, client: created.client };
      const at = '2026-11-30T10:00:00.000Z';
      const optIns = (client: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
        reservationUpdateProblem({ client, ...rest }, stored, []);
      const chosen = { marketing: true, whatsapp: false, opt_ins_changed_at: at };
      expect(optIns({ ...created.client, ...chosen })).toBeNull();
      expect(optIns({ ...created.client, ...chosen, marketing: 'yes' })).toMatch(/true or false/);
      expect(optIns({ ...created.client, ...chosen, opt_ins_changed_at: '' })).toMatch(/when/);
      expect(optIns({ ...created.client, ...chosen, email: 'x@example.com' })).toMatch(/email/);
      const { license: _license, ...without } = created.client;
      expect(optIns({ ...without, ...chosen })).toMatch(/license/);
      expect(optIns({ ...created.client, ...chosen }, { status: 'cancelled' })).toMatch(/status/);
    });

    describe('a change of trip', () => {
      const now = new Date('2026-11-21T15:00:00Z');
      const booked = { carModel: 'Yaris', coverages: ['CDW'], roadside: true, coupon: null };
      const held = {
        status: 'confirmed',
        reservation_type: 'postpaid',
        totals: JSON.stringify(totals),
        extras: JSON.stringify({ ...booked, pickupBranchCode: 'PTY', lines: [] }),
        pickup_date: '2026-12-01T15:00:00.000Z',
        change_count: null,
      };
      const change = {
        pickup_date: '2026-12-02T15:00:00.000Z',
        return_date: '2026-12-05T15:00:00.000Z',
        pickup_branch: 'b2',
        return_branch: 'b2',
        total_reservations_days: 3,
        extras: { ...booked, pickupBranchCode: 'CEN', lines: [{ kind: 'car' }] },
        totals: { ...totals, total: 20000 },
        change_count: 1,
      };
      const problem = (
        payload: Record<string, unknown>,
        stored: Record<string, unknown> | null = held,
        captured: number[] = [],
        givenBack = 0,
      ) => reservationUpdateProblem(payload, stored, captured, 0, now, givenBack);

      it('lets the site store a held booking’s new trip and price, counted once', () => {
        expect(problem(change)).toBeNull();
        expect(problem({ ...change, change_count: 3 }, { ...held, change_count: 2 })).toBeNull();
      });

      it('a paid booking only with a total equal to what it holds online', () => {
        const paid = { ...held, status: 'paid', reservation_type: 'prepaid' };
        expect(problem({ ...change, totals }, paid, [16050])).toBeNull();
        expect(problem(change, paid, [16050])).toMatch(/holds online/);
        expect(problem({ ...change, totals }, paid, [])).toMatch(/holds online/);
        // Dearer: the difference's payment captured first; cheaper: its refund recorded first.
        expect(problem(change, paid, [16050, 3950])).toBeNull();
        expect(
          problem({ ...change, totals: { ...totals, total: 12000 } }, paid, [16050], 4050),
        ).toBeNull();
        expect(problem({ ...change, totals: { ...totals, total: 12000 } }, paid, [16050])).toMatch(
          /holds online/,
        );
      });

      it('refuses anything else', () => {
        expect(problem({ ...change, change_count: 2 })).toMatch(/by one/);
        expect(problem({ ...change, change_count: 0 })).toMatch(/by one/);
        expect(problem({ ...change, change_count: 2 }, { ...held, change_count: 2 })).toMatch(
          /by one/,
        );
        for (const status of ['unpaid', 'pending_payment', 'cancelled'])
          expect(problem(change, { ...held, status })).toMatch(/confirmed or paid/);
        expect(problem(change, null)).toMatch(/no such/);
        expect(problem(change, { ...held, pickup_date: '2026-11-21T14:00:00.000Z' })).toMatch(
          /before its pickup/,
        );
        expect(problem({ ...change, pickup_date: '2026-11-20T15:00:00.000Z' })).toMatch(/ahead/);
        for (const field of ['status', 'car', 'client', 'code', 'brand', 'coupon_use'])
          expect(problem({ ...change, [field]: 'x' })).toMatch(field);
        expect(problem({ ...change, totals: { ...totals, total: 0 } })).toMatch(/positive/);
        for (const [key, value] of [
          ['coverages', []],
          ['roadside', false],
          ['coupon', 'GRATIS'],
          ['carModel', 'Lexus'],
        ] as const)
          expect(problem({ ...change, extras: { ...change.extras, [key]: value } })).toMatch(key);
        // Without the counter, the trip is what was booked: refused as before.
        const { change_count: _n, ...uncounted } = change;
        expect(problem(uncounted)).toMatch(/may not change/);
      });
    });

    it('makes a reservation paid only with a captured payment of its whole total', () => {
      expect(
        reservationUpdateProblem({ status: 'paid', payment_type: 'card' }, prepaid, []),
      ).toMatch(/captured payment/);
      expect(
        reservationUpdateProblem({ status: 'paid', payment_type: 'card' }, prepaid, [1]),
      ).toMatch(/captured payment/);
      expect(
        reservationUpdateProblem({ status: 'paid', payment_type: 'card' }, prepaid, [16050]),
      ).toBeNull();
      expect(
        reservationUpdateProblem(
          { status: 'paid', payment_type: 'paypal' },
          { ...prepaid, totals },
          [16050],
        ),
      ).toBeNull();
    });

    it('follows the moves the site makes, and no other', () => {
      const postpaid = { ...prepaid, reservation_type: 'postpaid' };
      expect(reservationUpdateProblem({ status: 'pending_payment' }, prepaid, [])).toBeNull();
      expect(
        reservationUpdateProblem(
          { status: 'unpaid' },
          { ...prepaid, status: 'pending_payment' },
          [],
        ),
      ).toBeNull();
      expect(
        reservationUpdateProblem({ status: 'confirmed', payment_type: 'counter' }, postpaid, []),
      ).toBeNull();
      expect(
        reservationUpdateProblem({ status: 'confirmed', payment_type: 'counter' }, prepaid, []),
      ).toMatch(/pay-later/);
      expect(
        reservationUpdateProblem(
          { status: 'paid', payment_type: 'card' },
          { ...postpaid, status: 'confirmed' },
          [16050],
        ),
      ).toBeNull();
      expect(
        reservationUpdateProblem({ status: 'unpaid' }, { ...prepaid, status: 'paid' }, []),
      ).toMatch(/from paid/);
      expect(
        reservationUpdateProblem({ status: 'confirmed' }, { ...prepaid, status: 'cancelled' }, []),
      ).toMatch(/from cancelled/);
      expect(reservationUpdateProblem({ payment_type: 'card' }, prepaid, [])).toMatch(
        /payment type/,
      );
      expect(reservationUpdateProblem({ status: 'unpaid' }, null, [])).toMatch(/no such/);
    });
  });

  describe('payments', () => {
    it('records a payment of the reservation\u2019s stored total, for a reservation that owes it', () => {
      expect(paymentCreateProblem(payment, prepaid)).toBeNull();
      expect(paymentCreateProblem({ ...payment, status: 'pending' }, prepaid)).toBeNull();
      expect(
        paymentCreateProblem(
          { ...payment, provider: 'paypal', status: 'pending', card_brand: null, card_last4: null },
          prepaid,
        ),
      ).toBeNull();
      expect(paymentCreateProblem({ ...payment, amount: 1 }, prepaid)).toMatch(/stored total/);
      expect(paymentCreateProblem(payment, null)).toMatch(/stored reservation/);
      expect(paymentCreateProblem({ ...payment, brand: 'tucan' }, prepaid)).toMatch(/brand/);
      expect(paymentCreateProblem({ ...payment, status: 'authorized' }, prepaid)).toMatch(
        /authorized/,
      );
      expect(paymentCreateProblem({ ...payment, currency: 'EUR' }, prepaid)).toMatch(/USD/);
      expect(paymentCreateProblem({ ...payment, card_last4: '4242424242424242' }, prepaid)).toMatch(
        /last four/,
      );
      expect(paymentCreateProblem({ ...payment, date_created: '2020-01-01' }, prepaid)).toMatch(
        /date_created/,
      );
      expect(paymentCreateProblem(payment, { ...prepaid, status: 'paid' })).toMatch(/owes/);
      expect(paymentCreateProblem(payment, { ...prepaid, reservation_type: 'postpaid' })).toMatch(
        /owes/,
      );
      expect(
        paymentCreateProblem(payment, {
          ...prepaid,
          reservation_type: 'postpaid',
          status: 'confirmed',
        }),
      ).toBeNull();
    });

    it('a dearer change’s payment: of a paid booking, for its next change, of the difference to what it holds', () => {
      const paid = { ...prepaid, status: 'paid', change_count: null };
      const change = { change_count: 1, totals: { ...totals, total: 20000 } };
      const difference = { ...payment, amount: 3950, change };
      expect(paymentCreateProblem(difference, paid, 16050)).toBeNull();
      expect(paymentCreateProblem({ ...difference, status: 'pending' }, paid, 16050)).toBeNull();
      // What a cheaper change already gave back is not held any more.
      expect(paymentCreateProblem({ ...difference, amount: 4950 }, paid, 16050, 1000)).toBeNull();
      expect(paymentCreateProblem({ ...difference, amount: 1 }, paid, 16050)).toMatch(
        /new total less/,
      );
      expect(paymentCreateProblem({ ...difference, amount: 3950 }, paid, 16050, 1000)).toMatch(
        /new total less/,
      );
      expect(paymentCreateProblem(difference, { ...paid, change_count: 1 }, 16050)).toMatch(
        /next change/,
      );
      expect(paymentCreateProblem(difference, prepaid, 0)).toMatch(/only a paid/);
      expect(
        paymentCreateProblem(
          { ...difference, amount: -1, change: { ...change, totals: { ...totals, total: 16049 } } },
          paid,
          16050,
        ),
      ).toMatch(/new total less/);
      expect(
        paymentCreateProblem({ ...difference, card_last4: '4242424242424242' }, paid, 16050),
      ).toMatch(/last four/);
    });

    it('gives a pending payment its result once, and changes nothing else', () => {
      expect(paymentUpdateProblem({ status: 'captured' }, { status: 'pending' })).toBeNull();
      expect(paymentUpdateProblem({ status: 'declined' }, { status: 'pending' })).toBeNull();
      expect(paymentUpdateProblem({ status: 'captured' }, { status: 'declined' })).toMatch(
        /from declined/,
      );
      expect(paymentUpdateProblem({ status: 'pending' }, { status: 'captured' })).toMatch(
        /from captured/,
      );
      expect(paymentUpdateProblem({ amount: 1 }, { status: 'pending' })).toMatch(/amount/);
      expect(paymentUpdateProblem({ provider_reference: 'x' }, { status: 'pending' })).toMatch(
        /provider_reference/,
      );
    });
  });
});

describe("Studio's readable copies, made by the hook for every writer", () => {
  const client = { name: 'Ana', last_name: 'Pérez', email: 'ana@example.com', license: 'L-1' };
  const extras = { carModel: 'Kia Picanto', lines: [{ kind: 'tax', amount: 700 }] };

  it("are the domain module's, from what the write gives and the stored rest", () => {
    expect(reservationCopies({ client, extras, totals }, null)).toEqual({
      ...renterColumns(client),
      ...readableReservation({ extras, totals }),
    });
    // A change of trip gives new totals; the bill takes the stored extras with them.
    expect(reservationCopies({ totals }, { extras: JSON.stringify(extras) })).toEqual(
      readableReservation({ extras, totals }),
    );
    expect(reservationCopies({ status: 'confirmed' }, { client })).toEqual({});
  });

  it('the site may not write them itself', () => {
    expect(reservationCreateProblem({ ...created, renter_email: 'x@y.z' })).toBe(
      'may not set renter_email on a new reservation',
    );
    expect(reservationCreateProblem({ ...created, total: '1.00' })).toBe(
      'may not set total on a new reservation',
    );
  });

  it("keeps a staff edit of a renter's column in step with client, and the other way", () => {
    expect(
      reservationCopies({ renter_phone: '+507 6000-0000' }, { client: JSON.stringify(client) }),
    ).toEqual({
      client: { ...client, phone_number: '+507 6000-0000' },
    });
    expect(
      reservationCopies({ client: { ...client, email: 'new@example.com' } }, { client }),
    ).toEqual(renterColumns({ ...client, email: 'new@example.com' }));
  });

  it("writes a pre-check-in's drivers as lines, with the stored main driver", () => {
    const driver = { name: 'Ana', last_name: 'Pérez' };
    const others = [{ name: 'Luis', last_name: 'Gómez' }];
    expect(precheckinCopies({ additional_drivers: others }, { driver })).toEqual({
      drivers: driversText(driver, others),
    });
    expect(precheckinCopies({ status: 'completed' }, { driver })).toEqual({});
  });
});

describe('closing a booking', () => {
  const paid = { ...prepaid, status: 'paid' };
  const confirmed = { ...prepaid, status: 'confirmed', reservation_type: 'postpaid' };
  const refund = {
    id: 'f1',
    idempotency_key: 'refund:r1:p1',
    reservation: 'r1',
    payment: 'p1',
    brand: 'firefly',
    provider: 'sandbox',
    amount: 14445,
    fee: 1605,
    currency: 'USD',
    status: 'pending',
  };
  const captured = { reservation: 'r1', status: 'captured', amount: 16050 };

  it('the site releases an unpaid booking left at the checkout, giving its coupon use back', () => {
    expect(
      reservationUpdateProblem(
        { status: 'abandoned', coupon_use: null, coupon_renter_use: null },
        prepaid,
        [],
      ),
    ).toBeNull();
    expect(
      reservationUpdateProblem(
        { status: 'abandoned' },
        { ...prepaid, status: 'pending_payment' },
        [],
      ),
    ).toMatch(/may not move/);
  });

  it('the site cancels a held booking, a paid one only with its refund recorded', () => {
    expect(reservationUpdateProblem({ status: 'cancelled' }, confirmed, [])).toBeNull();
    expect(reservationUpdateProblem({ status: 'cancelled' }, paid, [16050], 1)).toBeNull();
    expect(reservationUpdateProblem({ status: 'cancelled' }, paid, [16050], 0)).toMatch(/refund/);
    expect(reservationUpdateProblem({ status: 'cancelled' }, prepaid, [])).toMatch(/may not move/);
    expect(
      reservationUpdateProblem({ status: 'abandoned' }, { ...paid, status: 'confirmed' }, []),
    ).toMatch(/may not move/);
    expect(reservationUpdateProblem({ status: 'abandoned' }, paid, [16050])).toMatch(
      /may not move/,
    );
    expect(
      reservationUpdateProblem({ status: 'paid' }, { ...paid, status: 'cancelled' }, [16050], 1),
    ).toMatch(/may not move/);
  });

  it('a coupon use is only given back, and only by closing the booking', () => {
    expect(
      reservationUpdateProblem(
        { status: 'cancelled', coupon_use: null, coupon_renter_use: null },
        confirmed,
        [],
      ),
    ).toBeNull();
    expect(reservationUpdateProblem({ coupon_use: null }, confirmed, [])).toMatch(/closed/);
    expect(
      reservationUpdateProblem({ status: 'cancelled', coupon_use: 'X#9' }, confirmed, []),
    ).toMatch(/clear/);
  });

  it('the worker only abandons an unpaid prepaid reservation', () => {
    const { expiryUpdateProblem } = rules;
    expect(rules.EXPIRY_MOVES).toEqual(guardTables().expiryMoves);
    expect(expiryUpdateProblem({ status: 'abandoned', coupon_use: null }, prepaid)).toBeNull();
    expect(
      expiryUpdateProblem({ status: 'abandoned' }, { ...prepaid, status: 'pending_payment' }),
    ).toMatch(/may not move/);
    expect(expiryUpdateProblem({ status: 'abandoned' }, confirmed)).toMatch(/may not move/);
    expect(
      expiryUpdateProblem({ status: 'abandoned' }, { ...prepaid, reservation_type: 'postpaid' }),
    ).toMatch(/prepaid/);
    expect(expiryUpdateProblem({ status: 'paid' }, prepaid)).toMatch(/may not move/);
    expect(expiryUpdateProblem({ status: 'abandoned', totals: {} }, prepaid)).toMatch(/totals/);
    expect(expiryUpdateProblem({ preferences: {} }, prepaid)).toMatch(/preferences/);
  });

  it('a cheaper change’s refund: of a paid booking, keyed by its next change, within what the payment still holds', () => {
    const { refundCreateProblem } = rules;
    const part = { ...refund, idempotency_key: 'change-refund:r1:1:p1', amount: 4000, fee: 0 };
    expect(refundCreateProblem(part, paid, captured)).toBeNull();
    expect(refundCreateProblem(part, { ...paid, change_count: 1 }, captured)).toMatch(/keyed/);
    expect(
      refundCreateProblem(
        { ...part, idempotency_key: 'change-refund:r1:2:p1' },
        { ...paid, change_count: 1 },
        captured,
      ),
    ).toBeNull();
    expect(refundCreateProblem(part, confirmed, captured)).toMatch(/only a paid/);
    expect(refundCreateProblem(part, { ...paid, status: 'cancelled' }, captured)).toMatch(
      /only a paid/,
    );
    expect(refundCreateProblem(part, paid, captured, 12050)).toBeNull();
    expect(refundCreateProblem(part, paid, captured, 12051)).toMatch(/still holds/);
    expect(
      refundCreateProblem({ ...part, idempotency_key: 'change-refund:r1:1:p2' }, paid, captured),
    ).toMatch(/keyed/);
  });

  it('a refund: one per booking, of a captured payment, never more than it took', () => {
    const { refundCreateProblem, refundUpdateProblem } = rules;
    expect(refundCreateProblem(refund, paid, captured)).toBeNull();
    expect(refundCreateProblem({ ...refund, idempotency_key: 'x' }, paid, captured)).toMatch(
      /keyed/,
    );
    expect(refundCreateProblem({ ...refund, amount: 16050 }, paid, captured)).toMatch(/at most/);
    expect(refundCreateProblem(refund, paid, { ...captured, status: 'declined' })).toMatch(
      /captured/,
    );
    expect(refundCreateProblem(refund, paid, { ...captured, reservation: 'r2' })).toMatch(
      /captured/,
    );
    expect(refundCreateProblem(refund, prepaid, captured)).toMatch(/only a paid/);
    expect(refundCreateProblem({ ...refund, status: 'completed' }, paid, captured)).toMatch(
      /may not be/,
    );
    expect(
      refundCreateProblem(
        { ...refund, amount: 0, fee: 16050, status: 'completed' },
        paid,
        captured,
      ),
    ).toBeNull();
    expect(refundCreateProblem({ ...refund, provider_reference: 'x' }, paid, captured)).toMatch(
      /provider_reference/,
    );
    expect(
      refundUpdateProblem({ status: 'completed', provider_reference: 'x' }, refund),
    ).toBeNull();
    expect(refundUpdateProblem({ status: 'pending' }, { status: 'completed' })).toMatch(
      /may not move/,
    );
    expect(refundUpdateProblem({ amount: 1 }, refund)).toMatch(/amount/);
  });
});

describe('the inventory the guard installs', () => {
  it('is the domain module, types stripped, and reads the database timestamps of both engines', async () => {
    const domain = await import('@rental/domain/reservation/inventory');
    const installedInventory: typeof domain = await import(
      pathToFileURL(join(installed, 'website-guard/inventory.js')).href
    );
    const held = [
      domain.unitSpan(new Date('2030-01-10T10:00Z'), new Date('2030-01-12T10:00Z'), 120),
      domain.unitSpan(new Date('2030-01-11T10:00Z'), new Date('2030-01-13T10:00Z'), 120),
    ];
    const wanted = domain.unitSpan(new Date('2030-01-12T11:00Z'), new Date('2030-01-14T10:00Z'), 0);
    expect(installedInventory.unitsLeft(3, held, wanted)).toBe(domain.unitsLeft(3, held, wanted));
    expect(installedInventory.unitsLeft(3, held, wanted)).toBe(1);

    const stock: typeof import('../extensions/website-guard/stock.js') = await import(
      pathToFileURL(join(installed, 'website-guard/stock.js')).href
    );
    const at = new Date('2030-01-10T15:00:00.000Z');
    expect(stock.instant(at.getTime())).toEqual(at);
    expect(stock.instant(String(at.getTime()))).toEqual(at);
    expect(stock.instant(at)).toBe(at);
    expect(stock.instant('2030-01-10T15:00:00.000Z')).toEqual(at);
    expect(stock.instant('2030-01-10 15:00:00')).toEqual(at);
    expect(stock.instant(null)).toBeNull();
  });
});

const deposits: typeof import('../extensions/website-guard/deposit-rules.js') = await import(
  pathToFileURL(join(installed, 'website-guard/deposit-rules.js')).href
);

describe('website guard: the security deposit', () => {
  const booking = {
    brand: 'firefly',
    status: 'paid',
    extras: JSON.stringify({ terms: { deposit: 30000 } }),
  };
  const hold = {
    reservation: 'r1',
    brand: 'firefly',
    provider: 'sandbox',
    provider_reference: 'hold_1',
    amount: 30000,
    currency: 'USD',
    status: 'holding',
    card_brand: 'visa',
    card_last4: '4242',
  };

  it('moves holds as the domain does, apart from payments', () => {
    expect(rules.DEPOSIT_MOVES).toEqual(guardTables().depositMoves);
    expect(deposits.isDepositStatus('held')).toBe(true);
    expect(deposits.isDepositStatus('captured')).toBe(false);
  });

  it('lets the site hold exactly the deposit stored with a paid or confirmed booking, once at a time', () => {
    expect(deposits.depositCreateProblem(hold, booking, 0)).toBeNull();
    expect(deposits.depositCreateProblem(hold, { ...booking, status: 'confirmed' }, 0)).toBeNull();
    expect(deposits.depositCreateProblem({ ...hold, amount: 100 }, booking, 0)).toMatch(
      /deposit stored/,
    );
    expect(deposits.depositCreateProblem(hold, { ...booking, status: 'unpaid' }, 0)).toMatch(
      /paid or confirmed/,
    );
    expect(deposits.depositCreateProblem(hold, booking, 1)).toMatch(/one deposit/);
    expect(deposits.depositCreateProblem({ ...hold, status: 'held' }, booking, 0)).toMatch(
      /begins holding/,
    );
    expect(deposits.depositCreateProblem({ ...hold, charged_amount: 5 }, booking, 0)).toMatch(
      /may not set/,
    );
    expect(deposits.depositCreateProblem(hold, { ...booking, brand: 'tucan' }, 0)).toMatch(/brand/);
  });

  it('records a charge as it begins: part of what is held, with a reason', () => {
    const held = { status: 'held', amount: 30000 };
    const charge = { status: 'charging', charged_amount: 7500, charge_reason: 'Falta combustible' };
    expect(deposits.depositUpdateProblem(charge, held)).toBeNull();
    expect(deposits.depositUpdateProblem({ ...charge, charged_amount: 30001 }, held)).toMatch(
      /part of/,
    );
    expect(deposits.depositUpdateProblem({ ...charge, charge_reason: '' }, held)).toMatch(/reason/);
    expect(deposits.depositUpdateProblem({ status: 'charging' }, held)).toMatch(/part of/);
    expect(deposits.depositUpdateProblem({ status: 'charged' }, held)).toMatch(/may not move/);
    expect(deposits.depositUpdateProblem({ status: 'releasing' }, held)).toBeNull();
    expect(
      deposits.depositUpdateProblem({ status: 'held' }, { status: 'released', amount: 1 }),
    ).toMatch(/may not move/);
    expect(
      deposits.depositUpdateProblem(
        { status: 'held', hold_expires_at: '2026-12-08T12:00:00Z' },
        {
          status: 'holding',
          amount: 30000,
        },
      ),
    ).toBeNull();
    expect(deposits.depositUpdateProblem({ amount: 1 }, held)).toMatch(/may not change amount/);
  });
});
