/**
 * `POST /availability/privacy-requests` `{ reservation, kind, details, due }`, for the website's
 * token once the renter proved the booking's e-mail with a one-time code (docs/privacy.md "The
 * renter's rights"): the request is kept on the booking for staff, with the day it must be
 * answered by. A deletion (`cancellation`) is carried out at once for the renter's bookings
 * that are over (cancelled, abandoned, or returned): renter and drivers anonymised, the
 * booking's code, trip and money rows, and the invoices tax law keeps, stay. Bookings still
 * ahead keep their renter, and the request stays open for staff. Answers the request as kept.
 */
import { DirectusError } from '../website-guard/errors.js';
import { roleOf } from '../website-guard/roles.js';
import { WEBSITE_ROLE } from '../website-guard/rules.js';
import { instant, stored } from '../website-guard/stock.js';
import { parsed, RENTER_COLUMNS } from './retention.js';

const KINDS = ['rectification', 'cancellation', 'objection'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const invalid = (message) => new DirectusError(400, 'INVALID_PAYLOAD', message);

function readRequest(body, now) {
  const { reservation, kind, details, due } = body ?? {};
  if (typeof reservation !== 'string' || !reservation)
    throw invalid('The body names a reservation.');
  if (!KINDS.includes(kind)) throw invalid(`kind is one of ${KINDS.join(', ')}.`);
  if (typeof details !== 'string' || details.length > 2000) throw invalid('details is a text.');
  const days = (Date.parse(`${due}T12:00:00Z`) - now.getTime()) / DAY_MS;
  if (!DAY.test(String(due)) || !(days > 7 && days < 21))
    throw invalid('due is the day ten business days ahead.');
  return { reservation, kind, details: details.trim(), due };
}

/** The renter's bookings of the brand (by e-mail), and which of them are over. */
async function bookingsOf(database, booking, now) {
  const email = String(booking.renter_email ?? '')
    .trim()
    .toLowerCase();
  const rows = email
    ? await database('reservations')
        .where({ brand: booking.brand })
        .whereRaw('lower(renter_email) = ?', [email])
        .select('id', 'code', 'status', 'return_date')
    : [booking];
  const over = (r) =>
    r.status === 'cancelled' ||
    r.status === 'abandoned' ||
    (instant(r.return_date)?.getTime() ?? Infinity) < now.getTime();
  return { over: rows.filter(over), ahead: rows.filter((r) => !over(r)) };
}

async function anonymise(database, ids, now) {
  if (!ids.length) return;
  await database('reservations')
    .whereIn('id', ids)
    .update({
      client: JSON.stringify({ anonymised_at: now.toISOString(), anonymised_by: 'request' }),
      hold_keys: null,
      preferences: null,
      ...Object.fromEntries(RENTER_COLUMNS.map((column) => [column, null])),
    });
  await database('precheckins')
    .whereIn('reservation', ids)
    .update({
      driver: JSON.stringify({}),
      additional_drivers: JSON.stringify([]),
      drivers: '',
      documents_deleted_at: stored(database, now),
    });
}

/** @param {{ database: any, logger: any }} context Directus' endpoint context */
export function privacyRequests({ database, logger }) {
  return async (req, res) => {
    if ((await roleOf(req.accountability, database)) !== WEBSITE_ROLE)
      throw new DirectusError(403, 'FORBIDDEN', "You don't have permission to access this.");
    const now = new Date();
    const ask = readRequest(req.body, now);
    const kept = await database.transaction(async (trx) => {
      const booking = await trx('reservations')
        .where({ id: ask.reservation })
        .first('id', 'brand', 'code', 'renter_email', 'privacy_requests', 'privacy_request_due');
      if (!booking) throw new DirectusError(404, 'NOT_FOUND', 'No such reservation.');
      const request = {
        kind: ask.kind,
        details: ask.details,
        at: now.toISOString(),
        due: ask.due,
        status: 'open',
      };
      if (ask.kind === 'cancellation') {
        const { over, ahead } = await bookingsOf(trx, booking, now);
        // The request is kept on the booking it was made from, even when that one is anonymised.
        request.outcome = `Suprimidos los datos de ${over.length} reserva(s) terminada(s)${over.length ? `: ${over.map((r) => r.code).join(', ')}` : ''}; las facturas se conservan (ley tributaria).${ahead.length ? ` Quedan ${ahead.length} reserva(s) en curso (${ahead.map((r) => r.code).join(', ')}): suprimirlas al terminar.` : ''}`;
        if (!ahead.length) request.status = 'done';
        await anonymise(
          trx,
          over.map((r) => r.id),
          now,
        );
      }
      const requests = [...(parsed(booking.privacy_requests) ?? []), request];
      const open = requests
        .filter((r) => r.status === 'open')
        .map((r) => r.due)
        .sort();
      await trx('reservations')
        .where({ id: booking.id })
        .update({
          privacy_requests: JSON.stringify(requests),
          privacy_request_due: open[0] ?? null,
        });
      return { code: booking.code, request };
    });
    logger.info(
      `privacy request ${kept.request.kind} on ${kept.code}: ${kept.request.status}${kept.request.outcome ? ` (${kept.request.outcome})` : ''}`,
    );
    return res.json({ data: kept.request });
  };
}
