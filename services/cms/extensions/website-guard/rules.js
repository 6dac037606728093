/**
 * What the website's service user (role "Website", services/cms/src/access.ts) may write, as
 * pure functions the hook in index.js applies. Directus Core drops permissions with field
 * lists, validation or presets (a licence feature), so the policy can only grant whole
 * collections; these rules narrow the grants to what the site's code writes
 * (apps/web/src/lib/records/booking.ts, lib/booking/paying/, lib/precheckin/*).
 * Each function answers null when the write may go ahead, else the reason it may not.
 */

import { readFileSync } from 'node:fs';

/** The role the rules apply to (SITE_ROLE_NAME in services/cms/src/access.ts; a unit test keeps them equal). */
export const WEBSITE_ROLE = 'Website';
/** The outbox worker's role (WORKER_ROLE_NAME in access.ts): its only write to a reservation is the expiry. */
export const WORKER_ROLE = 'Mail worker';

const RESERVATION_CREATE = new Set([
  'id',
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
  'coupon_use',
  'coupon_renter_use',
  'hold_keys',
  'extra_units',
]);
/** After creation the site changes only where a reservation stands, never what was booked or its price. */
const RESERVATION_UPDATE = new Set([
  'status',
  'payment_type',
  'precheckin_status',
  'preferences',
  'coupon_use',
  'coupon_renter_use',
]);
/** A coupon use is only ever given back (cleared), when a booking is cancelled or abandoned. */
const COUPON_FIELDS = ['coupon_use', 'coupon_renter_use'];
const CLOSED = new Set(['cancelled', 'abandoned']);
const EXPIRY_UPDATE = new Set(['status', ...COUPON_FIELDS]);
const REFUND_CREATE = new Set([
  'id',
  'idempotency_key',
  'reservation',
  'payment',
  'brand',
  'provider',
  'amount',
  'fee',
  'currency',
  'status',
]);
const REFUND_UPDATE = new Set(['status', 'provider_reference', 'ledger_note']);
/**
 * A change of trip the renter makes on the booking's page: new dates, times or
 * branches, re-priced by the site, and the change counter raised by one. Nothing else at once.
 */
const RESERVATION_CHANGE = new Set([
  'pickup_date',
  'return_date',
  'pickup_branch',
  'return_branch',
  'total_reservations_days',
  'extras',
  'totals',
  'change_count',
  'extra_units',
]);
/** What was booked besides the trip: a change keeps these in `extras` as they are. */
const BOOKED_EXTRAS = ['carModel', 'carClass', 'coverages', 'roadside', 'coupon'];
const PAYMENT_CREATE = new Set([
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
  'change',
]);
const PAYMENT_UPDATE = new Set(['status', 'ledger_note']);

/**
 * The moves the site may make between reservation and payment states: the domain's state
 * machine (packages/domain/src/reservation/states.ts), written next to this file as JSON by
 * services/cms/src/runtime.ts whenever it copies the extensions into Directus. Without that
 * file the guard fails closed: it refuses every status and payment type the site writes.
 */
const TABLES = (() => {
  try {
    return JSON.parse(readFileSync(new URL('./states.json', import.meta.url), 'utf8'));
  } catch (error) {
    console.error(
      `[website-guard] states.json not readable (${error instanceof Error ? error.message : String(error)}): refusing every status change`,
    );
    return {
      reservationMoves: {},
      paymentTypesByStatus: {},
      paymentMoves: {},
      newPaymentStatuses: [],
      expiryMoves: {},
      refundMoves: {},
      depositMoves: {},
    };
  }
})();
// The tables are exported for the unit test, which imports the installed copy of this file
// (knip cannot follow that import, hence @public).
/** Status changes the site makes (staying put included), by current status. @public */
export const RESERVATION_MOVES = TABLES.reservationMoves;
/** @public */
export const PAYMENT_TYPES_BY_STATUS = TABLES.paymentTypesByStatus;
/** A payment's result, given once: pending becomes captured or declined. @public */
export const PAYMENT_MOVES = TABLES.paymentMoves;
/** @public */
export const NEW_PAYMENT_STATUSES = TABLES.newPaymentStatuses;
/** The outbox worker's one move: unpaid → abandoned. @public */
export const EXPIRY_MOVES = TABLES.expiryMoves;
/** @public */
export const REFUND_MOVES = TABLES.refundMoves;
/** A deposit hold's moves (packages/domain/src/reservation/deposit.ts). @public */
export const DEPOSIT_MOVES = TABLES.depositMoves ?? {};

