/**
 * `POST /availability/locks`: the one lock per booking (docs/payments.md "The booking lock"),
 * held in the reservation's own row (`lock_owner`, `lock_until`), so every site process, the
 * workers and Studio see the same lock. It is a lease: whoever holds it renews it while its work
 * runs, and a holder that crashed loses it when `lock_until` passes.
 *
 * Body `{ reservation, owner, ttlMs }` takes or renews it; `{ reservation, owner, release: true }`
 * lets it go. Answers `{ data: { held, until } }`: `held` true when `owner` holds it now.
 * Taking it is one conditional UPDATE, atomic on PostgreSQL (a second writer re-reads the row
 * once the first commits) and on SQLite (one writer at a time).
 */
import { DirectusError } from '../website-guard/errors.js';
import { roleOf } from '../website-guard/roles.js';
import { WEBSITE_ROLE, WORKER_ROLE } from '../website-guard/rules.js';

const ID = /^[0-9a-f-]{36}$/i;
const OWNER = /^[\w:.-]{8,120}$/;
const TTL = { min: 1_000, max: 120_000 };

function readBody(body) {
  if (!body || typeof body !== 'object') return null;
  const { reservation, owner, ttlMs, release } = body;
  if (typeof reservation !== 'string' || !ID.test(reservation)) return null;
  if (typeof owner !== 'string' || !OWNER.test(owner)) return null;
  if (release === true) return { reservation, owner, release: true };
  if (!Number.isInteger(ttlMs) || ttlMs < TTL.min || ttlMs > TTL.max) return null;
  return { reservation, owner, ttlMs, release: false };
}

/** @param {{ database: any }} context Directus' endpoint context */
export function bookingLock({ database }) {
  return async (req, res) => {
    const admin = req.accountability?.admin === true;
    const role = admin ? null : await roleOf(req.accountability, database);
    if (!admin && role !== WEBSITE_ROLE && role !== WORKER_ROLE)
      throw new DirectusError(403, 'FORBIDDEN', "You don't have permission to access this.");
    const ask = readBody(req.body);
    if (!ask)
      throw new DirectusError(
        400,
        'INVALID_PAYLOAD',
        `reservation (id), owner (8-120 of [A-Za-z0-9_:.-]) and ttlMs (${TTL.min}-${TTL.max}) or release: true are required`,
      );
    const row = () => database('reservations').where({ id: ask.reservation });
    if (ask.release) {
      const released = await row()
        .where({ lock_owner: ask.owner })
        .update({ lock_owner: null, lock_until: null });
      return res.json({ data: { held: false, released: released === 1 } });
    }
    const now = new Date().toISOString();
    const until = new Date(Date.parse(now) + ask.ttlMs).toISOString();
    const taken = await row()
      .where((free) =>
        free
          .whereNull('lock_owner')
          .orWhere('lock_owner', ask.owner)
          .orWhereNull('lock_until')
          .orWhere('lock_until', '<=', now),
      )
      .update({ lock_owner: ask.owner, lock_until: until });
    if (taken === 1) return res.json({ data: { held: true, until } });
    const holder = await row().first('lock_until');
    if (!holder) throw new DirectusError(404, 'NOT_FOUND', 'No such reservation.');
    return res.json({ data: { held: false, until: holder.lock_until } });
  };
}
