import { unpaidHoldEnds } from './inventory.ts';

/**
 * What one visitor may hold at once (docs/reservation-flow.md "Holds"): a reservation not yet
 * paid holds a unit of the fleet, so the unpaid holds of one address (its /64 for IPv6) and of
 * one renter contact (e-mail or phone) are bounded. A paid or confirmed booking no longer counts:
 * the renter who pays may book again at once.
 */
export interface HoldLimits {
  perAddress: number;
  perContact: number;
}

/**
 * A renter needs one unpaid booking at a time; the room above it is for a household or an office
 * sharing an address, and a renter comparing in two tabs.
 */
export const DEFAULT_HOLD_LIMITS: HoldLimits = { perAddress: 5, perContact: 3 };

/** Who holds: keyed hashes of the visitor's address, the renter's e-mail and phone (`a:…`, `e:…`, `p:…`). */
export interface HolderKeys {
  address: string | null;
  email: string;
  phone: string;
}

/** A stored reservation as the count reads it. */
export interface HoldRow {
  id: string;
  status: string;
  holdKeys: string;
  createdAt: Date;
  updatedAt: Date | null;
}

/** The text stored on a reservation: the keys it counts under, space-separated. */
export const holdKeysText = (keys: HolderKeys): string =>
  [keys.address, keys.email, keys.phone].filter(Boolean).join(' ');

/** Whether the row holds a unit now: waiting for the bank, or unpaid within its hold. */
function stillHolding(row: HoldRow, windowMinutes: number, now: Date): boolean {
  if (row.status === 'pending_payment') return true;
  return row.status === 'unpaid' && now < unpaidHoldEnds(row, windowMinutes);
}

/** Rows in the order they were stored (ties by id): every process ranks them alike. */
const before = (a: HoldRow, b: Pick<HoldRow, 'id' | 'createdAt'>) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Which limit a reservation would pass, or null. `mine` is the reservation itself once stored
 * (only the holds stored before it count, so two stored at once agree which one is over), or
 * null before it is stored (every hold counts).
 */
export function holdLimitPassed(
  rows: readonly HoldRow[],
  keys: HolderKeys,
  mine: Pick<HoldRow, 'id' | 'createdAt'> | null,
  limits: HoldLimits,
  windowMinutes: number,
  now: Date,
): 'address' | 'contact' | null {
  const counted = rows.filter(
    (r) =>
      r.id !== mine?.id &&
      (mine === null || before(r, mine) < 0) &&
      stillHolding(r, windowMinutes, now),
  );
  const sharing = (key: string | null) =>
    key ? counted.filter((r) => r.holdKeys.split(' ').includes(key)).length : 0;
  if (keys.address && sharing(keys.address) >= limits.perAddress) return 'address';
  if (sharing(keys.email) >= limits.perContact || sharing(keys.phone) >= limits.perContact)
    return 'contact';
  return null;
}
