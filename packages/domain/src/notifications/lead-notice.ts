import type { MailKind } from './mail-kinds.ts';

/**
 * Staff's e-mail about a corporate-plan enquiry (a lead sent from an info page's form). It is
 * not about a reservation, so it has a kind and a key of its own; the outbox worker queues one
 * per lead, as it queues a booking's messages, so a lead is told once whoever asks twice.
 */
export const LEAD_MESSAGE_KIND = 'staff_corporate_lead' satisfies MailKind;
export type LeadMessageKind = typeof LEAD_MESSAGE_KIND;

export const isLeadMessage = (kind: string): kind is LeadMessageKind => kind === LEAD_MESSAGE_KIND;

export const leadMessageKey = (leadId: string) => `${LEAD_MESSAGE_KIND}:${leadId}`;

/** How far back a sweep looks for leads: a worker down for longer catches up too. */
export const LEAD_LOOKBACK_HOURS = 48;

/**
 * Where a brand's enquiries go: the address staff set for them in site config, else the brand's
 * contact address; null when neither is set (the lead stays in Studio, nobody is written to).
 */
export function leadRecipient(
  leadsEmail: string | null | undefined,
  contactEmail: string | null | undefined,
): string | null {
  for (const address of [leadsEmail, contactEmail]) {
    const trimmed = address?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}
