/**
 * A hook loaded from Directus' extensions folder (services/cms/src/runtime.ts copies it there):
 * every create and update the website's token makes on reservations, payments and refunds is
 * checked against rules.js before Directus writes it, and refused with 403 otherwise; the
 * outbox worker's token may only abandon an unpaid prepaid reservation (its expiry job). Staff
 * (administrators) and every other role are not concerned. Reads, pre-check-ins and corporate
 * leads are left to the policy's collection grants. Whoever writes a booking's or pre-check-in's
 * JSON, the hook adds Studio's readable copies of it (rules.js, reservationCopies).
 */
import {
  expiryUpdateProblem,
  paymentCreateProblem,
  paymentUpdateProblem,
  reservationCreateProblem,
  refundCreateProblem,
  refundUpdateProblem,
  reservationUpdateProblem,
  storedTotal,
  WEBSITE_ROLE,
  WORKER_ROLE,
} from './rules.js';
import { precheckinCopies, reservationCopies } from './copies.js';
import { RENTER_COLUMNS } from './readable.js';
import { roleOf } from './roles.js';
import { DirectusError } from './errors.js';
import { assertUnitFree, checkedAfterInsert, instant } from './stock.js';
import { lockedNow } from './booking-lock.js';
import { fiscalDocumentProblem, splitDocument } from './fiscal-documents.js';
import {
  depositCreateProblem,
  depositUpdateProblem,
  isDepositStatus,
  LIVE_DEPOSIT_STATUSES,
} from './deposit-rules.js';

/** Payments that took money, so owe an invoice: captured ones and deposits partly charged. */
const INVOICED = new Set(['captured', 'authorized', 'charged']);

/** The website's write refused by its rules: 403. */
const refused = (reason) =>
  new DirectusError(403, 'FORBIDDEN', `The website may not do this: ${reason}.`);

/** What a unit (the car's, an extra's) is counted by: a change of any of them is counted again. */
const TRIP_FIELDS = ['car', 'pickup_branch', 'pickup_date', 'return_date', 'extra_units'];

/**
 * A website update that needs the reservation's unit again: confirming a pay-later booking or
 * sending a prepaid one to its payment (its hold may have lapsed with its payment window), or
 * moving its trip — unless a captured payment already paid for that change (the money is taken;
 * the unit was checked when that payment began). Returns the rental to check, or null.
 */
async function rentalToCheck(database, id, payload, stored) {
  const claims = payload.status === 'confirmed' || payload.status === 'pending_payment';
  const moves = TRIP_FIELDS.some((f) => payload[f] !== undefined);
  if (!stored || (!claims && !moves) || ['cancelled', 'abandoned'].includes(payload.status))
    return null;
  if (moves && payload.change_count !== undefined) {
    const paid = await database('payments')
      .where({ reservation: id, status: 'captured' })
      .whereNotNull('change')
      .select('change');
    const count = Number(payload.change_count);
    const parse = (c) => (typeof c === 'string' ? JSON.parse(c) : c);
    if (paid.some((p) => Number(parse(p.change)?.change_count) === count)) return null;
  }
  const trip = {
    ...stored,
    // Present in the payload, even as null (every extra removed), it is the new value.
    ...Object.fromEntries(
      TRIP_FIELDS.map((f) => [f, payload[f] !== undefined ? payload[f] : stored[f]]),
    ),
  };
  return {
    car: trip.car,
    branch: trip.pickup_branch,
    pickupAt: instant(trip.pickup_date),
    returnAt: instant(trip.return_date),
    extraUnits: trip.extra_units ?? null,
    except: id,
  };
}

/**
 * Staff's edits of a booking wait while the site, a worker or a sweep holds its lock
 * (../availability/booking-lock.js): an edit in the middle of a payment or refund would be
 * overwritten or would move the money's ground under it.
 */
async function refuseWhileLocked(database, keys) {
  if (!keys.length) return;
  const rows = await database('reservations')
    .whereIn('id', keys)
    .select('lock_owner', 'lock_until');
  if (rows.some((row) => lockedNow(row)))
    throw new DirectusError(
      409,
      'BOOKING_BUSY',
      'Esta reserva está en medio de un pago, cambio o reembolso. Intente de nuevo en unos segundos. (This booking is in the middle of a payment, change or refund: try again in a few seconds.)',
    );
}

