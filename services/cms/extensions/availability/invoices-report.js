/**
 * The day's fiscal documents per brand (docs/invoices.md): every invoice (payments) and credit
 * note (refunds) dated that Panama day, whatever its state, with each brand's totals. Read
 * straight from the database, for staff.
 */
import { instant, stored } from '../website-guard/stock.js';

const DAY_MS = 86_400_000;
const PANAMA_OFFSET_MS = 5 * 3_600_000;

const parsed = (value) => {
  if (value && typeof value === 'object') return value;
  try {
    return JSON.parse(String(value ?? 'null'));
  } catch {
    return null;
  }
};

/** The UTC range of a Panama calendar day ("2026-12-01"). */
function panamaDayRange(day) {
  const start = Date.parse(`${day}T00:00:00Z`) + PANAMA_OFFSET_MS;
  return { from: new Date(start), to: new Date(start + DAY_MS) };
}

async function rowsOf(database, table, range) {
  const rows = await database(table)
    .leftJoin('reservations', `${table}.reservation`, 'reservations.id')
    .where(`${table}.invoice_issued_at`, '>=', stored(database, range.from))
    .andWhere(`${table}.invoice_issued_at`, '<', stored(database, range.to))
    .select(
      `${table}.id as id`,
      `${table}.brand as brand`,
      `${table}.invoice_status as status`,
      `${table}.invoice_number as number`,
      `${table}.invoice_cufe as cufe`,
      `${table}.invoice_issued_at as issuedAt`,
      `${table}.invoice as invoice`,
      'reservations.code as booking',
    );
  return rows.map((r) => {
    const doc = parsed(r.invoice) ?? {};
    return {
      id: r.id,
      collection: table,
      brand: r.brand,
      kind: table === 'payments' ? 'invoice' : 'credit_note',
      status: r.status,
      number: r.number,
      cufe: r.cufe ?? null,
      issuedAt: instant(r.issuedAt)?.toISOString() ?? null,
      booking: r.booking ?? doc.booking ?? null,
      customer: doc.customer?.name ?? '',
      ruc: doc.customer?.ruc ?? null,
      total: Number(doc.totals?.total) || 0,
      tax: Number(doc.totals?.tax) || 0,
      contingency: doc.emission === 'contingency',
    };
  });
}

export async function invoicesReport(database, { day, brand }) {
  const range = panamaDayRange(day);
  const all = [
    ...(await rowsOf(database, 'payments', range)),
    ...(await rowsOf(database, 'refunds', range)),
  ]
    .filter((d) => !brand || d.brand === brand)
    .sort((a, b) => String(a.number).localeCompare(String(b.number)));
  const brands = [...new Set(all.map((d) => d.brand))].sort();
  return brands.map((b) => {
    const documents = all.filter((d) => d.brand === b);
    const sum = (kind, field) =>
      documents.filter((d) => d.kind === kind).reduce((n, d) => n + d[field], 0);
    return {
      brand: b,
      documents,
      totals: {
        invoiced: sum('invoice', 'total'),
        invoicedTax: sum('invoice', 'tax'),
        credited: sum('credit_note', 'total'),
        creditedTax: sum('credit_note', 'tax'),
        notIssued: documents.filter((d) => d.status !== 'issued').length,
      },
    };
  });
}