const extraField = (payload, allowed) => Object.keys(payload).find((field) => !allowed.has(field));
export const asObject = (value) => {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' ? value : null;
};
/** A stored reservation's total in cents (JSON is text on SQLite, an object on PostgreSQL). */
export const storedTotal = (reservation) => {
  const total = asObject(reservation?.totals)?.total;
  return Number.isInteger(Number(total)) ? Number(total) : null;
};

/**
 * The code the site draws for a booking (RESERVATION_CODE in packages/domain/src/reservation/
 * code.ts; a unit test keeps them equal): the brand's letter and six characters without look-alikes.
 * @public
 */
export const RESERVATION_CODE = /^[A-Z]-[A-HJ-KM-NP-Z2-9]{6}$/;
const RESERVATION_TYPES = ['prepaid', 'postpaid'];
const LANGUAGES = ['es', 'en'];
/** What the booking's bill holds, in cents (Totals in packages/domain/src/reservation/price.ts). */
const TOTALS = ['carTotal', 'era', 'dropoff', 'subtotal', 'airportTax', 'tax', 'total'];
/** The renter's form as the site stores it (renterSchema less `terms`, with when they were accepted). */
const CLIENT = ['name', 'last_name', 'email', 'phone_number', 'license', 'birthday'];
/**
 * What a new booking must carry: every field the site may create it with but its id, its
 * coupon's uses (a booking without a coupon has none) and whose hold it is (none from a trusted
 * address). A row without one is no booking the site made.
 */
const RESERVATION_REQUIRED = [...RESERVATION_CREATE].filter(
  (field) =>
    field !== 'id' &&
    field !== 'hold_keys' &&
    field !== 'extra_units' &&
    !COUPON_FIELDS.includes(field),
);
/** The extras' units as the site writes them (packages/domain/src/reservation/inventory.ts). */
export const EXTRA_UNITS = /^\|(?:[a-z0-9_-]{1,32}=[1-9]\|){1,20}$/i;
/** Whose hold a booking is, as the site writes it (packages/domain/src/reservation/holds.ts). */
const HOLD_KEYS = /^(?:[aep]:[0-9a-f]{16})(?: [aep]:[0-9a-f]{16}){0,2}$/;

const filled = (value) => typeof value === 'string' && value.trim() !== '';
const cents = (value) => Number.isInteger(value) && value >= 0;

/**
 * A Panama RUC as the site stores it, without its DV (RUC_FORMAT in packages/domain/src/
 * invoicing/customer.ts; a unit test keeps them equal), and its DV.
 * @public
 */
export const RUC_FORMAT =
  /^(?:[1-9]\d{0,9}-\d{1,4}-\d{1,7}|(?:[1-9]|1[0-3])(?:AV|PI)-\d{1,4}-\d{1,6}|(?:PE|E|N)-\d{1,4}-\d{1,6}|(?:[1-9]|1[0-3])-?NT-\d{1,4}(?:-\d{1,4})?-\d{1,6})$/;
/** @public */
export const DV_FORMAT = /^\d{1,2}$/;
/** The company an invoice names, when the renter asked for one: its RUC, DV and legal name. */
const INVOICE = ['ruc', 'dv', 'name'];

/** Why a renter's company invoice is not as the site stores one (null: it is). */
function invoiceProblem(value) {
  const invoice = value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  if (
    !invoice ||
    Object.keys(invoice).some((key) => !INVOICE.includes(key)) ||
    typeof invoice.ruc !== 'string' ||
    !RUC_FORMAT.test(invoice.ruc) ||
    typeof invoice.dv !== 'string' ||
    !DV_FORMAT.test(invoice.dv) ||
    !filled(invoice.name) ||
    invoice.name.length > 100
  )
    return "a new reservation's company invoice has a RUC, its DV and a name";
  return null;
}

