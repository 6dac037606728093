import type { BrandKey } from '@rental/domain/brands';
import type { ContentRecords } from '@rental/content-model/records';
import type { CmsClient } from '../cms/client.ts';
import { unlessMissing } from '../cms/errors.ts';
import { leadRecipient } from '@rental/domain/notifications/lead-notice';

/** A corporate-plan enquiry as the outbox worker reads it to tell staff (docs/mail.md). */
export type CorporateLead = Pick<
  ContentRecords['corporate_leads'],
  | 'id'
  | 'brand'
  | 'company'
  | 'name'
  | 'email'
  | 'phone'
  | 'fleetSize'
  | 'message'
  | 'page'
  | 'language'
  | 'date_created'
>;

const LEAD_FIELDS = [
  'id',
  'brand',
  'company',
  'name',
  'email',
  'phone',
  'fleetSize',
  'message',
  'page',
  'language',
  'date_created',
];

/** A brand's enquiries received since then, oldest first. */
export const corporateLeadsSince = (
  cms: CmsClient,
  brand: BrandKey,
  since: Date,
): Promise<CorporateLead[]> =>
  cms.list<CorporateLead>('corporate_leads', {
    filter: { brand: { _eq: brand }, date_created: { _gte: since.toISOString() } },
    fields: LEAD_FIELDS,
    sort: ['date_created'],
    limit: -1,
  });

export const corporateLead = (cms: CmsClient, id: string): Promise<CorporateLead | null> =>
  unlessMissing(cms.get<CorporateLead>('corporate_leads', id, { fields: LEAD_FIELDS }));

/**
 * Where the brand's enquiries are e-mailed (site config), read apart from the site's settings:
 * a staff address that no page needs, so it never reaches a page's payload.
 */
export async function corporateLeadsRecipient(cms: CmsClient, brand: BrandKey) {
  const [site] = await cms.list<
    Pick<ContentRecords['sites_config'], 'corporate_leads_email' | 'contactEmail'>
  >('sites_config', {
    filter: { brand: { _eq: brand } },
    fields: ['corporate_leads_email', 'contactEmail'],
    limit: 1,
  });
  return leadRecipient(site?.corporate_leads_email, site?.contactEmail);
}
