/**
 * A hook loaded from Directus' extensions folder (services/cms/src/runtime.ts copies it there):
 * every create and update the website's token makes on reservations and payments is checked
 * against rules.js before Directus writes it, and refused with 403 otherwise. Staff
 * (administrators) and every other role are not concerned. Reads, pre-check-ins and corporate
 * leads are left to the policy's collection grants.
 */
import {
  paymentCreateProblem,
  paymentUpdateProblem,
  reservationCreateProblem,
  reservationUpdateProblem,
  WEBSITE_ROLE,
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

/** Whether the caller is the website's service user: its role's name, looked up once per role. */
async function isWebsite(accountability, database) {
  if (!accountability?.role || accountability.admin) return false;
  if (!roles.has(accountability.role)) {
    const row = await database('directus_roles').where({ id: accountability.role }).first('name');
    roles.set(accountability.role, row?.name === WEBSITE_ROLE);
  }
  return roles.get(accountability.role);
}

const refuseIf = (problem) => {
  if (problem) throw new Refused(problem);
};

export default ({ filter }) => {
  filter('reservations.items.create', async (payload, _meta, { accountability, database }) => {
    if (await isWebsite(accountability, database)) refuseIf(reservationCreateProblem(payload));
    return payload;
  });

  filter('reservations.items.update', async (payload, meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    for (const id of meta.keys ?? []) {
      const stored = await database('reservations')
        .where({ id })
        .first('status', 'reservation_type', 'totals');
      const captured = await database('payments')
        .where({ reservation: id, status: 'captured' })
        .pluck('amount');
      refuseIf(reservationUpdateProblem(payload, stored, captured.map(Number)));
    }
    return payload;
  });

  filter('payments.items.create', async (payload, _meta, { accountability, database }) => {
    if (!(await isWebsite(accountability, database))) return payload;
    const reservation = payload.reservation
      ? await database('reservations')
          .where({ id: payload.reservation })
          .first('brand', 'status', 'reservation_type', 'totals')
      : null;
    refuseIf(paymentCreateProblem(payload, reservation));
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