/** Why a new reservation's renter is not as the site's form stores one (null: it is). */
function clientProblem(value) {
  const client = asObject(value);
  if (!client || Array.isArray(client)) return 'a new reservation has its renter';
  const missing = CLIENT.find((field) => !filled(client[field]));
  if (missing) return `a new reservation's renter has a ${missing}`;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(client.email.trim()))
    return "a new reservation's renter has a valid e-mail";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(client.birthday))
    return "a new reservation's renter has a birthday";
  if (!filled(client.terms_accepted_at) || Number.isNaN(Date.parse(client.terms_accepted_at)))
    return "a new reservation's renter accepted the terms";
  if (!filled(client.privacy_version))
    return "a new reservation's renter accepted a version of the privacy notice";
  return client.invoice === undefined ? null : invoiceProblem(client.invoice);
}

/**
 * A reservation as the booking creates it (apps/web/src/lib/booking/reservations.ts): the whole
 * of it — a code as the site draws it with its brand's letter, a brand that has a site, a car,
 * branches, a trip that ends after it starts, its days, the renter, the bill in cents with a
 * positive total, a booking type, a language and its idempotency key — unpaid and not checked
 * in. `brandKnown` says whether the brand has a site (sites_config).
 */
export function reservationCreateProblem(payload, brandKnown = true) {
  const field = extraField(payload, RESERVATION_CREATE);
  if (field) return `may not set ${field} on a new reservation`;
  const missing = RESERVATION_REQUIRED.find((f) => payload[f] === undefined || payload[f] === null);
  if (missing) return `a new reservation has its ${missing}`;
  if (payload.status !== 'unpaid') return 'a new reservation is unpaid';
  if (payload.hold_keys != null && !HOLD_KEYS.test(String(payload.hold_keys)))
    return "a new reservation's hold keys are as the site writes them";
  if (payload.extra_units != null && !EXTRA_UNITS.test(String(payload.extra_units)))
    return "a new reservation's extras' units are as the site writes them";
  if (payload.payment_type !== 'unpaid') return 'a new reservation has no payment';
  if (!filled(payload.brand) || !brandKnown) return 'a new reservation is for a brand with a site';
  if (
    !RESERVATION_CODE.test(String(payload.code)) ||
    payload.code[0] !== payload.brand.charAt(0).toUpperCase()
  )
    return 'a new reservation has a code as the site draws it';
  if (!RESERVATION_TYPES.includes(payload.reservation_type))
    return `a new reservation is ${RESERVATION_TYPES.join(' or ')}`;
  if (!LANGUAGES.includes(payload.language)) return 'a new reservation has a language';
  for (const f of ['car', 'pickup_branch', 'return_branch', 'idempotency_key'])
    if (!filled(payload[f])) return `a new reservation has its ${f}`;
  const pickup = Date.parse(String(payload.pickup_date));
  const dropoff = Date.parse(String(payload.return_date));
  if (Number.isNaN(pickup) || Number.isNaN(dropoff) || dropoff <= pickup)
    return 'a new reservation is returned after its pickup';
  const days = payload.total_reservations_days;
  if (!Number.isInteger(days) || days < 1) return 'a new reservation lasts whole days';
  const totals = asObject(payload.totals);
  const bill = TOTALS.find((key) => !cents(totals?.[key]));
  if (bill) return `a new reservation's bill has ${bill} in cents`;
  if (totals.total <= 0) return 'a new reservation has a positive total in cents';
  const extras = asObject(payload.extras);
  if (!extras || Array.isArray(extras)) return 'a new reservation has its extras';
  return clientProblem(payload.client);
}

/**
 * An update of a stored reservation. `capturedAmounts` are the amounts of its captured
 * payments: a reservation becomes paid only with a captured payment of its whole total.
 * `refunds` counts its cancellation's refund rows; `givenBack` is what its refunds (not failed)
 * gave back or kept, in cents.
 */
