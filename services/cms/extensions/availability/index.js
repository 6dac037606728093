/**
 * `GET /availability` (docs/reservation-flow.md "Inventory"), for the website's token
 * and staff: what the fleet has free for a rental, judged by the same code as the website
 * guard's check when a reservation is stored (../website-guard/stock.js), without taking locks.
 *
 * - `?branch=<id>&from=<ISO>&to=<ISO>`: every class the branch tracks, `{ units, left }` each;
 * - `?car=<id>&branch=<id>&from=<ISO>&to=<ISO>[&except=<reservation id>]`: that car's class,
 *   `{ units, left }` (`units` and `left` null when the branch does not track the class), leaving
 *   out the reservation being paid or changed.
 * - `POST /availability/reservations` (store-reservation.js): a new reservation, its unit checked
 *   after the insert; `POST /availability/reservations/:id` a website update of one, its unit
 *   checked under the inventory's locks in the update's own transaction.
 * - `POST /availability/locks` (booking-lock.js): the one lock per booking, for the website,
 *   the worker and administrators.
 * - `POST /availability/privacy-requests` (privacy-requests.js): for the website's token, a
 *   renter's request under Law 81 kept on the booking; a deletion carried out for bookings over.
 * - `POST /availability/retention` (retention.js): for the website's token, the retention job
 *   (drivers' documents after the return, abandoned bookings' renters after 30 days).
 * - `/availability/ledger[?days=90&staleMinutes=&format=json]` (ledger-report.js): for staff signed in to
 *   Studio, every booking whose money does not add up and every money row left pending.
 * - `/availability/invoices[?day=YYYY-MM-DD&brand=&format=json]` (invoices-report.js): for staff
 *   signed in to Studio, the day's invoices and credit notes per brand, with their states.
 * - `/availability/occupancy[?from=YYYY-MM-DD&days=7&format=json]`: for staff signed in to
 *   Studio, each branch's classes day by day, cars out of cars there (an HTML page, or JSON).
 * - `POST /availability/indexes`, for administrators (the setup): creates the index the
 *   inventory reads reservations by, when missing (../website-guard/inventory-index.js);
 *   `GET` says whether it is there.
 */
import { roleOf } from '../website-guard/roles.js';
import { EXTRA_UNITS, WEBSITE_ROLE } from '../website-guard/rules.js';
import { classFree, extrasShort, unitsFree } from '../website-guard/stock.js';
import { ensureInventoryIndex, inventoryIndexes } from '../website-guard/inventory-index.js';
import { occupancy } from '../website-guard/occupancy.js';
import { occupancyPage } from './occupancy-page.js';
import { ledgerPage } from './ledger-page.js';
import { invoicesPage } from './invoices-page.js';
import { invoicesReport } from './invoices-report.js';
import { retention } from './retention.js';
import { privacyRequests } from './privacy-requests.js';
import { ledgerReport } from './ledger-report.js';
import { bookingLock } from './booking-lock.js';
import { storeReservation, updateReservation } from './store-reservation.js';

const ID = /^[0-9a-f-]{36}$/i;
const answer = (units, left) => ({ units, left: Number.isFinite(left) ? left : null });

function error(res, status, code, message) {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

function readQuery(query) {
  const text = (name) => (typeof query[name] === 'string' ? query[name] : '');
  const from = new Date(text('from'));
  const to = new Date(text('to'));
  const ids = ['branch', 'car', 'except'].map(text);
  if (!ID.test(ids[0]) || ids.slice(1).some((id) => id && !ID.test(id))) return null;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) return null;
  const extras = text('extras');
  if (extras && !EXTRA_UNITS.test(extras)) return null;
  return { branch: ids[0], car: ids[1] || null, except: ids[2] || null, from, to, extras };
}

export default {
  id: 'availability',
  handler: (router, context) => {
    const { database } = context;
    const store = storeReservation(context);
    router.post('/reservations', (req, res, next) => store(req, res).catch(next));
    const update = updateReservation(context);
    router.post('/reservations/:id', (req, res, next) => update(req, res).catch(next));
    const lock = bookingLock(context);
    router.post('/locks', (req, res, next) => lock(req, res).catch(next));
    const privacy = privacyRequests(context);
    router.post('/privacy-requests', (req, res, next) => privacy(req, res).catch(next));
    const retain = retention(context);
    router.post('/retention', (req, res, next) => retain(req, res).catch(next));
    for (const [method, indexes] of [
      ['get', inventoryIndexes],
      ['post', ensureInventoryIndex],
    ])
      router[method]('/indexes', (req, res) => {
        if (req.accountability?.admin !== true)
          return error(res, 403, 'FORBIDDEN', "You don't have permission to access this.");
        return indexes(database)
          .then((names) => res.json({ data: { indexes: names } }))
          .catch((e) => error(res, 503, 'SERVICE_UNAVAILABLE', `indexes: ${e?.message ?? e}`));
      });
    router.get('/ledger', (req, res) =>
      answerLedger(req, res, database).catch((e) =>
        error(res, 503, 'SERVICE_UNAVAILABLE', `ledger not read: ${e?.message ?? e}`),
      ),
    );
    router.get('/invoices', (req, res) =>
      answerInvoices(req, res, database).catch((e) =>
        error(res, 503, 'SERVICE_UNAVAILABLE', `invoices not read: ${e?.message ?? e}`),
      ),
    );
    router.get('/occupancy', (req, res) =>
      answerOccupancy(req, res, database).catch((e) =>
        error(res, 503, 'SERVICE_UNAVAILABLE', `occupancy not read: ${e?.message ?? e}`),
      ),
    );
    router.get('/', (req, res) =>
      answerQuery(req, res, database).catch((e) =>
        error(res, 503, 'SERVICE_UNAVAILABLE', `availability not read: ${e?.message ?? e}`),
      ),
    );
  },
};

