import type { BrandKey } from '@rental/domain/brands';
import type { CmsClient } from '../cms/client.ts';
import { corporateLead, corporateLeadsSince } from '../records/corporate-leads.ts';
import { fetchSiteConfig } from '../cms/queries.ts';
import { mailBrandOf } from './mail-brand.ts';
import type { LeadMailData } from '../../emails/staff-lead-mail.tsx';
import type { LeadSource } from './types.ts';

/** A brand's corporate enquiries, kept in Directus. */
export const directusLeads = (cms: CmsClient, brand: BrandKey): LeadSource => ({
  receivedSince: async (since) =>
    (await corporateLeadsSince(cms, brand, since)).map((lead) => String(lead.id)),
});

/** Staff's e-mail about one enquiry, read from the CMS when it is sent. */
export async function leadMailData(
  cms: CmsClient,
  brand: BrandKey,
  leadId: string,
  origin: string,
): Promise<LeadMailData | null> {
  const [lead, site] = await Promise.all([
    corporateLead(cms, leadId),
    fetchSiteConfig(cms, brand, 'es'),
  ]);
  if (!lead) return null;
  return {
    brand: mailBrandOf(site, origin),
    lead: {
      company: lead.company,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      fleetSize: lead.fleetSize,
      message: lead.message,
      page: lead.page,
      language: lead.language,
      receivedAt: lead.date_created ?? new Date().toISOString(),
    },
  };
}