export function reservationUpdateProblem(
  payload,
  stored,
  capturedAmounts,
  refunds = 0,
  now = new Date(),
  givenBack = 0,
) {
  if (payload.change_count !== undefined)
    return reservationChangeProblem(payload, stored, capturedAmounts, now, givenBack);
  if (payload.client !== undefined) return optInsProblem(payload, stored);
  const field = extraField(payload, RESERVATION_UPDATE);
  if (field) return `may not change ${field} of a reservation`;
  if (!stored) return 'no such reservation';
  const status = payload.status ?? stored.status;
  const coupon = couponProblem(payload, status);
  if (coupon) return coupon;
  if (payload.status === 'cancelled' && stored.status === 'paid' && refunds < 1)
    return 'a paid reservation is cancelled only with its refund recorded';
  if (payload.status !== undefined) {
    if (!(RESERVATION_MOVES[stored.status] ?? []).includes(payload.status))
      return `may not move a reservation from ${stored.status} to ${payload.status}`;
    if (
      payload.status === 'confirmed' &&
      stored.status !== 'confirmed' &&
      stored.reservation_type !== 'postpaid'
    )
      return 'only a pay-later reservation is confirmed without payment';
    if (
      payload.status === 'paid' &&
      stored.status !== 'paid' &&
      !capturedAmounts.includes(storedTotal(stored))
    )
      return 'a reservation is paid only with a captured payment of its total';
  }
  if (
    payload.payment_type !== undefined &&
    !(PAYMENT_TYPES_BY_STATUS[status] ?? []).includes(payload.payment_type)
  )
    return `payment type ${payload.payment_type} does not go with ${status}`;
  return null;
}

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The renter's own choices the site may change after booking (docs/privacy.md "Opt-ins"). */
const OPT_INS = ['marketing', 'whatsapp'];

/**
 * A renter's change of their opt-ins (a payload of `client` alone): the stored renter with
 * only `marketing` and `whatsapp` (true or false) and `opt_ins_changed_at` (a time) changed.
 */
function optInsProblem(payload, stored) {
  const field = extraField(payload, new Set(['client']));
  if (field) return `may not change ${field} with the renter's opt-ins`;
  if (!stored) return 'no such reservation';
  const before = asObject(stored.client) ?? {};
  const after = asObject(payload.client);
  if (!after || Array.isArray(after)) return "a renter's opt-ins come with the whole client";
  const changing = new Set([...OPT_INS, 'opt_ins_changed_at']);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const other = [...keys].find((key) => !changing.has(key) && !same(before[key], after[key]));
  if (other) return `may not change the renter's ${other}`;
  if (OPT_INS.some((key) => typeof after[key] !== 'boolean'))
    return "a renter's opt-ins are true or false";
  if (!filled(after.opt_ins_changed_at) || Number.isNaN(Date.parse(after.opt_ins_changed_at)))
    return "a renter's opt-ins say when they changed";
  return null;
}
/** An instant as Directus' database gives it: a Date, epoch milliseconds, or text (UTC when it names no zone). */
const instant = (value) => {
  if (value instanceof Date || typeof value === 'number') return new Date(value);
  const text = String(value ?? '');
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
};
const future = (value, now) => {
  const at = instant(value);
  return !Number.isNaN(at.getTime()) && at.getTime() > now.getTime();
};

/**
 * A change of trip (a payload carrying `change_count`): only of a held reservation whose pickup
 * is still ahead, to a pickup ahead, with the counter raised by exactly one, what was booked
 * (car, coverages, roadside, coupon) kept, a positive total — and, for a paid reservation, a
 * total equal to what it holds online: its captured payments (a dearer change's difference
 * captured first) less what its refunds gave back (a cheaper change's refund recorded first).
 */
