import { parseIsoDay } from './panama-time.ts';

/** Age in whole years on `on` (a 'YYYY-MM-DD' Panama calendar date), from a 'YYYY-MM-DD' birthday. */
export function ageOn(birthday: string, on: string): number | null {
  const b = parseIsoDay(birthday);
  const d = parseIsoDay(on);
  if (!b || !d) return null;
  const [by, bm, bd] = [b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()];
  const [dy, dm, dd] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  return dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
}