/** A booking's captured payments' amounts and its refunds that are not failed (key, amount, fee). */
async function moneyOf(database, id) {
  const captured = await database('payments')
    .where({ reservation: id, status: 'captured' })
    .pluck('amount');
  const refunds = await database('refunds')
    .where({ reservation: id })
    .whereNot({ status: 'failed' })
    .select('idempotency_key', 'amount', 'fee');
  return { captured: captured.map(Number), refunds };
}

/** What a booking holds online beyond what it should: captured, less refunds, less its total when paid. */
async function surplusOf(database, id, reservation) {
  if (!reservation) return 0;
  const { captured, refunds } = await moneyOf(database, id);
  const held = captured.reduce((sum, amount) => sum + amount, 0) - givenBack(refunds);
  return held - (reservation.status === 'paid' ? (storedTotal(reservation) ?? 0) : 0);
}

/** Whether the caller is the website's service user. */
const isWebsite = async (accountability, database) =>
  (await roleOf(accountability, database)) === WEBSITE_ROLE;

/** What refund rows gave back or kept, in cents. */
const givenBack = (rows) =>
  rows.reduce((sum, r) => sum + (Number(r.amount) || 0) + (Number(r.fee) || 0), 0);

const refuseIf = (problem) => {
  if (problem) throw refused(problem);
};

/** What a booking's or pre-check-in's readable copies are made from (rules.js). */
const COPIED_FROM = {
  reservations: ['client', 'extras', 'totals', ...Object.keys(RENTER_COLUMNS)],
  precheckins: ['driver', 'additional_drivers'],
};
const STORED_REST = {
  reservations: ['client', 'extras', 'totals'],
  precheckins: ['driver', 'additional_drivers'],
};

/** The coverages' Spanish names by code, for the bill Studio shows (the renter's words). */
async function coverageNames(database) {
  const rows = await database('coverages_translations as t')
    .join('coverages as c', 'c.id', 't.coverages_id')
    .where('t.languages_code', 'like', 'es%')
    .select('c.code', 't.name');
  return Object.fromEntries(rows.filter((r) => r.name).map((r) => [r.code, r.name]));
}

/** The payload with Studio's readable copies of what it writes (rules.js), whoever writes it. */
async function withCopies(collection, payload, keys, database) {
  const sources = COPIED_FROM[collection];
  if (!sources.some((key) => payload[key] !== undefined)) return payload;
  // Several rows at once (a bulk edit) share one payload: their own stored rest is not read.
  const stored =
    keys.length === 1
      ? await database(collection)
          .where({ id: keys[0] })
          .first(...STORED_REST[collection])
      : null;
  const copies =
    collection === 'reservations'
      ? reservationCopies(payload, stored, await coverageNames(database))
      : precheckinCopies(payload, stored);
  return { ...payload, ...copies };
}

