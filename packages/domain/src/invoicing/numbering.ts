/**
 * Fiscal document numbers (DGI's rules as the provider publishes them): a document has a
 * billing point of 3 digits that is never zero and a number of 10 digits from 0000000001 to
 * 9999999999 that never restarts. Each brand has its own billing point, so a number is unique in
 * the company; stored as "001-0000000042", whose text order is the numbers' order.
 */
export const MAX_DOCUMENT_NUMBER = 9_999_999_999;

/** "1" or "001" → "001"; null for zero, empty or anything else. */
export function billingPoint(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) === 0) return null;
  return text.padStart(3, '0');
}

/** "0000" for the head office, then "0001" …; up to four digits or letters. */
export function branchCode(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return /^[0-9A-Za-z]{1,4}$/.test(text) ? text.padStart(4, '0') : null;
}

export function documentNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_DOCUMENT_NUMBER)
    throw new RangeError(`a fiscal document number is 1 to ${MAX_DOCUMENT_NUMBER}, not ${n}`);
  return String(n).padStart(10, '0');
}

export const storedNumber = (point: string, n: number) => `${point}-${documentNumber(n)}`;

export function parseStoredNumber(value: unknown): { point: string; number: number } | null {
  const match = /^(\d{3})-(\d{10})$/.exec(String(value ?? ''));
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0) return null;
  return { point: match[1], number: Number(match[2]) };
}

/**
 * The number after the highest one a billing point has used (`last`, stored form, or null when
 * it has none yet). The series ends at 9999999999: past it the point needs a new billing point.
 */
export function nextStoredNumber(point: string, last: string | null): string {
  const used = parseStoredNumber(last);
  if (last !== null && (!used || used.point !== point))
    throw new Error(`"${last}" is not a number of billing point ${point}`);
  return storedNumber(point, (used?.number ?? 0) + 1);
}
