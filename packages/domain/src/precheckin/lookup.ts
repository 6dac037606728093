import { z } from 'zod';
import { RESERVATION_CODE } from '../reservation/code.ts';

/**
 * Finding a reservation for the online pre-check-in: the renter types the code and their last
 * name or e-mail. Messages are catalogue keys in `precheckin.errors`.
 */

/** ' f7k3m9q ' → 'F-7K3M9Q': trimmed, upper case, no spaces, dash added after the brand letter when left out. */
export function normalizeReservationCode(input: string): string {
  const code = input.trim().toUpperCase().replace(/\s+/g, '');
  return /^[A-Z][A-HJ-KM-NP-Z2-9]{6}$/.test(code) ? `${code[0]}-${code.slice(1)}` : code;
}

export const lookupSchema = z.object({
  code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required', abort: true })
    .overwrite(normalizeReservationCode)
    .regex(RESERVATION_CODE, { message: 'code' }),
  /** The renter's last name or e-mail address. */
  identity: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required', abort: true })
    .max(254, { message: 'tooLong' }),
});

export type Lookup = z.output<typeof lookupSchema>;

/** Lower case, no accents, single inner spaces, trimmed: 'Pérez  de León ' → 'perez de leon'. */
const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether `identity` is the client's e-mail (any case) or last name (any case, accents or spacing). */
export function matchesIdentity(
  client: { last_name?: string; email?: string },
  identity: string,
): boolean {
  const typed = identity.trim();
  if (typed === '') return false;
  const email = (client.email ?? '').trim();
  if (email !== '' && email.toLowerCase() === typed.toLowerCase()) return true;
  const lastName = fold(client.last_name ?? '');
  return lastName !== '' && lastName === fold(typed);
}

export type Eligibility = 'ok' | 'cancelled' | 'notConfirmed' | 'past';

/**
 * Whether the reservation can be pre-checked-in at `now`: not cancelled, paid or confirmed, and
 * the pickup still ahead. Throws a RangeError when `pickup_date` is not a date.
 */
export function precheckinEligibility(
  r: { status: string; pickup_date: string },
  now: Date,
): Eligibility {
  if (r.status === 'cancelled') return 'cancelled';
  if (r.status !== 'paid' && r.status !== 'confirmed') return 'notConfirmed';
  const pickup = new Date(r.pickup_date);
  if (Number.isNaN(pickup.getTime()))
    throw new RangeError(`Not an ISO date: ${JSON.stringify(r.pickup_date)}`);
  return pickup.getTime() <= now.getTime() ? 'past' : 'ok';
}

/** A pay-later reservation that is confirmed but not paid: the balance is still owed. */
export function needsBalancePayment(r: { status: string; reservation_type: string }): boolean {
  return r.reservation_type === 'postpaid' && r.status === 'confirmed';
}
