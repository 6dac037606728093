/**
 * Panama keeps UTC-5 all year (no daylight saving), so a wall-clock time there maps to one
 * UTC instant by a fixed offset. Dates are stored in UTC and shown in America/Panama.
 */
export const PANAMA_TIME_ZONE = 'America/Panama';
export const PANAMA_OFFSET_MINUTES = -5 * 60;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-01T10:00" in Panama → the UTC instant, or null when malformed or not a real date. */
export function panamaLocalToUtc(local: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi) - PANAMA_OFFSET_MINUTES * 60_000);
  // Reject 2026-02-31 and friends: the round trip must give the same wall clock.
  return utcToPanamaLocal(utc) === local ? utc : null;
}

/** The UTC instant as a Panama wall-clock "YYYY-MM-DDTHH:MM". */
export function utcToPanamaLocal(date: Date): string {
  return new Date(date.getTime() + PANAMA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** The Panama calendar day ("YYYY-MM-DD") of a UTC instant. */
export const panamaDay = (date: Date): string => utcToPanamaLocal(date).slice(0, 10);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day "YYYY-MM-DD" (not 2026-02-30) as its UTC midnight, or null. */
export function parseIsoDay(value: string): Date | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date
    : null;
}

/** "2026-12-01T09:30:00-05:00": a moment as Panama's clocks read it, with the offset written. */
export const panamaOffsetStamp = (date: Date): string =>
  `${utcToPanamaLocal(date).slice(0, 16)}:${String(date.getUTCSeconds()).padStart(2, '0')}-05:00`;
