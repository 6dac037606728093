import type { BrandKey } from '@rental/domain/brands';
import {
  LEAD_LOOKBACK_HOURS,
  LEAD_MESSAGE_KIND,
  leadMessageKey,
} from '@rental/domain/notifications/lead-notice';
import type { LeadSource, NewMessage, OutboxStore } from './types.ts';

const HOUR = 3_600_000;

/**
 * Queues staff's e-mail about each recent corporate enquiry, to the brand's leads address (none:
 * the lead waits in Studio); unique keys make asking every tick harmless.
 */
export async function queueLeadNotices(
  leads: LeadSource,
  store: OutboxStore,
  brand: BrandKey,
  now: Date,
  recipient: string | null,
): Promise<number> {
  if (!recipient) return 0;
  const ids = await leads.receivedSince(new Date(now.getTime() - LEAD_LOOKBACK_HOURS * HOUR));
  if (!ids.length) return 0;
  const toSend: NewMessage[] = ids.map((id) => ({
    key: leadMessageKey(id),
    kind: LEAD_MESSAGE_KIND,
    brand,
    reservation: null,
    corporate_lead: id,
    recipient,
    // Staff read Spanish.
    language: 'es',
  }));
  const taken = await store.keysTaken(toSend.map((m) => m.key));
  const fresh = toSend.filter((m) => !taken.has(m.key));
  if (fresh.length) await store.enqueue(fresh);
  return fresh.length;
}
