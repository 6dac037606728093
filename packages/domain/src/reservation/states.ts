import { DEPOSIT_MOVES, type DepositStatus } from './deposit.ts';
import type { ReservationType } from '../vocabulary.ts';

/**
 * Where a reservation and its payments stand, and the moves the site may make between those
 * states. One definition for the site's payment flows (apps/web/src/lib/booking/paying) and the
 * CMS's website guard (services/cms/extensions/website-guard), which refuses any other move the
 * site's token tries: the guard is plain JavaScript, so it reads these tables as JSON written
 * by services/cms/src/runtime.ts (`guardTables()` below).
 *
 * A prepaid booking is paid online at its checkout: unpaid → pending_payment (with the bank or
 * PayPal) → paid, falling back to unpaid when a payment fails. A pay-later (postpaid) booking is
 * confirmed for the counter without a charge, and may be paid online at pre-check-in:
 * unpaid → confirmed → paid; a failed payment leaves it confirmed. A held booking (confirmed or
 * paid) may be cancelled by its renter (/mi-reserva, with a refund recorded first when it was
 * paid); a prepaid booking left unpaid past its payment window is abandoned by the outbox
 * worker's expiry job (never one in pending_payment: the bank or PayPal has its response in
 * flight). Cancelled and abandoned are final for the site; staff change anything in the CMS.
 */

/** `reservations.status`, in the order the CMS offers the choices. */
export const RESERVATION_STATUSES = [
  'unpaid',
  'pending_payment',
  'paid',
  'confirmed',
  'cancelled',
  'abandoned',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A held booking, going ahead: paid online, or confirmed to pay at the counter. */
export const HELD_STATUSES = ['paid', 'confirmed'] as const satisfies readonly ReservationStatus[];

/** `reservations.payment_type`: how a reservation is paid: not yet, by card, by PayPal, or at the counter (pay later). */
export const PAYMENT_TYPES = ['unpaid', 'card', 'paypal', 'counter'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * `payments.status`, a payment attempt: pending while the bank or PayPal has it, then captured or declined once.
 * `authorized` and `failed` are staff's and a bank adapter's words: the site never writes them,
 * and reads authorized as paid.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'captured',
  'declined',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the checkout is told about a payment (or a reservation without one: unpaid). */
export type PaymentState = 'paid' | 'confirmed' | 'pending' | 'declined' | 'unpaid';

/** The part of a reservation its state depends on. */
export interface ReservationStanding {
  status: ReservationStatus;
  reservation_type: ReservationType;
}

/**
 * The status changes the site makes, staying where it is included (a write that repeats the
 * status is harmless). Which of them a reservation may take also depends on its type: see
 * `confirmsWithoutPayment` and the flows below; the guard checks that part on its own.
 */
export const RESERVATION_MOVES: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> =
  {
    // Abandoned: the renter left the checkout before paying (the hold is given back at once).
    unpaid: ['unpaid', 'pending_payment', 'paid', 'confirmed', 'abandoned'],
    pending_payment: ['pending_payment', 'unpaid', 'paid'],
    confirmed: ['confirmed', 'paid', 'cancelled'],
    paid: ['paid', 'cancelled'],
    cancelled: ['cancelled'],
    abandoned: ['abandoned'],
  };

/**
 * The one move the outbox worker's expiry job makes (its own Directus identity, "Mail worker"):
 * a prepaid booking still unpaid after its payment window is abandoned. The guard lets that
 * identity make no other change to a reservation.
 */
export const EXPIRY_MOVES: Readonly<
  Partial<Record<ReservationStatus, readonly ReservationStatus[]>>
> = { unpaid: ['abandoned'] };

/** The payment types that go with each status: a paid reservation says how it was paid. */
export const PAYMENT_TYPES_BY_STATUS: Readonly<Record<ReservationStatus, readonly PaymentType[]>> =
  {
    unpaid: ['unpaid'],
    pending_payment: ['unpaid'],
    confirmed: ['counter', 'unpaid'],
    paid: ['card', 'paypal'],
    cancelled: [],
    abandoned: [],
  };

/** A payment's result is given once: pending becomes captured or declined, and nothing else moves. */
export const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['captured', 'declined'],
  authorized: [],
  captured: [],
  declined: [],
  failed: [],
};

/**
 * `refunds.status`: what was given back of a cancelled booking's payment. Recorded pending
 * before the gateway is asked (so a retried cancellation finds it and never refunds twice),
 * completed once the gateway took it; a refund of nothing is recorded completed at once.
 * `failed` is staff's word (a refund they settle by hand).
 */
export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_MOVES: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  pending: ['completed'],
  completed: [],
  failed: [],
};

