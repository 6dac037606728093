import type { CmsClient } from '../cms/client.ts';

/**
 * The CMS's booking lock (POST /availability/locks, services/cms/extensions/availability):
 * take or renew the lease on a reservation for `owner`, or let it go.
 */
export type LeaseResponse = { held: boolean; until?: string | null };

export const takeLease = (cms: CmsClient, reservation: string, owner: string, ttlMs: number) =>
  cms.send<LeaseResponse>('/availability/locks', { reservation, owner, ttlMs });

export const releaseLease = (cms: CmsClient, reservation: string, owner: string) =>
  cms.send<LeaseResponse>('/availability/locks', { reservation, owner, release: true });
