import { formatCents } from '../money.ts';

/**
 * What staff read in Studio instead of JSON: the renter as columns they can search
 * and sort, the bill and the pre-check-in's drivers as lines of text. The CMS makes them from
 * the JSON whoever writes it (services/cms/extensions/website-guard/copies.js, where runtime.ts
 * installs this module with its types stripped). Studio is Spanish first, so the lines are
 * Spanish, worded as the confirmation e-mail's (messages/es/mail.json); amounts stay integer
 * cents in the JSON.
 */

type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The renter's columns, each the value of one key of the booking's `client` JSON. */
export const RENTER_COLUMNS = {
  renter_name: 'name',
  renter_last_name: 'last_name',
  renter_email: 'email',
  renter_phone: 'phone_number',
  renter_license: 'license',
  // The age rule at the counter needs it: a field staff read, not a key inside JSON.
  renter_birthday: 'birthday',
} as const;

export type RenterColumn = keyof typeof RENTER_COLUMNS;

export function renterColumns(
  client: Json | null | undefined,
): Record<RenterColumn, string | null> {
  const out = {} as Record<RenterColumn, string | null>;
  for (const [column, key] of Object.entries(RENTER_COLUMNS))
    out[column as RenterColumn] = text(client?.[key]);
  // A date column takes a calendar day only: anything else would refuse the whole write.
  if (out.renter_birthday && !/^\d{4}-\d{2}-\d{2}$/.test(out.renter_birthday))
    out.renter_birthday = null;
  return out;
}

const money = (cents: unknown) => formatCents(Number(cents) || 0, 'es');

/** "3 × $45.00" for a line charged per day. */
const perDay = (label: string, line: Json) =>
  line.quantity == null
    ? label
    : `${label}: ${String(line.quantity)} × ${money(line.unit)}${line.capped ? ' (tope por alquiler)' : ''}`;

/** The coverages' names by code, in Spanish: the bill says what the renter read, not a code. */
export type CoverageNames = Readonly<Record<string, string>>;

const LINE_LABELS: Record<string, (line: Json, names: CoverageNames) => string> = {
  car: (l) => `Alquiler${l.season ? ` (${String(l.season)})` : ''}`,
  lengthDiscount: (l) =>
    `Descuento por ${String(l.minDays ?? 0)} días o más (${String(l.percent ?? 0)} %)`,
  coupon: (l) => `Cupón ${String(l.code ?? '')}`,
  coverage: (l, names) => names[String(l.code)] ?? `Cobertura ${String(l.code ?? '')}`,
  era: () => 'Asistencia en carretera',
  youngDriver: (l) =>
    `Recargo por conductor joven${l.code ? ` (conductor adicional ${String(l.code)})` : ''}`,
  additionalDriver: (l) => `Conductor adicional ${String(l.code ?? '')}`,
  extra: (l, names) =>
    `${l.units ? `${String(l.units)} × ` : ''}${names[String(l.code)] ?? String(l.code ?? '')}`,
  delivery: () => 'Entrega',
  dropoff: () => 'Cargo por devolución en otra sucursal',
  airportTax: () => 'Tasa de concesión aeroportuaria',
  tax: () => 'ITBMS (7 %)',
};

/**
 * A bill line's words in Spanish; with `perDayText`, a line charged per day says
 * "3 × $45.00" after them (an invoice line has its own quantity and price instead).
 */
export function billLineLabel(line: object, names: CoverageNames = {}, perDayText = true): string {
  const l = line as Json;
  const label = LINE_LABELS[String(l.kind)]?.(l, names) ?? String(l.kind);
  return perDayText ? perDay(label, l) : label;
}

/** "Alquiler: 3 × $45.00 — $135.00", one line per bill line, then the total. */
export function billText(
  extras: Json | null | undefined,
  totals: Json | null | undefined,
  names: CoverageNames = {},
): string | null {
  const lines = Array.isArray(extras?.lines) ? (extras.lines as Json[]) : [];
  if (!lines.length && totals?.total == null) return null;
  const out = lines.map((l) => {
    return `${billLineLabel(l, names)} — ${money(l.amount)}`;
  });
  if (extras?.carModel) out.unshift(`Auto: ${String(extras.carModel)}`);
  if (totals?.total != null) out.push(`Total — ${money(totals.total)}`);
  return out.join('\n');
}

/** The booking's total in dollars as Directus stores a decimal ("200.00"). */
export const totalDollars = (totals: Json | null | undefined): string | null =>
  totals?.total == null ? null : (Math.round(Number(totals.total)) / 100).toFixed(2);

/** The columns and lines a booking's JSON gives Studio. */
export function readableReservation(
  r: {
    client?: object | null;
    extras?: object | null;
    totals?: object | null;
  },
  names: CoverageNames = {},
) {
  const [client, extras, totals] = [r.client, r.extras, r.totals] as (Json | null | undefined)[];
  return {
    ...(client !== undefined ? renterColumns(client) : {}),
    ...(extras !== undefined || totals !== undefined
      ? { bill: billText(extras, totals, names), total: totalDollars(totals) }
      : {}),
  };
}

const DOCUMENTS: Record<string, string> = { id: 'cédula', passport: 'pasaporte' };

function driverLine(d: Json, role: string): string {
  const parts = [
    `${role}: ${[text(d.name), text(d.last_name)].filter(Boolean).join(' ')}`,
    text(d.birthday) && `nacimiento ${String(d.birthday)}`,
    text(d.license) &&
      `licencia ${String(d.license)}${text(d.license_country) ? ` (${String(d.license_country)})` : ''}${text(d.license_expiry) ? ` vence ${String(d.license_expiry)}` : ''}`,
    text(d.document_number) &&
      `${DOCUMENTS[String(d.document_type)] ?? 'documento'} ${String(d.document_number)}`,
    text(d.nationality) && `nacionalidad ${String(d.nationality)}`,
    text(d.entry_date) && `entrada al país ${String(d.entry_date)}`,
    text(d.phone) && `tel. ${String(d.phone)}`,
    text(d.address) && `dirección ${String(d.address)}`,
    text(d.flight_number) && `vuelo ${String(d.flight_number)}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** One line per driver: the main driver, then each additional one. */
export function driversText(driver: Json | null | undefined, additional: unknown): string | null {
  const others = Array.isArray(additional) ? (additional as Json[]) : [];
  const lines = [
    ...(driver ? [driverLine(driver, 'Conductor principal')] : []),
    ...others.map((d, i) => driverLine(d, `Conductor adicional ${i + 1}`)),
  ];
  return lines.length ? lines.join('\n') : null;
}
