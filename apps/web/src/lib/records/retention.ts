import type { CmsClient } from '../cms/client.ts';

/** What one run of the CMS's retention job did (POST /availability/retention, docs/privacy.md). */
export interface RetentionReport {
  /** Pre-check-ins whose drivers' documents were deleted. */
  documents: string[];
  /** Codes of the abandoned bookings whose renter was anonymised. */
  renters: string[];
  /** The brand's days after the return that documents are kept. */
  documentDays: number;
}

export const runRetention = (cms: CmsClient, brand: string) =>
  cms.send<RetentionReport>('/availability/retention', { brand });
