import { createHmac } from 'node:crypto';
import {
  holdLimitPassed,
  type HoldLimits,
  type HolderKeys,
} from '@rental/domain/reservation/holds';
import { MAX_PAYMENT_WINDOW_MINUTES } from '@rental/domain/reservation/expiry';
import type { CmsClient } from '../cms/client.ts';
import { holdsUnder } from '../records/holds.ts';

/** Who is booking, for the bound on unpaid holds; `secret` keys the hashes, so stored keys name no address, e-mail or phone. */
export interface Holder {
  address: string;
  limits: HoldLimits;
  secret: string;
}

/** The keys a renter's booking holds under (lower-cased e-mail, the phone's digits). */
export function holderKeys(holder: Holder, renter: { email: string; phone: string }): HolderKeys {
  const key = (kind: 'a' | 'e' | 'p', value: string) =>
    `${kind}:${createHmac('sha256', holder.secret).update(`hold\n${kind}\n${value}`).digest('hex').slice(0, 16)}`;
  return {
    address: key('a', holder.address),
    email: key('e', renter.email.trim().toLowerCase()),
    phone: key('p', renter.phone.replace(/\D/g, '') || renter.phone.trim()),
  };
}

const MINUTE = 60_000;

/**
 * Which limit a booking under `keys` passes (null: none), asked before storing and again after:
 * two bookings stored at once then see each other and agree the later one is over.
 */
export async function holdLimitCheck(
  cms: CmsClient,
  keys: HolderKeys,
  limits: HoldLimits,
  windowMinutes: number,
  now: Date,
  storedId: string | null = null,
): Promise<'address' | 'contact' | null> {
  const since = new Date(now.getTime() - MAX_PAYMENT_WINDOW_MINUTES * MINUTE);
  const wanted = [keys.address, keys.email, keys.phone].filter((k): k is string => Boolean(k));
  const rows = await holdsUnder(cms, wanted, since);
  // Once stored, the booking is among the rows (unpaid, under its own keys).
  const mine = storedId ? (rows.find((r) => r.id === storedId) ?? null) : null;
  if (storedId && !mine) return null;
  return holdLimitPassed(rows, keys, mine, limits, windowMinutes, now);
}
