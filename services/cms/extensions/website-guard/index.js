/**
 * A hook loaded from Directus' extensions folder (services/cms/src/runtime.ts copies it there):
 * every create and update the website's token makes on reservations, payments and refunds is
 * checked against rules.js before Directus writes it, and refused with 403 otherwise; the
 * outbox worker's token may only abandon an unpaid prepaid reservation (its expiry job). Staff
 * (administrators) and every other role are not concerned. Reads, pre-check-ins and corporate
 * leads are left to the policy's collection grants.
 */
import {
  expiryUpdateProblem,
  paymentCreateProblem,
  paymentUpdateProblem,
  reservationCreateProblem,
  refundCreateProblem,
  refundUpdateProblem,
  reservationUpdateProblem,
  WEBSITE_ROLE,
  WORKER_ROLE,
} from './rules.js';

/** Directus' error handler answers any error named DirectusError with its status and code. */
class Refused extends Error {
  name = 'DirectusError';
  code = 'FORBIDDEN';
  status = 403;
  extensions = {};
  constructor(reason) {
    super(`The website may not do this: ${reason}.`);
  }
}

const roles = new Map();

/** The caller's role name (null for staff and anonymous), looked up once per role. */
async function roleOf(accountability, database) {
  if (!accountability?.role || accountability.admin) return null;
  if (!roles.has(accountability.role)) {
    const row = await database('directus_roles').where({ id: accountability.role }).first('name');
    roles.set(accountability.role, row?.name ?? null);
  }
  return roles.get(accountability.role);
}

/** Whether the caller is the website's service user. */
const isWebsite = async (accountability, database) =>
  (await roleOf(accountability, database)) === WEBSITE_ROLE;

/** What refund rows gave back or kept, in cents. */
const givenBack = (rows) =>
  rows.reduce((sum, r) => sum + (Number(r.amount) || 0) + (Number(r.fee) || 0), 0);

const refuseIf = (problem) => {
  if (problem) throw new Refused(problem);
};

export default ({ filter }) => {
  filter('reservations.items.create', async (payload, _meta, { accountability, database }) => {
    if (await isWebsite(accountability, database)) refuseIf(reservationCreateProblem(payload));
    return payload;
  });

  filter('reservations.items.update', async (payload, meta, { accountability, database }) => {
    const role = await roleOf(accountability, database);
    if (role !== WEBSITE_ROLE && role !== WORKER_ROLE) return payload;
    for (const id of meta.keys ?? []) {
      const stored = await database('reservations')
        .where({ id })
        .first('status', 'reservation_type', 'totals', 'extras', 'pickup_date', 'change_count');
      if (role === WORKER_ROLE) {
        refuseIf(expiryUpdateProblem(payload, stored));
        continue;
      }
      const captured = await database('payments')
        .where({ reservation: id, status: 'captured' })
        .pluck('amount');
      const refunds = await database('refunds')
        .where({ reservation: id })
        .whereNot({ status: 'failed' })
        .select('idempotency_key', 'amount', 'fee');
      const cancellation = refunds.filter((r) => r.idempotency_key.startsWith(`refund:${id}:`));
      refuseIf(
        reservationUpdateProblem(
          payload,
          stored,
          captured.map(Number),
          cancellation.length,
          new Date(),
          givenBack(refunds),
        ),
      );
    }
    return payload;
  });

  filter('refunds.items.create', async (payload, _meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    const reservation = payload.reservation
      ? await database('reservations')
          .where({ id: payload.reservation })
          .first('brand', 'status', 'change_count')
      : null;
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
    refuseIf(refundCreateProblem(payload, reservation, payment, givenBack(earlier)));
    return payload;
  });

  filter('refunds.items.update', async (payload, meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    for (const id of meta.keys ?? [])
      refuseIf(
        refundUpdateProblem(payload, await database('refunds').where({ id }).first('status')),
      );
    return payload;
  });

  filter('payments.items.create', async (payload, _meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    const reservation = payload.reservation
      ? await database('reservations')
          .where({ id: payload.reservation })
          .first('brand', 'status', 'reservation_type', 'totals', 'change_count')
      : null;
    const captured = reservation
      ? await database('payments')
          .where({ reservation: payload.reservation, status: 'captured' })
          .pluck('amount')
      : [];
    const refunds = reservation
      ? await database('refunds')
          .where({ reservation: payload.reservation })
          .whereNot({ status: 'failed' })
          .select('amount', 'fee')
      : [];
    refuseIf(
      paymentCreateProblem(
        payload,
        reservation,
        captured.reduce((sum, amount) => sum + Number(amount), 0),
        givenBack(refunds),
      ),
    );
    return payload;
  });

  filter('payments.items.update', async (payload, meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    for (const id of meta.keys ?? [])
      refuseIf(
        paymentUpdateProblem(payload, await database('payments').where({ id }).first('status')),
      );
    return payload;
  });
};