function reservationChangeProblem(payload, stored, capturedAmounts, now, givenBack) {
  const field = extraField(payload, RESERVATION_CHANGE);
  if (field) return `may not change ${field} with a change of trip`;
  if (!stored) return 'no such reservation';
  if (stored.status !== 'confirmed' && stored.status !== 'paid')
    return 'only a confirmed or paid reservation is changed';
  if (!future(stored.pickup_date, now)) return 'a reservation is changed before its pickup';
  if (payload.pickup_date !== undefined && !future(payload.pickup_date, now))
    return 'a changed pickup lies ahead';
  if (payload.change_count !== (Number(stored.change_count) || 0) + 1)
    return 'a change raises change_count by one';
  if (payload.extra_units != null && !EXTRA_UNITS.test(String(payload.extra_units)))
    return "a change's extras' units are as the site writes them";
  if (payload.extras !== undefined) {
    const before = asObject(stored.extras) ?? {};
    const after = asObject(payload.extras) ?? {};
    const kept = BOOKED_EXTRAS.find((key) => !same(before[key], after[key]));
    if (kept) return `a change keeps the booked ${kept}`;
    if (before.lateCommitted === true && after.lateCommitted !== true)
      return 'a change keeps the late cancellation window it committed to';
  }
  const total =
    payload.totals !== undefined ? asObject(payload.totals)?.total : storedTotal(stored);
  if (!Number.isInteger(total) || total <= 0) return 'a changed reservation has a positive total';
  const captured = capturedAmounts.reduce((sum, amount) => sum + amount, 0);
  if (stored.status === 'paid' && total !== captured - givenBack)
    return 'a paid reservation keeps the total it holds online';
  return null;
}

/**
 * A payment as the site records it: for a reservation of the same brand that still owes
 * money, of exactly its stored total, in USD, with at most a card's brand and last four digits.
 * A dearer change's payment (carrying `change`) is for a paid reservation instead, of exactly
 * the change's new total less what the reservation holds online (`captured` less `givenBack`).
 */
export function paymentCreateProblem(payload, reservation, captured = 0, givenBack = 0) {
  const field = extraField(payload, PAYMENT_CREATE);
  if (field) return `may not set ${field} on a payment`;
  if (!reservation) return 'a payment belongs to a stored reservation';
  if (payload.brand !== undefined && payload.brand !== reservation.brand)
    return 'a payment has its reservation\u2019s brand';
  if (!NEW_PAYMENT_STATUSES.includes(payload.status ?? 'pending'))
    return `a new payment may not be ${payload.status}`;
  if (payload.change != null)
    return changePaymentProblem(payload, reservation, captured - givenBack);
  if (Number(payload.amount) !== storedTotal(reservation))
    return 'a payment is for its reservation\u2019s stored total';
  if ((payload.currency ?? 'USD') !== 'USD') return 'payments are in USD';
  if (payload.card_last4 != null && !/^\d{4}$/.test(String(payload.card_last4)))
    return 'of a card only its last four digits are kept';
  const owes =
    reservation.status !== 'paid' &&
    !CLOSED.has(reservation.status) &&
    (reservation.reservation_type === 'prepaid' || reservation.status === 'confirmed');
  if (payload.status === 'captured' && !owes)
    return 'a captured payment is for a reservation that owes it';
  return null;
}

/** A dearer change's payment: of a paid booking, for its next change, of the difference to what it holds. */
function changePaymentProblem(payload, reservation, held) {
  const change = asObject(payload.change);
  if (!change) return 'a change payment carries its change';
  if (reservation.status !== 'paid') return 'only a paid booking pays for a change';
  if (change.change_count !== (Number(reservation.change_count) || 0) + 1)
    return 'a change payment is for the booking\u2019s next change';
  const total = asObject(change.totals)?.total;
  const amount = Number(payload.amount);
  if (
    !Number.isInteger(total) ||
    !Number.isInteger(amount) ||
    amount <= 0 ||
    total - held !== amount
  )
    return 'a change payment is the new total less what the booking holds';
  if ((payload.currency ?? 'USD') !== 'USD') return 'payments are in USD';
  if (payload.card_last4 != null && !/^\d{4}$/.test(String(payload.card_last4)))
    return 'of a card only its last four digits are kept';
  return null;
}

/** A payment's result, given once: pending becomes captured or declined, nothing else changes. */
export function paymentUpdateProblem(payload, stored) {
  const field = extraField(payload, PAYMENT_UPDATE);
  if (field) return `may not change ${field} of a payment`;
  if (!stored) return 'no such payment';
  if (payload.status === undefined) return null;
  if (!(PAYMENT_MOVES[stored.status] ?? []).includes(payload.status))
    return `may not move a payment from ${stored.status} to ${payload.status}`;
  return null;
}

/** Coupon uses may only be cleared (given back), and only by closing the booking. */
function couponProblem(payload, status) {
  for (const field of COUPON_FIELDS) {
    if (payload[field] === undefined) continue;
    if (payload[field] !== null) return `may only clear ${field}`;
    if (!CLOSED.has(status)) return `${field} is given back only when a booking is closed`;
  }
  return null;
}

