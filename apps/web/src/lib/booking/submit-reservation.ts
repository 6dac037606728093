import 'server-only';
import { addressBucket } from '../rate-limit/address-bucket.ts';
import { visitorAllowed, visitorKey } from '../rate-limit/index.ts';
import { readServerConfig } from '../config/server.ts';
import { bookingDeps } from './deps.ts';
import type { Holder } from './holds.ts';
import { createReservation, type CreateReservationResult } from './reservations.ts';

/** A renter's reservation request, from any address within its rate limit; decided by lib/booking. */
export async function submitReservation(input: unknown): Promise<CreateReservationResult> {
  if (!(await visitorAllowed('reservation'))) return { ok: false, kind: 'limited' };
  return createReservation(bookingDeps(), input, await visitorHolder());
}

/** The visitor as the hold limits see them; none for an address exempt from the limits. */
async function visitorHolder(): Promise<Holder | undefined> {
  const config = readServerConfig();
  const address = await visitorKey();
  if (config.RATE_LIMIT_EXEMPT.map(addressBucket).includes(address)) return undefined;
  return {
    address,
    limits: { perAddress: config.HOLDS_PER_ADDRESS, perContact: config.HOLDS_PER_CONTACT },
    // Secrets only this server holds, stable across its processes and restarts.
    secret: config.REVALIDATE_SECRET ?? config.DIRECTUS_TOKEN,
  };
}
