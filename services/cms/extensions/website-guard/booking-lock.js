/**
 * The booking lock's columns on a reservation row (`lock_owner`, `lock_until` as ISO text;
 * taken and let go by ../availability/booking-lock.js): whether someone holds it now.
 */
export const lockedNow = (row, now = new Date()) =>
  Boolean(row?.lock_owner) &&
  typeof row.lock_until === 'string' &&
  row.lock_until > now.toISOString();
