import { describe, expect, it } from 'vitest';
import {
  canMove,
  canMovePayment,
  confirmsWithoutPayment,
  fallbackStatus,
  guardTables,
  isClosed,
  isSettled,
  owesPayment,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  paymentStateOf,
  paymentTypeFits,
  RESERVATION_STATUSES,
  waitingStatus,
  type PaymentStatus,
  type PaymentType,
  type ReservationStanding,
  type ReservationStatus,
} from './states.ts';

// Written out by hand (not read from the tables under test): every other pair is refused.
const ALLOWED_MOVES = new Set([
  'unpaid → unpaid',
  'unpaid → pending_payment',
  'unpaid → paid',
  'unpaid → confirmed',
  'unpaid → abandoned',
  'pending_payment → pending_payment',
  'pending_payment → unpaid',
  'pending_payment → paid',
  'confirmed → confirmed',
  'confirmed → paid',
  'confirmed → cancelled',
  'paid → paid',
  'paid → cancelled',
  'cancelled → cancelled',
  'abandoned → abandoned',
]);
const FITTING_TYPES = new Set([
  'unpaid · unpaid',
  'pending_payment · unpaid',
  'confirmed · counter',
  'confirmed · unpaid',
  'paid · card',
  'paid · paypal',
]);
const ALLOWED_PAYMENT_MOVES = new Set(['pending → captured', 'pending → declined']);

const pairs = <A extends string, B extends string>(as: readonly A[], bs: readonly B[]) =>
  as.flatMap((a) => bs.map((b) => [a, b] as [A, B]));
const TYPES = ['prepaid', 'postpaid'] as const;
const standings: ReservationStanding[] = pairs(RESERVATION_STATUSES, TYPES).map(
  ([status, reservation_type]) => ({ status, reservation_type }),
);
const key = (r: ReservationStanding) => `${r.reservation_type} ${r.status}`;

describe('reservation moves', () => {
  it.each(pairs(RESERVATION_STATUSES, RESERVATION_STATUSES))(
    '%s → %s',
    (from: ReservationStatus, to: ReservationStatus) => {
      expect(canMove(from, to)).toBe(ALLOWED_MOVES.has(`${from} → ${to}`));
    },
  );

  it.each(pairs(RESERVATION_STATUSES, PAYMENT_TYPES))(
    '%s goes with payment type %s',
    (status: ReservationStatus, type: PaymentType) => {
      expect(paymentTypeFits(status, type)).toBe(FITTING_TYPES.has(`${status} · ${type}`));
    },
  );

  it('confirms only a pay-later booking without a payment', () => {
    expect(confirmsWithoutPayment({ reservation_type: 'postpaid' })).toBe(true);
    expect(confirmsWithoutPayment({ reservation_type: 'prepaid' })).toBe(false);
  });
});

describe('payment moves', () => {
  it.each(pairs(PAYMENT_STATUSES, PAYMENT_STATUSES))(
    '%s → %s',
    (from: PaymentStatus, to: PaymentStatus) => {
      expect(canMovePayment(from, to)).toBe(ALLOWED_PAYMENT_MOVES.has(`${from} → ${to}`));
    },
  );

  it.each([
    ['pending', 'pending'],
    ['authorized', 'paid'],
    ['captured', 'paid'],
    ['declined', 'declined'],
    ['failed', 'declined'],
  ] as const)('a %s payment is %s for the checkout', (status, state) =>
    expect(paymentStateOf({ status })).toBe(state),
  );
});

