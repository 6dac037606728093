/** Reading untrusted Directus values: each returns the value or null, and the mappers apply defaults. */
export const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : null;

export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;

/** A whole number between the bounds, else null (the default applies). */
export const within = (v: unknown, min: number, max: number): number | null => {
  const n = num(v);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
