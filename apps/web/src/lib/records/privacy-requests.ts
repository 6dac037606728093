import type { PrivacyRequestKind, StoredPrivacyRequest } from '@rental/domain/privacy-rights';
import type { CmsClient } from '../cms/client.ts';

/**
 * Keeps a renter's request on the booking (POST /availability/privacy-requests, in the CMS, so
 * that a deletion of the renter's finished bookings happens in one transaction there).
 */
export async function keepPrivacyRequest(
  cms: CmsClient,
  request: { reservation: string; kind: PrivacyRequestKind; details: string; due: string },
): Promise<StoredPrivacyRequest> {
  return cms.send<StoredPrivacyRequest>('/availability/privacy-requests', request);
}