/** What a new payment may be: pending (a challenge, a PayPal order) or already settled (a card the bank decided at once). */
export const NEW_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'captured', 'declined'];

export const canMove = (from: ReservationStatus, to: ReservationStatus): boolean =>
  RESERVATION_MOVES[from].includes(to);
export const paymentTypeFits = (status: ReservationStatus, type: PaymentType): boolean =>
  PAYMENT_TYPES_BY_STATUS[status].includes(type);
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean =>
  PAYMENT_MOVES[from].includes(to);

/** Only a pay-later booking is confirmed without a payment (for the counter). */
export const confirmsWithoutPayment = (r: Pick<ReservationStanding, 'reservation_type'>): boolean =>
  r.reservation_type === 'postpaid';

/** Over for the site: cancelled by the renter or staff, or abandoned unpaid. Nothing more is paid or sent. */
export const isClosed = (status: ReservationStatus): boolean =>
  status === 'cancelled' || status === 'abandoned';

/** Nothing left to pay at checkout: paid, or confirmed for the counter. */
export const isSettled = (r: ReservationStanding): boolean =>
  r.status === 'paid' || r.status === 'confirmed';

/**
 * Still owes money: a prepaid booking not yet paid, or a pay-later one confirmed and not yet
 * paid. A late bank response or capture must not touch a reservation that does not.
 */
export const owesPayment = (r: ReservationStanding | null): boolean =>
  r !== null &&
  r.status !== 'paid' &&
  !isClosed(r.status) &&
  (r.reservation_type === 'prepaid' || r.status === 'confirmed');

/** Where a reservation waits while its payment is with the bank or PayPal: a prepaid one is pending; a pay-later one stays confirmed (null: no change). */
export const waitingStatus = (
  r: Pick<ReservationStanding, 'reservation_type'>,
): 'pending_payment' | null => (r.reservation_type === 'prepaid' ? 'pending_payment' : null);

/** Where a reservation falls back to when its payment fails: a prepaid one is unpaid again, a pay-later one stays confirmed. */
export const fallbackStatus = (
  r: Pick<ReservationStanding, 'reservation_type'>,
): 'unpaid' | 'confirmed' => (r.reservation_type === 'prepaid' ? 'unpaid' : 'confirmed');

/** What the checkout is told about a stored payment. */
export const paymentStateOf = (p: { status: PaymentStatus }): PaymentState =>
  p.status === 'captured' || p.status === 'authorized'
    ? 'paid'
    : p.status === 'pending'
      ? 'pending'
      : 'declined';

/** The tables the CMS's website guard applies, as plain data (JSON). */
export interface GuardTables {
  reservationMoves: Record<ReservationStatus, ReservationStatus[]>;
  paymentTypesByStatus: Record<ReservationStatus, PaymentType[]>;
  paymentMoves: Record<PaymentStatus, PaymentStatus[]>;
  newPaymentStatuses: PaymentStatus[];
  expiryMoves: Partial<Record<ReservationStatus, ReservationStatus[]>>;
  refundMoves: Record<RefundStatus, RefundStatus[]>;
  depositMoves: Record<DepositStatus, DepositStatus[]>;
}

const copy = <K extends string, V>(table: Readonly<Record<K, readonly V[]>>) =>
  Object.fromEntries(
    Object.entries<readonly V[]>(table).map(([key, values]) => [key, [...values]]),
  ) as Record<K, V[]>;

export const guardTables = (): GuardTables => ({
  reservationMoves: copy(RESERVATION_MOVES),
  paymentTypesByStatus: copy(PAYMENT_TYPES_BY_STATUS),
  paymentMoves: copy(PAYMENT_MOVES),
  newPaymentStatuses: [...NEW_PAYMENT_STATUSES],
  expiryMoves: copy(EXPIRY_MOVES as Record<'unpaid', readonly ReservationStatus[]>),
  refundMoves: copy(REFUND_MOVES),
  depositMoves: copy(DEPOSIT_MOVES),
});