/**
 * The outbox worker's expiry job (role "Mail worker"): a prepaid reservation still unpaid is
 * abandoned and its coupon use given back; nothing else.
 */
export function expiryUpdateProblem(payload, stored) {
  const field = extraField(payload, EXPIRY_UPDATE);
  if (field) return `the worker may not change ${field} of a reservation`;
  if (!stored) return 'no such reservation';
  if (payload.status === undefined) return 'the worker only abandons a reservation';
  if (!(EXPIRY_MOVES[stored.status] ?? []).includes(payload.status))
    return `the worker may not move a reservation from ${stored.status} to ${payload.status}`;
  if (stored.reservation_type !== 'prepaid') return 'only a prepaid reservation is abandoned';
  return couponProblem(payload, payload.status);
}

/**
 * A refund as the site records it: a cancellation's (`refund:<reservation>:<payment>`, of a paid
 * or cancelled booking) or the next change's (`change-refund:<reservation>:<n>:<payment>`, of a
 * paid booking, recorded before the change), of one of its captured payments, giving back at
 * most what that payment still holds (`paymentGivenBack`: its earlier refunds), in USD.
 * Recorded pending before the gateway is asked; only a refund of nothing is completed at once.
 * A return (`return:<reservation>:<payment>:<n>`, nothing kept) gives back at most `surplus`:
 * what the booking holds online beyond what it should (its total when paid, else nothing).
 */
export function refundCreateProblem(
  payload,
  reservation,
  payment,
  paymentGivenBack = 0,
  surplus = 0,
) {
  const field = extraField(payload, REFUND_CREATE);
  if (field) return `may not set ${field} on a refund`;
  if (!reservation) return 'a refund belongs to a stored reservation';
  const next = (Number(reservation.change_count) || 0) + 1;
  const key = String(payload.idempotency_key ?? '');
  if (key === `refund:${payload.reservation}:${payload.payment}`) {
    if (reservation.status !== 'paid' && reservation.status !== 'cancelled')
      return 'only a paid booking is refunded';
  } else if (key === `change-refund:${payload.reservation}:${next}:${payload.payment}`) {
    if (reservation.status !== 'paid') return 'only a paid booking is refunded a change';
  } else if (key.startsWith(`return:${payload.reservation}:${payload.payment}:`)) {
    if (!/^\d+$/.test(key.split(':')[3] ?? '')) return 'a return is numbered';
    if (Number(payload.fee ?? 0) !== 0) return 'nothing is kept from a return';
    if (Number(payload.amount) > surplus)
      return 'a return gives back only what the booking holds beyond what it should';
  } else return 'a refund is keyed by its reservation, its event and its payment';
  if (payload.brand !== undefined && payload.brand !== reservation.brand)
    return 'a refund has its reservation\u2019s brand';
  if (!payment || payment.reservation !== payload.reservation || payment.status !== 'captured')
    return 'a refund gives back a captured payment of its reservation';
  const amount = Number(payload.amount);
  const fee = Number(payload.fee ?? 0);
  if (!Number.isInteger(amount) || !Number.isInteger(fee) || amount < 0 || fee < 0)
    return 'a refund and its fee are cents';
  if (amount + fee > Number(payment.amount) - paymentGivenBack)
    return 'a refund gives back at most what its payment still holds';
  if ((payload.currency ?? 'USD') !== 'USD') return 'refunds are in USD';
  const status = payload.status ?? 'pending';
  if (status !== 'pending' && !(status === 'completed' && amount === 0))
    return `a new refund may not be ${status}`;
  return null;
}

/** A refund's result, given once: pending becomes completed with the gateway's reference. */
export function refundUpdateProblem(payload, stored) {
  const field = extraField(payload, REFUND_UPDATE);
  if (field) return `may not change ${field} of a refund`;
  if (!stored) return 'no such refund';
  if (payload.status === undefined) return null;
  if (!(REFUND_MOVES[stored.status] ?? []).includes(payload.status))
    return `may not move a refund from ${stored.status} to ${payload.status}`;
  return null;
}