export default ({ filter }) => {
  filter('reservations.items.create', async (payload, _meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database)))
      return withCopies('reservations', payload, [], database);
    const brand =
      typeof payload.brand === 'string'
        ? await database('sites_config').where({ brand: payload.brand }).first('id')
        : null;
    refuseIf(reservationCreateProblem(payload, Boolean(brand)));
    // Stored through POST /availability/reservations: its unit is checked there, after the insert.
    if (checkedAfterInsert.has(database)) return withCopies('reservations', payload, [], database);
    // Inside the transaction that stores it: the inventory's locks are held until the commit.
    await assertUnitFree(
      database,
      {
        car: payload.car,
        branch: payload.pickup_branch,
        pickupAt: instant(payload.pickup_date),
        returnAt: instant(payload.return_date),
        extraUnits: payload.extra_units ?? null,
      },
      true,
    );
    return withCopies('reservations', payload, [], database);
  });

  filter('reservations.items.update', async (payload, meta, { accountability, database }) => {
    const role = await roleOf(accountability, database);
    if (role !== WEBSITE_ROLE && role !== WORKER_ROLE) {
      await refuseWhileLocked(database, meta.keys ?? []);
      return withCopies('reservations', payload, meta.keys ?? [], database);
    }
    for (const id of meta.keys ?? []) {
      const stored = await database('reservations')
        .where({ id })
        .first(
          'status',
          'reservation_type',
          'totals',
          'extras',
          'pickup_date',
          'change_count',
          'car',
          'pickup_branch',
          'return_date',
          'extra_units',
          'client',
        );
      if (role === WORKER_ROLE) {
        refuseIf(expiryUpdateProblem(payload, stored));
        continue;
      }
      const { captured, refunds } = await moneyOf(database, id);
      const cancellation = refunds.filter((r) => r.idempotency_key.startsWith(`refund:${id}:`));
      refuseIf(
        reservationUpdateProblem(
          payload,
          stored,
          captured,
          cancellation.length,
          new Date(),
          givenBack(refunds),
        ),
      );
      const rental = await rentalToCheck(database, id, payload, stored);
      // Nothing to count without a car and dates (assertUnitFree would pass it too).
      if (!rental?.car || !rental.branch || !rental.pickupAt || !rental.returnAt) continue;
      // Only inside the update's own transaction (POST /availability/reservations/:id) are the
      // inventory's locks held to the commit; checked outside, two changes could take one unit.
      refuseIf(
        !database.isTransaction &&
          'a change that needs a unit is stored through /availability/reservations/:id',
      );
      await assertUnitFree(database, rental, true);
    }
    return withCopies('reservations', payload, meta.keys ?? [], database);
  });

  filter('precheckins.items.create', (payload, _meta, { database }) =>
    withCopies('precheckins', payload, [], database),
  );
  filter('precheckins.items.update', (payload, meta, { database }) =>
    withCopies('precheckins', payload, meta.keys ?? [], database),
  );

  filter('refunds.items.create', async (payload, _meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    const reservation = payload.reservation
      ? await database('reservations')
          .where({ id: payload.reservation })
          .first('brand', 'status', 'change_count', 'totals')
      : null;
    const surplus = String(payload.idempotency_key ?? '').startsWith('return:')
      ? await surplusOf(database, payload.reservation, reservation)
      : 0;
    const payment = payload.payment
      ? await database('payments')
          .where({ id: payload.payment })
          .first('reservation', 'status', 'amount')
      : null;
    const earlier = payload.payment
      ? await database('refunds')
          .where({ payment: payload.payment })
          .whereNot({ status: 'failed' })
          .select('amount', 'fee')
      : [];
    refuseIf(refundCreateProblem(payload, reservation, payment, givenBack(earlier), surplus));
    return payload;
  });

  filter('refunds.items.update', async (payload, meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    const { document, rest } = splitDocument(payload);
    for (const id of meta.keys ?? []) {
      const stored = await database('refunds')
        .where({ id })
        .first('status', 'invoice_status', 'invoice_number');
      if (document)
        refuseIf(fiscalDocumentProblem(document, stored, stored?.status === 'completed'));
      if (!document || Object.keys(rest).length) refuseIf(refundUpdateProblem(rest, stored));
    }
    return payload;
  });

  filter('payments.items.create', async (payload, _meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    const reservation = payload.reservation
      ? await database('reservations')
          .where({ id: payload.reservation })
          .first('brand', 'status', 'reservation_type', 'totals', 'change_count', 'extras')
      : null;
    if (isDepositStatus(payload.status)) {
      const live = reservation
        ? await database('payments')
            .where({ reservation: payload.reservation })
            .whereIn('status', LIVE_DEPOSIT_STATUSES)
            .count({ n: '*' })
            .first()
        : { n: 0 };
      refuseIf(depositCreateProblem(payload, reservation, Number(live?.n) || 0));
      return payload;
    }
    const { captured, refunds } = reservation
      ? await moneyOf(database, payload.reservation)
      : { captured: [], refunds: [] };
    refuseIf(
      paymentCreateProblem(
        payload,
        reservation,
        captured.reduce((sum, amount) => sum + amount, 0),
        givenBack(refunds),
      ),
    );
    return payload;
  });

  filter('payments.items.update', async (payload, meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    const { document, rest } = splitDocument(payload);
    for (const id of meta.keys ?? []) {
      const stored = await database('payments')
        .where({ id })
        .first('status', 'amount', 'invoice_status', 'invoice_number');
      if (document) refuseIf(fiscalDocumentProblem(document, stored, INVOICED.has(stored?.status)));
      if (document && !Object.keys(rest).length) continue;
      refuseIf(
        stored && isDepositStatus(stored.status)
          ? depositUpdateProblem(rest, stored)
          : paymentUpdateProblem(rest, stored),
      );
    }
    return payload;
  });
};
