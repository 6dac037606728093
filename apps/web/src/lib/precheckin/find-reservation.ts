import { issuesByPath } from '@rental/domain/precheckin/driver';
import { lookupSchema, matchesIdentity, type Lookup } from '@rental/domain/precheckin/lookup';
import { findReservationByCode } from '../records/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import type { StoredReservation } from '../cms/types.ts';
import { signToken, type TokenPurpose } from './token.ts';

/**
 * The look-up the pre-check-in and /mi-reserva share: code and last name or e-mail, one schema
 * with the browser's form, then the matching reservation and a signed session for it.
 */
export type LookupInvalid = { ok: false; problem: 'invalid'; fields: Record<string, string> };

export function readLookup(input: unknown): { ok: true; lookup: Lookup } | LookupInvalid {
  const parsed = lookupSchema.safeParse(input);
  return parsed.success
    ? { ok: true, lookup: parsed.data }
    : { ok: false, problem: 'invalid', fields: issuesByPath(parsed.error) };
}

/**
 * The brand's reservation with that code whose renter has that last name or e-mail; null for
 * an unknown code and a wrong name alike, so the form cannot be used to test codes.
 */
export async function reservationByLookup(
  cms: CmsClient,
  brand: string,
  lookup: Lookup,
): Promise<StoredReservation | null> {
  const r = await findReservationByCode(cms, brand, lookup.code);
  return r && matchesIdentity(r.client ?? {}, lookup.identity) ? r : null;
}

/** A session of `purpose` for the reservation, valid `ms` from now. */
export function openSession(
  deps: { secret: string; brand: string; now: () => Date },
  purpose: TokenPurpose,
  reservation: string,
  ms: number,
): string {
  return signToken(deps.secret, {
    purpose,
    reservation,
    brand: deps.brand,
    exp: deps.now().getTime() + ms,
  });
}