describe('where a reservation stands', () => {
  const SETTLED = new Set([
    'prepaid paid',
    'prepaid confirmed',
    'postpaid paid',
    'postpaid confirmed',
  ]);
  const OWES = new Set([
    'prepaid unpaid',
    'prepaid pending_payment',
    'prepaid confirmed',
    'postpaid confirmed',
  ]);

  it.each(standings)('settled: $reservation_type $status', (r) =>
    expect(isSettled(r)).toBe(SETTLED.has(key(r))),
  );
  it.each(standings)('owes payment: $reservation_type $status', (r) =>
    expect(owesPayment(r)).toBe(OWES.has(key(r))),
  );
  it('nothing is owed on no reservation', () => expect(owesPayment(null)).toBe(false));

  it('waits for a payment as pending_payment when prepaid, and stays confirmed when pay-later', () => {
    expect(waitingStatus({ reservation_type: 'prepaid' })).toBe('pending_payment');
    expect(waitingStatus({ reservation_type: 'postpaid' })).toBeNull();
  });

  it('falls back to unpaid when prepaid, and to confirmed when pay-later', () => {
    expect(fallbackStatus({ reservation_type: 'prepaid' })).toBe('unpaid');
    expect(fallbackStatus({ reservation_type: 'postpaid' })).toBe('confirmed');
  });

  // The flows only make moves the table (and so the CMS's guard) allows, from where the site
  // puts a reservation that owes (a prepaid one confirmed by staff is not the site's doing).
  const reachable = standings.filter(
    (r) => owesPayment(r) && !(r.reservation_type === 'prepaid' && r.status === 'confirmed'),
  );
  it('the site leaves three states that owe', () =>
    expect(reachable.map(key)).toEqual([
      'prepaid unpaid',
      'prepaid pending_payment',
      'postpaid confirmed',
    ]));
  it.each(reachable)(
    'a reservation that owes ($reservation_type $status) may wait, be paid or fall back',
    (r) => {
      expect(canMove(r.status, waitingStatus(r) ?? r.status)).toBe(true);
      expect(canMove(r.status, 'paid')).toBe(true);
      expect(canMove(waitingStatus(r) ?? r.status, 'paid')).toBe(true);
      expect(canMove(waitingStatus(r) ?? r.status, fallbackStatus(r))).toBe(true);
    },
  );

  it('a pay-later booking is confirmed for the counter from unpaid', () => {
    expect(canMove('unpaid', 'confirmed')).toBe(true);
    expect(paymentTypeFits('confirmed', 'counter')).toBe(true);
  });
});

describe('the guard’s tables', () => {
  it('are plain JSON of the same moves', () => {
    const tables = guardTables();
    expect(JSON.parse(JSON.stringify(tables))).toEqual(tables);
    for (const [from, to] of pairs(RESERVATION_STATUSES, RESERVATION_STATUSES))
      expect(tables.reservationMoves[from].includes(to)).toBe(canMove(from, to));
    for (const [status, type] of pairs(RESERVATION_STATUSES, PAYMENT_TYPES))
      expect(tables.paymentTypesByStatus[status].includes(type)).toBe(
        paymentTypeFits(status, type),
      );
    for (const [from, to] of pairs(PAYMENT_STATUSES, PAYMENT_STATUSES))
      expect(tables.paymentMoves[from].includes(to)).toBe(canMovePayment(from, to));
    expect(tables.newPaymentStatuses).toEqual(['pending', 'captured', 'declined']);
  });
});

describe('closing a booking', () => {
  it('the renter cancels only a held booking; the expiry job abandons only an unpaid one', () => {
    const tables = guardTables();
    expect(
      RESERVATION_STATUSES.filter((s) => canMove(s, 'cancelled') && s !== 'cancelled'),
    ).toEqual(['paid', 'confirmed']);
    expect(tables.expiryMoves).toEqual({ unpaid: ['abandoned'] });
    expect(canMove('pending_payment', 'abandoned')).toBe(false);
    expect(canMove('abandoned', 'paid')).toBe(false);
    expect(canMove('cancelled', 'paid')).toBe(false);
  });
  it('a closed booking owes nothing and is closed', () => {
    expect(owesPayment({ status: 'abandoned', reservation_type: 'prepaid' })).toBe(false);
    expect(isClosed('abandoned')).toBe(true);
    expect(isClosed('cancelled')).toBe(true);
    expect(isClosed('paid')).toBe(false);
  });
  it('a refund is given once: pending becomes completed, nothing else moves', () => {
    const moves = guardTables().refundMoves;
    expect(moves).toEqual({ pending: ['completed'], completed: [], failed: [] });
  });
});
