/**
 * `GET /availability/ledger[?days=90&format=json]`, for staff signed in to Studio: the money
 * ledger's report (docs/payments.md "What staff see"). Every booking whose money moved in the
 * last `days` and breaks one of the ledger's invariants (the domain's ledgerProblems, installed
 * beside the guard as ../website-guard/ledger.js), and every money row still pending past the
 * sweep's reach, with the sweep's note on why. It should always be empty.
 */
import { ledgerProblems } from '../website-guard/ledger.js';
import { stored } from '../website-guard/stock.js';

const DAY_MS = 86_400_000;
/** A card payment or refund pending this long is past the sweep (a minute) and a challenge (20). */
const STALE_MS = { payment: 30 * 60_000, refund: 5 * 60_000 };
const asObject = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {}));
const time = (value) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

async function inChunks(ids, read) {
  const rows = [];
  for (let i = 0; i < ids.length; i += 500) rows.push(...(await read(ids.slice(i, i + 500))));
  return rows;
}

/** The rows still pending after `ms`, as the report lists them. */
const staleRows = (rows, kind, keyOf, ms, now) =>
  rows
    .filter((r) => r.status === 'pending' && now - time(r.date_created) > ms)
    .map((r) => ({
      kind,
      key: keyOf(r),
      amount: Number(r.amount),
      since: time(r.date_created),
      note: r.ledger_note,
    }));

/** The report's lines: one per booking with a problem or a stale row. */
export async function ledgerReport(database, { now, days, staleMs = STALE_MS }) {
  const since = new Date(now.getTime() - days * DAY_MS);
  const touched = await database('payments')
    .where('date_created', '>=', stored(database, since))
    .distinct('reservation')
    .pluck('reservation');
  const ids = touched.filter(Boolean);
  const [reservations, payments, refunds] = await Promise.all([
    inChunks(ids, (chunk) =>
      database('reservations')
        .whereIn('id', chunk)
        .select('id', 'code', 'brand', 'status', 'totals'),
    ),
    inChunks(ids, (chunk) =>
      database('payments')
        .whereIn('reservation', chunk)
        .select(
          'id',
          'reservation',
          'provider',
          'provider_reference',
          'amount',
          'status',
          'change',
          'ledger_note',
          'date_created',
        ),
    ),
    inChunks(ids, (chunk) =>
      database('refunds')
        .whereIn('reservation', chunk)
        .select(
          'idempotency_key',
          'reservation',
          'payment',
          'amount',
          'fee',
          'status',
          'ledger_note',
          'date_created',
        ),
    ),
  ]);
  const lines = [];
  for (const r of reservations) {
    const own = payments.filter((p) => p.reservation === r.id);
    const back = refunds.filter((x) => x.reservation === r.id);
    const problems = ledgerProblems(
      { status: r.status, total: Number(asObject(r.totals).total) || 0 },
      own.map((p) => ({
        id: p.id,
        amount: Number(p.amount),
        status: p.status,
        change: asObject(p.change)?.change_count ?? null,
        createdAt: new Date(time(p.date_created)).toISOString(),
      })),
      back.map((x) => ({
        key: x.idempotency_key,
        payment: x.payment,
        amount: Number(x.amount),
        fee: Number(x.fee),
        status: x.status,
      })),
    );
    const stale = [
      ...staleRows(own, 'payment', (p) => p.provider_reference, staleMs.payment, now),
      ...staleRows(back, 'refund', (x) => x.idempotency_key, staleMs.refund, now),
    ];
    if (problems.length || stale.length)
      lines.push({
        reservation: { id: r.id, code: r.code, brand: r.brand, status: r.status },
        problems,
        stale,
      });
  }
  return lines;
}
