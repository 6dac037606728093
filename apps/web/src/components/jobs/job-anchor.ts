import type { JobOffer } from '@/lib/cms';

/** The anchor of an offer on /jobs (#slug), so an offer can be linked to directly. */
export const jobAnchor = (offer: Pick<JobOffer, 'id' | 'slug'>): string =>
  offer.slug || `job-${offer.id}`;
