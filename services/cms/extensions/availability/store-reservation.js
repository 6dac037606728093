/**
 * `POST /availability/reservations`, for the website's token only: stores a new reservation and
 * checks its unit last. Directus' own create runs the website guard and the insert
 * in one transaction, without Directus' activity and revision: the website is the only one that
 * books through here, the row itself says when, and the revision would be a second copy of the
 * renter's details (and two more inserts in every booking); what staff change later is tracked
 * as everywhere. The inventory's locks (the class at the branch
 * on the rental's days, ../website-guard/stock.js) are taken only after all that, so they are
 * held from the count to the commit instead of through the whole insert, and bookings of one
 * class no longer queue behind each other's Directus work. The count leaves the new reservation
 * out; two bookings for the last unit still meet at a lock, and the second, counting the first
 * once it has committed, is refused with 409.
 *
 * Answers `{ data: { id } }`, or an error as `/items` does (validation, uniqueness, 403, 409).
 * The create's action events (flows, hooks) are sent after the commit, never for a row that was
 * rolled back.
 */
import { DirectusError } from '../website-guard/errors.js';
import { roleOf } from '../website-guard/roles.js';
import { WEBSITE_ROLE } from '../website-guard/rules.js';
import { assertUnitFree, checkedAfterInsert, instant } from '../website-guard/stock.js';

/** @param {{ database: any, services: any, emitter: any }} context Directus' endpoint context */
export function storeReservation({ database, services, emitter }) {
  return async (req, res) => {
    if ((await roleOf(req.accountability, database)) !== WEBSITE_ROLE)
      throw new DirectusError(403, 'FORBIDDEN', "You don't have permission to access this.");
    const payload = req.body;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      throw new DirectusError(
        400,
        'INVALID_PAYLOAD',
        'The body must be one reservation as an object.',
      );
    const actions = [];
    const id = await database.transaction(async (trx) => {
      checkedAfterInsert.add(trx);
      const reservations = new services.ItemsService('reservations', {
        knex: trx,
        accountability: req.accountability,
        schema: req.schema,
      });
      const key = await reservations.createOne(payload, {
        bypassEmitAction: (event) => actions.push(event),
        skipTracking: true,
      });
      const rental = {
        car: payload.car,
        branch: payload.pickup_branch,
        pickupAt: instant(payload.pickup_date),
        returnAt: instant(payload.return_date),
        extraUnits: payload.extra_units ?? null,
        except: key,
      };
      await assertUnitFree(trx, rental, true);
      return key;
    });
    for (const { event, meta, context } of actions) emitter.emitAction(event, meta, context);
    res.json({ data: { id } });
  };
}

const ID = /^[0-9a-f-]{36}$/i;

/**
 * `POST /availability/reservations/:id`, for the website's token only: `{ patch, refunds? }`,
 * one update of a reservation (a payment's status, a new trip, a cancellation) and the refund
 * rows that go with it, in one transaction: a cancellation and its refunds, a cheaper trip and
 * the refund of its difference, are stored together or not at all. The website guard checks
 * each write inside that transaction; its unit check for the update (a move of dates, a
 * confirmation) takes the inventory's locks and holds them to the commit, exactly as a new
 * booking's does: two changes onto the last unit meet at the lock, and the second counts the
 * first. Answers `{ data: { id } }`.
 */
/** @param {{ database: any, services: any, emitter: any }} context Directus' endpoint context */
export function updateReservation({ database, services, emitter }) {
  return async (req, res) => {
    if ((await roleOf(req.accountability, database)) !== WEBSITE_ROLE)
      throw new DirectusError(403, 'FORBIDDEN', "You don't have permission to access this.");
    const id = req.params?.id;
    const { patch, refunds = [] } = req.body ?? {};
    if (
      !ID.test(String(id)) ||
      !patch ||
      typeof patch !== 'object' ||
      Array.isArray(patch) ||
      !Array.isArray(refunds) ||
      refunds.some((r) => !r || typeof r !== 'object' || r.reservation !== id)
    )
      throw new DirectusError(
        400,
        'INVALID_PAYLOAD',
        'The body is { patch, refunds? }: the changed fields, and refund rows of this reservation.',
      );
    const actions = [];
    await database.transaction(async (trx) => {
      const service = (collection) =>
        new services.ItemsService(collection, {
          knex: trx,
          accountability: req.accountability,
          schema: req.schema,
        });
      const opts = { bypassEmitAction: (event) => actions.push(event) };
      if (refunds.length) await service('refunds').createMany(refunds, opts);
      await service('reservations').updateOne(id, patch, opts);
    });
    for (const { event, meta, context } of actions) emitter.emitAction(event, meta, context);
    res.json({ data: { id } });
  };
}
