import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { guardTables } from '@rental/domain/reservation/states';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SITE_ROLE_NAME } from './access.ts';
import { installExtensions } from './runtime.ts';

/**
 * The rules the website-guard hook applies to the site's token (issue 15, docs/security.md),
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
  totals,
  client: {},
  extras: {},
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
      expect(
        reservationCreateProblem({ id: 'r', code: 'C', brand: 'firefly', status: 'unpaid' }),
      ).toBeNull();
      expect(reservationCreateProblem({ ...created, status: 'paid' })).toMatch(/unpaid/);
      expect(reservationCreateProblem({ ...created, payment_type: 'card' })).toMatch(/no payment/);
      expect(reservationCreateProblem({ ...created, precheckin_status: 'completed' })).toMatch(
        /precheckin_status/,
      );
      expect(reservationCreateProblem({ ...created, totals: { ...totals, total: 0 } })).toMatch(
        /positive total/,
      );
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
