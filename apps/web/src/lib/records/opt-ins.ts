import type { CmsClient } from '../cms/client.ts';
import { storeReservationChange } from './booking.ts';

/** The renter with their opt-ins changed: the one change of `client` the website guard lets the site make. */
export const storeOptIns = (cms: CmsClient, id: string, client: Record<string, unknown>) =>
  storeReservationChange(cms, id, { client });