async function answerQuery(req, res, database) {
  const admin = req.accountability?.admin === true;
  if (!admin && (await roleOf(req.accountability, database)) !== WEBSITE_ROLE)
    return error(res, 403, 'FORBIDDEN', "You don't have permission to access this.");
  const q = readQuery(req.query ?? {});
  if (!q)
    return error(
      res,
      400,
      'INVALID_QUERY',
      'branch (id), from and to (ISO instants, to after from) are required; car and except are ids; extras is |code=units|',
    );
  const now = new Date();
  const rental = { branch: q.branch, pickupAt: q.from, returnAt: q.to, except: q.except };
  if (q.car) {
    const free = await unitsFree(database, { ...rental, car: q.car }, now);
    if (!free.carClass) return error(res, 404, 'NOT_FOUND', 'No such car.');
    // Asked with the trip's extras, it also says which of them are short.
    const extras = q.extras
      ? {
          extrasShort: await extrasShort(
            database,
            { ...rental, car: q.car, extraUnits: q.extras },
            now,
          ),
        }
      : {};
    return res.json({
      data: { class: free.carClass, ...answer(free.units, free.left), ...extras },
    });
  }
  const tracked = await database('fleet_units')
    .where({ branch: q.branch })
    .whereNotNull('class')
    .distinct('class')
    .pluck('class');
  const classes = {};
  for (const carClass of tracked) {
    const free = await classFree(database, { ...rental, carClass }, now);
    classes[carClass] = answer(free.units, free.left);
  }
  return res.json({ data: { classes } });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Panama (UTC−5 all year), 'YYYY-MM-DD'. */
const panamaToday = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

async function answerOccupancy(req, res, database) {
  // Staff only: administrators and users who may use Studio (not the site's or worker's tokens).
  const staff = req.accountability?.admin === true || req.accountability?.app === true;
  if (!staff) return error(res, 403, 'FORBIDDEN', "You don't have permission to access this.");
  const query = req.query ?? {};
  const asked = typeof query.from === 'string' ? query.from : '';
  const from = DAY.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : panamaToday();
  const days = Math.min(31, Math.max(1, Number.parseInt(String(query.days ?? '7'), 10) || 7));
  const lines = await occupancy(database, from, days, new Date());
  if (query.format === 'json') return res.json({ data: { from, days, lines } });
  res.set('content-type', 'text/html; charset=utf-8');
  return res.send(occupancyPage({ firstDay: from, days, lines }));
}

/** The day's fiscal documents per brand (`?day=YYYY-MM-DD&brand=&format=json`), for staff. */
async function answerInvoices(req, res, database) {
  const staff = req.accountability?.admin === true || req.accountability?.app === true;
  if (!staff) return error(res, 403, 'FORBIDDEN', "You don't have permission to access this.");
  const query = req.query ?? {};
  const asked = typeof query.day === 'string' ? query.day : '';
  const day = DAY.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : panamaToday();
  const brand =
    typeof query.brand === 'string' && /^[a-z]{1,20}$/.test(query.brand) ? query.brand : null;
  const brands = await invoicesReport(database, { day, brand });
  if (query.format === 'json') return res.json({ data: { day, brands } });
  res.set('content-type', 'text/html; charset=utf-8');
  return res.send(invoicesPage({ day, brand, brands }));
}

async function answerLedger(req, res, database) {
  const staff = req.accountability?.admin === true || req.accountability?.app === true;
  if (!staff) return error(res, 403, 'FORBIDDEN', "You don't have permission to access this.");
  const query = req.query ?? {};
  const days = Math.min(400, Math.max(1, Number.parseInt(String(query.days ?? '90'), 10) || 90));
  // `staleMinutes` reads pending rows sooner than the sweep's defaults (a check, a test).
  const stale = Number.parseInt(String(query.staleMinutes ?? ''), 10);
  const staleMs =
    Number.isFinite(stale) && stale >= 0
      ? { payment: stale * 60_000, refund: stale * 60_000 }
      : undefined;
  const lines = await ledgerReport(database, { now: new Date(), days, staleMs });
  if (query.format === 'json') return res.json({ data: { days, lines } });
  res.set('content-type', 'text/html; charset=utf-8');
  return res.send(ledgerPage({ days, lines }));
}
