/**
 * The security deposit's rows (`payments` with the deposit's own statuses, docs/payments.md
 * "The security deposit"): what the website may write of a hold, its release and its charge.
 * Each function answers null when the write may go ahead, else the reason it may not.
 */
import { asObject, DEPOSIT_MOVES } from './rules.js';

const DEPOSIT_CREATE = new Set([
  'id',
  'reservation',
  'brand',
  'provider',
  'provider_reference',
  'amount',
  'currency',
  'status',
  'card_brand',
  'card_last4',
]);
const DEPOSIT_UPDATE = new Set([
  'status',
  'ledger_note',
  'hold_expires_at',
  'charged_amount',
  'charge_reason',
]);
const LIVE = ['holding', 'held', 'releasing', 'charging'];

/** Whether a status is a deposit hold's (not a payment's). */
export const isDepositStatus = (status) => Object.hasOwn(DEPOSIT_MOVES, status);
/** The statuses of a hold still on the card or being released or charged. */
export const LIVE_DEPOSIT_STATUSES = LIVE;

const extraField = (payload, allowed) => Object.keys(payload).find((field) => !allowed.has(field));

/**
 * A new hold: begun `holding`, for a booking of the same brand that is paid or confirmed, of
 * exactly the deposit stored with it, in USD, while it has no other live hold.
 */
export function depositCreateProblem(payload, reservation, liveHolds) {
  const field = extraField(payload, DEPOSIT_CREATE);
  if (field) return `may not set ${field} on a deposit hold`;
  if (!reservation) return 'a deposit hold belongs to a stored reservation';
  if (payload.brand !== undefined && payload.brand !== reservation.brand)
    return 'a deposit hold has its reservation\u2019s brand';
  if (payload.status !== 'holding') return 'a deposit hold begins holding';
  if (reservation.status !== 'paid' && reservation.status !== 'confirmed')
    return 'a deposit is held for a booking that is paid or confirmed';
  const deposit = asObject(asObject(reservation.extras)?.terms)?.deposit;
  if (!Number.isInteger(deposit) || deposit <= 0 || Number(payload.amount) !== deposit)
    return 'a deposit hold is of the deposit stored with the booking';
  if ((payload.currency ?? 'USD') !== 'USD') return 'deposits are in USD';
  if (payload.card_last4 != null && !/^\d{4}$/.test(String(payload.card_last4)))
    return 'of a card only its last four digits are kept';
  if (liveHolds > 0) return 'a booking holds one deposit at a time';
  return null;
}

/** A hold's next state, once: a charge names its amount (at most what is held) and its reason as it begins. */
export function depositUpdateProblem(payload, stored) {
  const field = extraField(payload, DEPOSIT_UPDATE);
  if (field) return `may not change ${field} of a deposit hold`;
  if (
    payload.status !== undefined &&
    !(DEPOSIT_MOVES[stored.status] ?? []).includes(payload.status)
  )
    return `may not move a deposit hold from ${stored.status} to ${payload.status}`;
  const charges = payload.charged_amount !== undefined || payload.charge_reason !== undefined;
  if (payload.status === 'charging' || charges) {
    if (payload.status !== 'charging') return 'a charge is recorded as it begins';
    const amount = Number(payload.charged_amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > Number(stored.amount))
      return 'a charge is part of what is held';
    if (String(payload.charge_reason ?? '').trim().length < 3) return 'a charge carries its reason';
  }
  if (payload.hold_expires_at !== undefined && payload.status !== 'held')
    return 'a hold\u2019s expiry is recorded as it is held';
  return null;
}
